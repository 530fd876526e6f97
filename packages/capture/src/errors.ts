export type CaptureErrorCode =
  | 'NOT_HTML'
  | 'NAVIGATION_FAILED'
  | 'CAPTURE_FAILED'
  | 'HTML_TOO_LARGE'
  | 'TOO_MANY_ASSETS'
  | 'ASSETS_TOO_LARGE'
  | 'UPLOAD_FAILED'
  /** No token, or the server refused it (401): the CLI exits 3 and says to sign in again. */
  | 'TOKEN_REFUSED'
  /** The project does not exist for this account, or the page is not on its domain. */
  | 'WRONG_PROJECT'
  | 'BAD_USAGE';

/** Every failure the CLI and the extension should explain to a person carries a code. */
export class CaptureError extends Error {
  constructor(readonly code: CaptureErrorCode, message: string, readonly status?: number) {
    super(message);
    this.name = 'CaptureError';
  }
}
