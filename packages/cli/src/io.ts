// What every command writes to and reads from, so tests run them in-process.
import type { CliIo } from '@pagelift/capture/cli';

export type { CliIo };

/** A command's I/O; `stdin` only for the commands that read it (login's password). */
export interface CommandIo extends CliIo {
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => void };
}

/** Exit codes of every `pagelift` command (documented in the package README and `--help`). */
export const EXIT = {
  ok: 0,
  /** The work failed: a page that would not load, an export error, a server that refused. */
  failed: 1,
  /** Bad usage: unknown command or option, a missing argument. */
  usage: 2,
  /** Not signed in, or the token was refused: run `pagelift login`. */
  auth: 3,
} as const;
