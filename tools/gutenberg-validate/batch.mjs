// PageLift addition (not in the team's original tool): validates many documents in one process.
// Reads JSON lines `{"id": "...", "markup": "..."}` on stdin and writes one JSON line per input,
// `{"id", "counts", "problems"}` (problems: the invalid/migrated/unregistered/freeform blocks with
// their messages). The profile is chosen as for validate.mjs: GB_VALIDATE_ROOT before start.
import { createInterface } from 'node:readline';
import { loadBlockEnvironment, validateMarkup } from './validate.mjs';

await loadBlockEnvironment();
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
const problemsOf = (entries, out = []) => {
  for (const e of entries) {
    if (e.status !== 'valid') out.push({ path: e.path, name: e.name, status: e.status, issues: e.issues.map((i) => i.slice(0, 1500)) });
    problemsOf(e.innerBlocks ?? [], out);
  }
  return out;
};
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, markup } = JSON.parse(line);
  const r = await validateMarkup(markup, { strict: true });
  process.stdout.write(`${JSON.stringify({ id, counts: r.counts, problems: problemsOf(r.blocks).slice(0, 20) })}\n`);
}
