// `pagelift <command>`: the one entry point of the packaged CLI (bin: dist/pagelift.js).
import { main as captureMain } from '@pagelift/capture/cli';
import { exportCommand } from './commands/export.ts';
import { loginCommand, logoutCommand, withStoredLogin } from './commands/login.ts';
import { EXIT, type CommandIo } from './io.ts';

declare const __PAGELIFT_VERSION__: string | undefined;
const VERSION = typeof __PAGELIFT_VERSION__ === 'string' ? __PAGELIFT_VERSION__ : 'development';

export const USAGE = `usage: pagelift <command> [options]

Commands:
  capture URL     capture a live page into a project (--project) or a file (--out)
  export FILE     export a snapshot file as paste-ready builder data, assets as files
  login           sign in to a PageLift server once; capture then needs no --token
  logout          forget the stored token
  help [COMMAND]  this help, or a command's

Run \`pagelift <command> --help\` for a command's options.

Exit codes: 0 success, 1 the work failed, 2 bad usage, 3 not signed in or token refused.
`;

type Command = (argv: string[], io: CommandIo) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  capture: async (argv, io) => captureMain(argv, await withStoredLogin(argv, io)),
  export: exportCommand,
  login: loginCommand,
  logout: logoutCommand,
};

export const defaultIo: CommandIo = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  stdin: process.stdin,
};

export async function main(argv: string[], io: CommandIo = defaultIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help') {
    io.stdout(USAGE);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (name === 'help') {
    const command = rest[0] ? COMMANDS[rest[0]] : undefined;
    return command ? command(['--help'], io) : (io.stdout(USAGE), EXIT.ok);
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`pagelift: unknown command ${name}\n${USAGE}`);
    return EXIT.usage;
  }
  return command(rest, io);
}
