// Elementor Free and Pro outputs of every corpus page, whole and per section, must stay byte-identical
// (ids renumbered) to the outputs recorded before the serializer seam refactor (issue 9). The inputs
// are the recorded render outputs (golden/fixtures/*.json.br), so the comparison needs no browser and
// is free of the renders' own variance. Re-record only on purpose: npx tsx packages/engine/src/golden/record.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertGolden } from './golden/convert-fixture.ts';
import { GOLDEN_DIR, goldenConfigs, readInput, sha256 } from './golden/fixture.ts';
import { CORPUS_DIR } from './test-support.ts';

const hashes: Record<string, Record<string, string>> = JSON.parse(readFileSync(new URL('hashes.json', GOLDEN_DIR), 'utf8'));
const files = readdirSync(GOLDEN_DIR).filter((f) => f.endsWith('.json.br'));

describe('golden Elementor outputs', () => {
  it('covers every recorded input, and the corpus', () => {
    expect(files.map((f) => f.replace(/\.json\.br$/, '')).sort()).toEqual(Object.keys(hashes).sort());
    const manifest = join(CORPUS_DIR, 'manifest.json');
    const corpus: string[] = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).pages.map((p: { slug: string }) => p.slug) : [];
    const recorded = new Set(files.map((f) => f.split('.')[0]));
    expect(recorded.size).toBeGreaterThanOrEqual(13);
    for (const slug of corpus) expect(recorded, slug).toContain(slug);
  });

  it.each(files)('%s converts to the recorded outputs', (file) => {
    const name = file.replace(/\.json\.br$/, '');
    const configs = goldenConfigs(readInput(file));
    const got: Record<string, string> = {};
    // A fresh copy per config: the pure half may annotate the tree it is given.
    for (const [config, settings] of Object.entries(configs)) got[config] = sha256(JSON.stringify(convertGolden(readInput(file), settings)));
    expect(got).toEqual(hashes[name]);
  });
});
