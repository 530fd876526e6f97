// The engine's imports run one way (issue 9): render -> extract -> ir -> passes ->
// serializers/<builder> -> convert -> index, none back up. A module may import its own layer or
// lower ones; a builder's serializer folder may not import another builder's. Tests, the golden
// tooling and the CLI sit on top and may import anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Layer of a source file (path relative to src/), lowest first. */
function layerOf(file: string): number {
  const [top] = file.split('/');
  // Test helpers beside a serializer may call the whole pipeline, like any test.
  if (/(^|\/)(test-support|test-ir|validator|ir-for-tests)\.ts$/.test(file)) return 10;
  if (file === 'report.ts') return 0; // the report collector: a leaf every layer writes to
  if (top === 'render') return 1;
  if (top === 'extract') return 2;
  if (top === 'ir') return 3;
  if (top === 'passes') return 4;
  if (file === 'serializers/types.ts') return 5;
  if (top === 'serializers') return file === 'serializers/index.ts' ? 7 : 6;
  if (file === 'convert.ts') return 8;
  if (file === 'index.ts') return 9;
  return 10; // cli.ts, test-support.ts, golden/
}

/** `serializers/<builder>/…` → the builder folder, else undefined. */
function builderOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[0] === 'serializers' && parts.length > 2 ? parts[1] : undefined;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

export function importViolations(): string[] {
  const problems: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path);
    const text = readFileSync(path, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = relative(SRC, resolve(dirname(path), spec));
      if (target.startsWith('..')) {
        problems.push(`${file} imports ${spec}: outside the engine (use the package's name)`);
        continue;
      }
      if (layerOf(target) > layerOf(file)) problems.push(`${file} imports ${target}: up the pipeline`);
      const [from, to] = [builderOf(file), builderOf(target)];
      if (from && to && from !== to) problems.push(`${file} imports ${target}: another builder's serializer`);
    }
  }
  return problems;
}

describe('engine import direction', () => {
  it('runs render -> extract -> ir -> passes -> serializers/<builder> -> convert -> index, none back up', () => {
    expect(importViolations()).toEqual([]);
  });
});
