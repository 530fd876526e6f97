import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { BuilderCapabilities } from '../ir/capabilities.ts';
import type { IRContainer, IRDocument, IRNode } from '../ir/types.ts';
import { fontFaceFor, collectFontsPass } from './collect-fonts.ts';
import { PASSES, runPasses, type PassContext } from './index.ts';
import { resolveAssets } from './resolve-assets.ts';
import { fixedLookProps } from './split-looks.ts';

const base = { style: { base: {}, overrides: {} }, hiddenAt: [], source: 'x' };
const red = { type: 'color' as const, r: 255, g: 0, b: 0, alpha: 1 };
const blue = { type: 'color' as const, r: 0, g: 0, b: 255, alpha: 1 };
const all = (v: boolean): BuilderCapabilities => ({
  responsive: { color: v, typography: v, border: v, shadow: v, background: v },
  gradients: true,
  customCss: v,
  classes: false,
  hover: true,
  grid: true,
});

function doc(children: IRNode[]): IRDocument {
  const root: IRContainer = { ...base, kind: 'container', tag: 'div', children };
  return { root, breakpoints: ['desktop', 'mobile'], fontFamilies: ['Inter', 'Georgia', 'Missing Sans'] };
}
function ctx(capabilities: BuilderCapabilities, notes: string[] = []): PassContext {
  return {
    settings: ExportSettings.parse({}),
    capabilities,
    faces: [{ family: 'Inter', cssText: '@font-face{font-family:Inter}' }],
    note: (feature) => notes.push(feature),
    noteSource: (feature) => notes.push(feature),
  };
}

describe('passes', () => {
  it('split per-breakpoint looks only for targets that cannot vary them', () => {
    const text: IRNode = { ...base, kind: 'text', html: 'Hi', style: { base: { color: red }, overrides: { mobile: { color: blue } } } };
    expect(runPasses(doc([text]), ctx(all(false))).root.children).toHaveLength(2);
    expect(runPasses(doc([text]), ctx(all(true))).root.children).toHaveLength(1);
    expect(fixedLookProps({ ...all(true), responsive: { ...all(true).responsive, color: false } })).toEqual(['color', 'icon-color']);
  });

  it('split a box that is absolute at desktop and in the flow below, for targets whose position is one value for all devices', () => {
    const absolute = { type: 'keyword' as const, value: 'absolute' };
    const card: IRNode = {
      ...base,
      kind: 'text',
      html: 'Card',
      style: { base: { position: absolute }, overrides: { mobile: { position: { type: 'keyword', value: 'static' } } } },
    };
    const fixedPosition = { ...all(true), responsive: { ...all(true).responsive, position: false } };
    const out = runPasses(doc([card]), ctx(fixedPosition)).root.children;
    expect(out.map((c) => c.hiddenAt)).toEqual([['mobile'], ['desktop']]);
    expect(out[1].style.base.position).toEqual({ type: 'keyword', value: 'static' });
    // Builders without the flag vary position per breakpoint.
    expect(runPasses(doc([card]), ctx(all(true))).root.children).toHaveLength(1);
  });

  it('collect the @font-face rules of used families and note the ones without a rule (system families need none)', () => {
    const notes: string[] = [];
    const out = collectFontsPass.run(doc([]), ctx(all(false), notes));
    expect(out.fontFaceCss).toBe('@font-face{font-family:Inter}');
    expect(notes).toEqual(['font "Missing Sans" has no readable @font-face']);
    expect(fontFaceFor(['system-ui'], []).missing).toEqual([]);
  });

  it('resolve every asset once: images, background layers, hosted videos, no data: URLs', () => {
    const img: IRNode = { ...base, kind: 'image', src: 'https://r.test/a.png', alt: '' };
    const again: IRNode = { ...base, kind: 'image', src: 'https://r.test/a.png', alt: '' };
    const inline: IRNode = { ...base, kind: 'image', src: 'data:image/png;base64,AA', alt: '' };
    const bg: IRNode = {
      ...base,
      kind: 'container',
      tag: 'div',
      children: [],
      style: { base: {}, overrides: { mobile: { 'background-image': { type: 'layers', value: [{ type: 'image', url: 'https://r.test/b.jpg' }] } } } },
    };
    const video: IRNode = { ...base, kind: 'video', provider: 'hosted', url: 'https://r.test/v.mp4' };
    expect(resolveAssets(doc([img, again, inline, bg, video])).assets).toEqual([
      { url: 'https://r.test/a.png', kind: 'image' },
      { url: 'https://r.test/b.jpg', kind: 'background' },
      { url: 'https://r.test/v.mp4', kind: 'video' },
    ]);
  });

  it('run in order, each only when it applies', () => {
    expect(PASSES.map((p) => p.name)).toEqual(['reduce-dom', 'split-looks', 'resolve-assets', 'collect-fonts', 'extract-classes']);
    const seen: string[] = [];
    const passes = [
      { name: 'a', when: () => true, run: (d: IRDocument) => (seen.push('a'), d) },
      { name: 'b', when: (c: PassContext) => c.capabilities.classes, run: (d: IRDocument) => (seen.push('b'), d) },
    ];
    runPasses(doc([]), ctx(all(false)), passes);
    expect(seen).toEqual(['a']);
  });
});
