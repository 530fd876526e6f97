// Bricks and Breakdance output for a small fixture rendered in real Chromium: element choice,
// responsive values at each builder's own breakpoints, :hover, custom CSS, fonts, file delivery,
// and the format checks refusing broken payloads.
import { readFileSync } from 'node:fs';
import { defaultBreakpointsFor, ExportSettings, type Builder } from '@pagelift/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { serveDirectory } from '../test-support.ts';
import { checkBreakdanceClipboard } from './breakdance/check.ts';
import { serializeBreakdance, type BreakdanceClipboard } from './breakdance/index.ts';
import type { TreeNode } from './breakdance/nodes.ts';
import { checkBricksClipboard } from './bricks/check.ts';
import { assignSafeIds, bricksSerializer, serializeBricks, type BricksClipboard } from './bricks/index.ts';
import { irFor, renderForBuilders, type RenderedPage } from './test-ir.ts';

const FIXTURES = new URL('../__fixtures__/', import.meta.url).pathname;
let server: Awaited<ReturnType<typeof serveDirectory>>;
let page: RenderedPage;
const FONT_CSS = '@font-face { font-family: "Fixture Serif"; src: url("f.woff2"); }';

function options(builder: Builder, copyFontface: 'export' | 'copy' = 'export', responsive = true) {
  return {
    settings: ExportSettings.parse({ builder, exportType: 'entirePage', copyFontface, responsive }), breakpoints: defaultBreakpointsFor(builder),
    fontFaceCss: FONT_CSS, baseUrl: server.url, onNote: () => {},
  };
}

beforeAll(async () => {
  server = await serveDirectory(FIXTURES);
  page = await renderForBuilders(readFileSync(`${FIXTURES}small.html`, 'utf8'), `${server.url}small.html`, ['bricks', 'breakdance']);
});
afterAll(async () => {
  await closeEnginePool();
  await server.close();
});

describe('Bricks', () => {
  const bricks = () => serializeBricks(irFor(page, 'bricks'), options('bricks'));

  it('writes the copied-elements envelope with a section root and native elements', () => {
    const t = bricks().template as BricksClipboard;
    expect(t).toMatchObject({ source: 'bricksCopiedElements', version: '1.9.2', globalElements: [] });
    expect(t.content[0]).toMatchObject({ name: 'section', parent: 0 });
    expect(new Set(t.content.map((e) => e.name))).toEqual(new Set(['section', 'block', 'heading', 'text-basic', 'button', 'image', 'text', 'code', 'div']));
    expect(checkBricksClipboard(t)).toEqual([]);
  });

  it('puts the heading size change at 767 px under :mobile_landscape and the hover colour under :hover', () => {
    const t = bricks().template as BricksClipboard;
    const h1 = t.content.find((e) => e.name === 'heading' && e.settings.tag === 'h1')!;
    expect(h1.settings._typography).toMatchObject({ 'font-size': '48px', 'font-family': 'Fixture Serif', color: { hex: '#1e1e24' } });
    // Its line-height is `normal`, written as the spacing the source shows, so it follows the size change.
    const mobile = h1.settings['_typography:mobile_landscape'] as Record<string, string>;
    expect(Object.keys(mobile).sort()).toEqual(['font-size', 'line-height']);
    expect(mobile['font-size']).toBe('32px');
    expect(parseFloat(mobile['line-height'])).toBeLessThan(parseFloat((h1.settings._typography as Record<string, string>)['line-height']));
    const button = t.content.find((e) => e.name === 'button')!;
    expect(button.settings).toMatchObject({ text: 'Get started', link: { type: 'external', url: `${server.url}start` } });
    expect(button.settings['_background:hover']).toEqual({ color: { hex: '#084a8c' } });
    const cards = t.content.find((e) => e.children.length === 3 && e.settings['_direction'] === 'row')!;
    expect(cards.settings['_direction:mobile_landscape']).toBe('column');
  });

  it('hides the mobile-only text on wider breakpoints and embeds the fonts in the root', () => {
    const t = bricks().template as BricksClipboard;
    const mobile = t.content.find((e) => e.settings.text === 'Mobile only')!;
    expect(mobile.settings._display).toBe('none');
    expect(JSON.stringify(mobile.settings)).toMatch(/"_display:mobile_landscape":"|revert/);
    expect(t.content[0].settings._cssCustom).toContain('@font-face');
    expect(bricks().fontFace).toBe('');
    expect(serializeBricks(irFor(page, 'bricks'), options('bricks', 'copy')).fontFace).toBe(FONT_CSS);
  });

  it('writes no breakpoint keys on the free licence', () => {
    const t = serializeBricks(irFor(page, 'bricks'), options('bricks', 'export', false)).template as BricksClipboard;
    expect(JSON.stringify(t.content.map((e) => Object.keys(e.settings)))).not.toMatch(/:(tablet_portrait|mobile_landscape|mobile_portrait)/);
  });

  it('redraws ids that occur in a text, and the file renames globalClasses', () => {
    const content = [{ id: 'a', name: 'section', parent: 0 as const, children: ['b'], settings: {} }, { id: 'b', name: 'heading', parent: 'a', children: [], settings: { text: 'abcdefghijklmnopqrstuvwxyz'.repeat(40) } }];
    assignSafeIds(content, []);
    expect(content[1].parent).toBe(content[0].id);
    expect(content[0].children).toEqual([content[1].id]);
    for (const e of content) expect(JSON.stringify(content.map((x) => x.settings))).not.toContain(e.id);
    const result = bricks();
    const file = bricksSerializer.toFile!(result, 'My Page!');
    expect(file.name).toBe('my-page.json');
    const data = JSON.parse(file.content);
    expect(data.global_classes).toEqual((result.template as BricksClipboard).globalClasses);
    expect(data.global_classes.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('globalClasses');
    expect(data.source).toBe('bricksCopiedElements');
  });

  it('ships repeated style sets as global classes, each used at least twice, the rest on the element', () => {
    const t = bricks().template as BricksClipboard;
    const uses = new Map<string, number>();
    for (const e of t.content) for (const id of (e.settings._cssGlobalClasses as string[] | undefined) ?? []) uses.set(id, (uses.get(id) ?? 0) + 1);
    expect(t.globalClasses.map((c) => c.id).sort()).toEqual([...uses.keys()].sort());
    for (const n of uses.values()) expect(n).toBeGreaterThanOrEqual(2);
    for (const c of t.globalClasses) expect(c.name).toMatch(/^pl-[a-z0-9-]+$/);
    // The three cards share one look: one class named after the source's `card`.
    const card = t.globalClasses.find((c) => c.name === 'pl-card');
    expect(t.content.filter((e) => (e.settings._cssGlobalClasses as string[] | undefined)?.includes(card!.id))).toHaveLength(3);
    // What stays on a classed element is its own placement (measured margins, width, alignment).
    const classed = t.content.find((e) => e.settings._cssGlobalClasses)!;
    const own = Object.keys(classed.settings).filter((k) => k.startsWith('_') && k !== '_cssGlobalClasses' && k !== '_cssCustom').map((k) => k.split(':')[0]);
    expect(new Set(own).size).toBeGreaterThan(0);
    for (const k of own) expect(['_margin', '_width', '_heightMin', '_alignSelf', '_order', '_position', '_top', '_left', '_zIndex', '_flexGrow', '_flexShrink', '_flexBasis', '_display']).toContain(k);
  });

  it('refuses broken payloads', () => {
    const t = structuredClone(bricks().template) as BricksClipboard;
    t.content[1].parent = 'zzzzzz';
    t.content[2].name = 'slider';
    t.content[2].settings['_padding:laptop'] = { top: '1px' };
    t.content[3].settings._typography = { 'font-size': 12 };
    t.content[3].settings._cssGlobalClasses = ['nosuch'];
    t.content[4].settings.text = `see ${t.content[0].id}`;
    const messages = checkBricksClipboard(t).map((i) => i.message).join('\n');
    for (const m of ['parent is not in content', 'unknown element slider', 'unknown style key or breakpoint suffix', 'must be a CSS string', 'not shipped', 'occurs inside a text']) expect(messages).toContain(m);
  });
});

describe('Breakdance', () => {
  const all = (n: TreeNode): TreeNode[] => [n, ...n.children.flatMap(all)];
  const breakdance = () => serializeBreakdance(irFor(page, 'breakdance'), options('breakdance'));

  it('writes one Section of native elements with integer ids', () => {
    const t = breakdance().template as BreakdanceClipboard;
    const root = t.element as TreeNode;
    expect(root.data.type).toBe('EssentialElements\\Section');
    const nodes = all(root);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    expect(nodes.every((n) => Number.isInteger(n.id))).toBe(true);
    expect(new Set(nodes.map((n) => n.data.type.split('\\')[1]))).toEqual(new Set(['Section', 'Div', 'Heading', 'Text', 'Button', 'Image2', 'BasicList']));
    expect(checkBreakdanceClipboard(t)).toEqual([]);
  });

  it('keys responsive values by Breakdance breakpoint and puts the rest in custom CSS per breakpoint', () => {
    const nodes = all((breakdance().template as BreakdanceClipboard).element as TreeNode);
    const h1 = nodes.find((n) => n.data.type.endsWith('Heading') && JSON.stringify(n.data.properties).includes('"h1"'))!;
    const typo = (h1.data.properties as any).design.typography.typography.custom.customTypography;
    expect(typo.fontSize).toEqual({ breakpoint_base: { number: 48, unit: 'px', style: '48px' }, breakpoint_phone_landscape: { number: 32, unit: 'px', style: '32px' } });
    expect(typo.fontFamily).toEqual({ breakpoint_base: 'Fixture Serif' });
    const cards = nodes.find((n) => n.children.length === 3 && (n.data.properties as any).design?.layout_v2?.layout === 'horizontal')!;
    expect((cards.data.properties as any).settings.advanced.css.breakpoint_phone_landscape).toContain('flex-direction: column');
    const button = nodes.find((n) => n.data.type.endsWith('Button'))!;
    expect((button.data.properties as any).settings.advanced.css.breakpoint_base).toMatch(/%%SELECTOR%%:hover \{ background-color: rgb\(8, 74, 140\)/);
  });

  it('refuses broken payloads', () => {
    const t = structuredClone(breakdance().template) as BreakdanceClipboard;
    const root = t.element as TreeNode;
    root.children[0].id = root.id;
    (root.children[0].data as { type: string }).type = 'EssentialElements\\Slider';
    (root.data.properties as any).design.spacing.padding.breakpoint_laptop = {};
    const heading = all(root).find((n) => n.data.type.endsWith('Heading'))!;
    (heading.data.properties as any).design.typography.typography.custom.customTypography.fontSize.breakpoint_base = { number: 48, unit: 'px' };
    const messages = checkBreakdanceClipboard(t).map((i) => i.message).join('\n');
    for (const m of ['duplicate id', 'unknown element EssentialElements\\Slider', 'unknown breakpoint id', 'not a unit object']) expect(messages).toContain(m);
  });
});
