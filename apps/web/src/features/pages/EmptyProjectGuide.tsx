import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useConfig } from '../../app/ConfigProvider.tsx';

/** The spec's three steps, shown while a project has no pages. */
export function EmptyProjectGuide() {
  const { extensionUrl } = useConfig();
  const steps = [
    <>
      Install the{' '}
      <Link href={extensionUrl} target="_blank" rel="noopener" underline="always">
        PageLift extension
      </Link>{' '}
      in your browser.
    </>,
    <>Go to the target page and scroll to the end so all elements load.</>,
    <>Click the extension icon, choose this project and click Add Page.</>,
  ];
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto', mt: 2 }} data-testid="empty-project-guide">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h2" variant="h2" gutterBottom>
          How to clone the webpage?
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {steps.map((text, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box aria-hidden="true" sx={{ flexShrink: 0, width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                {index + 1}
              </Box>
              <Typography sx={{ pt: 0.5 }}>
                <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                  Step {index + 1}:{' '}
                </Box>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
