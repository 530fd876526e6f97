import type { Ref } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';

/** What the frame may do: run the picker, keep its own (snapshot host) origin, submit forms. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** The captured page in a sandboxed frame on the snapshot host, under a loading overlay until it loads. */
export function PreviewFrame({ src, title, loaded, onLoad, frameRef }: { src: string | null; title: string; loaded: boolean; onLoad: () => void; frameRef: Ref<HTMLIFrameElement> }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', bgcolor: 'common.white' }}>
      {src && (
        <Box
          component="iframe"
          ref={frameRef}
          src={src}
          title={title}
          sandbox={FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          onLoad={onLoad}
          data-testid="editor-frame"
          sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      )}
      {!loaded && (
        <Box
          role="status"
          data-testid="editor-loading"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(245, 246, 251, 0.96)', zIndex: 1 }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <CircularProgress aria-hidden="true" />
            <Typography sx={{ mt: 2, fontWeight: 600 }}>Loading experience...</Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
