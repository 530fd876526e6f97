// `npm run pagelift -- <command> ...`: one entry point for the CLIs that live in their packages.
type Cli = { main: (argv: string[]) => Promise<number> };

const commands: Record<string, () => Promise<Cli>> = {
  capture: () => import('@pagelift/capture/cli'),
  export: () => import('@pagelift/engine/cli'),
};

const [command, ...rest] = process.argv.slice(2);
const load = command ? commands[command] : undefined;
if (!load) {
  process.stderr.write(`usage: pagelift <${Object.keys(commands).join('|')}> [options]\n`);
  process.exit(2);
}
const cli = await load();
process.exit(await cli.main(rest));
export {};
