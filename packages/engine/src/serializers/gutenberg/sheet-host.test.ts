import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRDocument, IREmbed, IRNode } from '../../ir/types.ts';
import { percent } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc, columnBox as box } from './test-ir.ts';

const field: IREmbed = {
  kind: 'embed',
  reason: 'form field',
  html: '<input type="email">',
  style: { base: { width: percent(50) }, overrides: {} },
  hiddenAt: [],
  source: 'input',
};
const text = { kind: 'text', html: 'Hi', style: { base: { width: percent(60) }, overrides: { mobile: { width: percent(100) } } }, hiddenAt: [], source: 'p' } as IRNode;

function markup(d: IRDocument, reduceDomSize: 'standard' | 'advanced' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: advanced puts the export stylesheet into the first fallback (Reduce DOM Size)', () => {
  it('writes the stylesheet at the start of the first core/html fallback instead of a block of its own', () => {
    const d = doc(box([text, box([field]), field]));
    const standard = markup(d, 'standard');
    expect(standard.content).toMatch(/^<!-- wp:html -->\n<style>@media \(max-width: 360px\)/);
    const advanced = markup(d, 'advanced');
    expect(advanced.blocks).toBe(standard.blocks - 1);
    expect(advanced.content).toMatch(/^<!-- wp:group/);
    const htmls = advanced.content.split('<!-- wp:html -->\n').slice(1);
    expect(htmls).toHaveLength(2);
    // The first fallback: the stylesheet (the text's width at 360 px), then the field's own markup; the second as it was.
    expect(htmls[0]).toMatch(/^<style>@media \(max-width: 360px\)\{\.[\w-]+-1\{width:100% !important\}\}<\/style><div class="[\w-]+-h\d+"/);
    expect(htmls[1]).toMatch(/^<div class="[\w-]+-h\d+"/);
    expect(advanced.content).not.toContain('\u0000');
  });

  it('keeps the stylesheet block where there is no fallback, and writes nothing where there is no stylesheet', () => {
    const none = markup(doc(box([text])), 'advanced');
    expect(none.content).toMatch(/^<!-- wp:html -->\n<style>/);
    const plain = markup(doc(box([field])), 'advanced');
    expect(plain.content).toMatch(/^<!-- wp:group/);
    expect(plain.content).toMatch(/<!-- wp:html -->\n<div class=/);
    expect(plain.content).not.toContain('\u0000');
  });
});
