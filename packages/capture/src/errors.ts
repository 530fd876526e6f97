export type CaptureErrorCode =
  | 'NOT_HTML'
  | 'NAVIGATION_FAILED'
  | 'CAPTURE_FAILED'
  | 'HTML_TOO_LARGE'
  | 'TOO_MANY_ASSETS'
  | 'ASSETS_TOO_LARGE'
  | 'UPLOAD_FAILED'
  | 'BAD_USAGE';

/** Every failure the CLI and the extension should explain to a person carries a code. */
export class CaptureError extends Error {
  constructor(readonly code: CaptureErrorCode, message: string, readonly status?: number) {
    super(message);
    this.name = 'CaptureError';
  }
}
