// The bin's entry: runs the command and exits with its code.
import { main } from './main.ts';

// exit() rather than exitCode: a browser pool or socket left open must not keep the CLI alive.
process.exit(await main(process.argv.slice(2)));
