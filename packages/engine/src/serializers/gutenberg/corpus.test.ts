// Every Gutenberg export of every corpus page (whole page and its first sections; Reduce DOM Size
// off, standard and advanced; per-block CSS and the older sites' stylesheet) must be accepted by
// WordPress's own block code as current markup: zero invalid, migrated, unregistered and
// freeform blocks, in both package sets of tools/gutenberg-validate (the newest block library
// and WordPress 6.8's). Each page is rendered once; its IR is rebuilt for every variant.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExportSettings, type ExportSettingsInput } from '@pagelift/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../../index.ts';
import { CORPUS_DIR, serveDirectory } from '../../test-support.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { GUTENBERG_BREAKPOINTS, irOf, renderPage, sectionsOf, type RenderedPage } from './test-support.ts';
import { BlockValidator, ensureValidator, PROFILES, type Profile, type ValidationResult } from './validator.ts';

const manifestPath = join(CORPUS_DIR, 'manifest.json');
const pages: Array<{ slug: string; entry: string }> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).pages : [];
const profiles = Object.keys(PROFILES) as Profile[];
const validators = new Map<Profile, BlockValidator>();
let server: Awaited<ReturnType<typeof serveDirectory>>;

const FONT_FACE = "@font-face{font-family:'Probe';src:url(https://example.com/probe.woff2) format('woff2')}";

function exportOf(page: RenderedPage, input: Partial<ExportSettingsInput>, cssMode: 'block' | 'stylesheet', node = page.tree) {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', ...input });
  const notes: string[] = [];
  const result = serializeGutenberg(irOf(page, input, node), {
    settings: { ...settings, gutenbergCss: cssMode } as typeof settings,
    breakpoints: GUTENBERG_BREAKPOINTS,
    fontFaceCss: FONT_FACE,
    baseUrl: page.baseUrl,
    onNote: (feature) => notes.push(feature),
  });
  return { ...result, template: result.template as GutenbergTemplate };
}

function problems(r: ValidationResult): string {
  return r.problems.map((p) => `${p.status} ${p.path} ${p.name}: ${p.issues[0] ?? ''}`).join('\n');
}

describe.skipIf(pages.length === 0).sequential('corpus → Gutenberg block markup, validated by WordPress', () => {
  beforeAll(async () => {
    // The validator's WordPress packages come from npm, installed on first use.
    for (const profile of profiles) ensureValidator(profile);
    for (const profile of profiles) validators.set(profile, new BlockValidator(profile));
    server = await serveDirectory(CORPUS_DIR);
    // Loading WordPress's block library takes seconds (more on a busy machine): once per profile.
    await Promise.all([...validators.values()].map((v) => v.ready));
  }, 900_000);
  afterAll(async () => {
    for (const v of validators.values()) v.close();
    await closeEnginePool();
    await server?.close();
  });

  it.each(pages.map((p) => [p.slug, p] as const))('%s: every variant is current, valid block markup', async (_slug, entry) => {
    const page = await renderPage(readFileSync(join(CORPUS_DIR, entry.entry), 'utf8'), `${server.url}${entry.entry}`);
    const variants: Array<{ name: string; markup: string }> = [];
    for (const reduceDomSize of [null, 'standard', 'advanced'] as const) {
      variants.push({ name: `page reduce=${reduceDomSize}`, markup: exportOf(page, { reduceDomSize }, 'block').template.content });
      sectionsOf(page, 4).forEach((section, i) => {
        variants.push({ name: `section ${i} reduce=${reduceDomSize}`, markup: exportOf(page, { reduceDomSize, exportType: 'selector', cssSelector: 'x' }, 'block', section).template.content });
      });
    }
    variants.push({ name: 'page stylesheet', markup: exportOf(page, {}, 'stylesheet').template.content });
    variants.push({ name: 'page free licence, fonts copied', markup: exportOf(page, { responsive: false, copyFontface: 'copy' }, 'block').template.content });
    for (const variant of variants) {
      expect(variant.markup).toContain('<!-- wp:group');
      for (const [profile, validator] of validators) {
        const r = await validator.validate(variant.markup);
        const label = `${variant.name} (${profile})`;
        expect(problems(r), label).toBe('');
        expect(r.counts.valid, label).toBeGreaterThan(0);
      }
    }
  }, 600_000);

  it('writes per-breakpoint CSS, a scoped stylesheet for older sites and @font-face as the panel asks', async () => {
    const entry = pages.find((p) => p.slug === 'landwind') ?? pages[0];
    const page = await renderPage(readFileSync(join(CORPUS_DIR, entry.entry), 'utf8'), `${server.url}${entry.entry}`);
    const block = exportOf(page, {}, 'block');
    // Desktop rules as per-block CSS (WordPress 7.0 keeps no @media there), the breakpoints in one stylesheet.
    expect(block.template.content).toContain('has-custom-css');
    expect(block.template.content).not.toMatch(/"css":"[^"]*@media/);
    expect(block.template.content).toMatch(/<!-- wp:html -->\n<style>[^<]*@media \(max-width: 780px\)\{\.pl-/);
    expect(block.template.content).toContain('@font-face');
    expect(block.fontFace).toBe('');
    const sheet = exportOf(page, { copyFontface: 'copy' }, 'stylesheet');
    // One stylesheet for the blocks' classes (fallback HTML blocks carry their own small rules).
    const styles = [...sheet.template.content.matchAll(/<!-- wp:html -->\n<style>(.*?)<\/style>/gs)].map((m) => m[1]);
    expect(styles.filter((css) => /\.pl-[0-9a-f]{6}-\d+\b/.test(css))).toHaveLength(1);
    expect(sheet.template.content).not.toContain('has-custom-css');
    expect(sheet.template.content).not.toContain('@font-face');
    expect(sheet.fontFace).toBe(FONT_FACE);
    const free = exportOf(page, { responsive: false }, 'block');
    expect(free.template.content).not.toMatch(/\{\.pl-[0-9a-f]{6}-\d+/);
  }, 600_000);
});
