/**
 * Every failure the user can meet ends up as one of these codes with a sentence that says what
 * happened and what to do. The popup shows `message`; tests assert on `code`.
 */
export type FailureCode =
  | 'signed-out'
  | 'bad-credentials'
  | 'no-project'
  | 'site-limit'
  | 'too-large'
  | 'network'
  | 'restricted-page'
  | 'capture-failed'
  | 'server';

export class ExtensionError extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ExtensionError';
  }
}

export function isExtensionError(error: unknown): error is ExtensionError {
  return error instanceof ExtensionError;
}

/** Rebuilds the error on the popup's side of a message port, where class identity is lost. */
export function toWire(error: unknown): { code: FailureCode; message: string; status?: number } {
  if (isExtensionError(error)) return { code: error.code, message: error.message, status: error.status };
  return { code: 'capture-failed', message: `Something went wrong: ${error instanceof Error ? error.message : String(error)}` };
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
