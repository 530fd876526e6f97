/**
 * Joins `--name value` into `--name=value` for options that always take a value.
 * node:util's parseArgs refuses a value that starts with "-" as ambiguous, and project ids
 * made by earlier servers may start with "-"; such an option can only mean its value.
 */
export function attachOptionValues(args: readonly string[], valueOptions: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : null;
    if (name && valueOptions.has(name) && i + 1 < args.length) {
      out.push(`${arg}=${args[i + 1]}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}
