import { Box, Link, Typography } from '@mui/material';
import { useConfig } from '../../../app/ConfigProvider.tsx';

/** The panel's notes: accuracy, big data as a JSON file, support. */
export function ExportNotes() {
  const { contactUrl, chatUrl } = useConfig();
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 2, color: 'text.secondary', '& li': { mb: 0.75 } }}>
      <Typography component="li" variant="body2">
        The output is 70-90% accurate: expect to touch up some spacing and details in the builder.
      </Typography>
      <Typography component="li" variant="body2">
        Big data is transferred as a JSON file: import it into your builder instead of pasting.
      </Typography>
      <Typography component="li" variant="body2">
        Support by{' '}
        <Link href={contactUrl} target="_blank" rel="noopener" underline="always">
          email
        </Link>{' '}
        or{' '}
        <Link href={chatUrl} target="_blank" rel="noopener" underline="always">
          messenger
        </Link>
        .
      </Typography>
    </Box>
  );
}
