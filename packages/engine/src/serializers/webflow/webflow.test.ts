import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { checkXscpData } from './check.ts';
import { parseDecls } from './css.ts';
import { webflowSerializer } from './index.ts';
import type { WebflowElementNode, WebflowStyle, WebflowTextNode, XscpData } from './payload.ts';

const BPS = ['desktop', 'tablet', 'mobileLandscape', 'mobile'];
const WIDTHS = { desktop: 992, tablet: 991, mobileLandscape: 767, mobile: 478 };
const black = { type: 'color', r: 0, g: 0, b: 0, alpha: 1 } as const;
const blue = { type: 'color', r: 0, g: 0, b: 255, alpha: 1 } as const;
const text = { 'font-family': keyword('Inter'), 'font-size': px(16), 'font-weight': keyword('400'), 'line-height': px(24), color: black };

function leaf(partial: Partial<IRNode> & { kind: IRNode['kind'] }, source: string): IRNode {
  return { style: { base: { ...text, width: percent(100) }, overrides: {} }, hiddenAt: [], source, ...partial } as IRNode;
}

function sample(): IRDocument {
  const heading = leaf({ kind: 'heading', level: 1, html: 'Build <strong>faster</strong> with <a href="https://x.test/">us</a>' }, 'h1.hero-title');
  heading.style.base['font-size'] = px(48);
  heading.style.overrides = { mobileLandscape: { 'font-size': px(32) } };
  const p1 = leaf({ kind: 'text', html: 'One &amp; two<br>three' }, 'p.lead');
  const p2 = leaf({ kind: 'text', html: 'Same look' }, 'p.lead');
  const hiddenOnPhone = leaf({ kind: 'text', html: 'Desktop only' }, 'div.note');
  hiddenOnPhone.hiddenAt = ['mobile'];
  const button = leaf({ kind: 'button', text: 'Start', link: { href: 'https://x.test/start', newTab: true, nofollow: false }, hover: { 'background-color': blue } }, 'a.btn');
  const image = leaf({ kind: 'image', src: 'https://x.test/a.png', alt: 'A' }, 'img.shot');
  const list = leaf({ kind: 'list', ordered: false, itemsHtml: ['one', '<em>two</em>'], listStyle: 'disc' }, 'ul.features');
  const root: IRContainer = {
    kind: 'container', tag: 'section', source: 'section.hero', hiddenAt: [], children: [heading, p1, p2, hiddenOnPhone, button, image, list],
    style: { base: { 'flex-direction': keyword('column'), 'padding-top': px(80) }, overrides: { tablet: { 'padding-top': px(40) } } },
  };
  return { root, breakpoints: BPS, fontFamilies: ['Inter'] };
}

function serialize(doc: IRDocument, settings: Partial<ExportSettings> = {}): XscpData {
  const notes: string[] = [];
  const result = webflowSerializer.serialize(doc, {
    settings: ExportSettings.parse({ builder: 'webflow', ...settings }), breakpoints: WIDTHS, fontFaceCss: '', baseUrl: 'https://x.test/', onNote: (f) => notes.push(f),
  });
  return result.template as XscpData;
}

const byId = (t: XscpData) => new Map(t.payload.nodes.map((n) => [n._id, n]));
const styleOf = (t: XscpData, node: WebflowElementNode): WebflowStyle => t.payload.styles.find((s) => s._id === node.classes[0])!;
const elements = (t: XscpData) => t.payload.nodes.filter((n): n is WebflowElementNode => !('text' in n));

describe('webflow serializer', () => {
  it('writes a valid XscpData payload with one root and native node types', () => {
    const t = serialize(sample());
    expect(checkXscpData(t)).toEqual([]);
    const root = t.payload.nodes[0] as WebflowElementNode;
    expect(root.type).toBe('Section');
    const kids = root.children.map((id) => byId(t).get(id) as WebflowElementNode);
    expect(kids.map((k) => k.type)).toEqual(['Heading', 'Paragraph', 'Paragraph', 'Block', 'Link', 'Image', 'List']);
    expect(kids[0].tag).toBe('h1');
    expect(kids[4].data).toMatchObject({ button: true, link: { mode: 'external', url: 'https://x.test/start', target: '_blank' } });
    expect(kids[5].data.attr).toMatchObject({ src: 'https://x.test/a.png', alt: 'A' });
    expect(kids[6].children.map((id) => (byId(t).get(id) as WebflowElementNode).type)).toEqual(['ListItem', 'ListItem']);
  });

  it('turns inline markup into string nodes and inline elements', () => {
    const t = serialize(sample());
    const nodes = byId(t);
    const heading = elements(t).find((n) => n.type === 'Heading')!;
    const kids = heading.children.map((id) => nodes.get(id)!);
    expect(kids.map((k) => ('text' in k ? `"${k.v}"` : k.type))).toEqual(['"Build "', 'Strong', '" with "', 'Link']);
    const p = elements(t).find((n) => n.type === 'Paragraph')!;
    const pk = p.children.map((id) => nodes.get(id)!);
    expect((pk[0] as WebflowTextNode).v).toBe('One & two');
    expect((pk[1] as WebflowElementNode).type).toBe('LineBreak');
  });

  it('writes base values once and a variant only where a value differs', () => {
    const t = serialize(sample());
    const heading = elements(t).find((n) => n.type === 'Heading')!;
    const s = styleOf(t, heading);
    expect(s.name).toBe('hero-title');
    expect(parseDecls(s.styleLess)['font-size']).toBe('48px');
    expect(Object.keys(s.variants)).toEqual(['small']);
    expect(parseDecls(s.variants.small.styleLess)).toEqual({ 'font-size': '32px' });
    const root = styleOf(t, t.payload.nodes[0] as WebflowElementNode);
    expect(parseDecls(root.variants.medium.styleLess)).toEqual({ 'padding-top': '40px' });
  });

  it('shares one class between equal looks and hides by breakpoint', () => {
    const t = serialize(sample());
    const [a, b] = elements(t).filter((n) => n.type === 'Paragraph');
    expect(a.classes).toEqual(b.classes);
    expect(styleOf(t, a).name).toBe('lead');
    const note = elements(t).find((n) => n.type === 'Block' && n.data.text === true)!;
    expect(parseDecls(styleOf(t, note).variants.tiny.styleLess)).toEqual({ display: 'none' });
  });

  it('writes hover as main_hover', () => {
    const t = serialize(sample());
    const button = elements(t).find((n) => n.data.button)!;
    expect(parseDecls(styleOf(t, button).variants.main_hover.styleLess)).toEqual({ 'background-color': 'rgb(0, 0, 255)' });
  });

  it('writes no variants on the free plan and gives unique ids', () => {
    const t = serialize(sample(), { responsive: false });
    expect(t.payload.styles.every((s) => Object.keys(s.variants).every((k) => k === 'main_hover'))).toBe(true);
    const ids = [...t.payload.nodes, ...t.payload.styles].map((n) => n._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('wraps per-look roots and the embedded @font-face in one root', () => {
    const doc = sample();
    doc.roots = [doc.root, { ...doc.root, hiddenAt: ['desktop'] }];
    const result = webflowSerializer.serialize(doc, {
      settings: ExportSettings.parse({ builder: 'webflow', copyFontface: 'export' }), breakpoints: WIDTHS, fontFaceCss: '@font-face{font-family:Inter;src:url(x.woff2)}', baseUrl: '', onNote: () => {},
    });
    const t = result.template as XscpData;
    expect(checkXscpData(t)).toEqual([]);
    const root = t.payload.nodes[0] as WebflowElementNode;
    expect(root.children).toHaveLength(3);
    const embed = byId(t).get(root.children[2]) as WebflowElementNode;
    expect(embed.type).toBe('HtmlEmbed');
    expect(embed.v).toContain('@font-face');
    expect(result.fontFace).toBe('');
  });
});

describe('combo classes', () => {
  it('gives a shared look plus a few more declarations the base class and a combo with only the additions', () => {
    const doc = sample();
    const faded = leaf({ kind: 'text', html: 'Faded' }, 'p.lead');
    faded.style.base.opacity = { type: 'unit', value: 0.5, unit: 'number' };
    doc.root.children.push(faded);
    const t = serialize(doc);
    expect(checkXscpData(t)).toEqual([]);
    const paragraphs = elements(t).filter((n) => n.type === 'Paragraph');
    const [base, combo] = paragraphs[2].classes.map((id) => t.payload.styles.find((s) => s._id === id)!);
    expect(paragraphs[2].classes).toHaveLength(2);
    expect(base._id).toBe(paragraphs[0].classes[0]);
    expect(base.children).toContain(combo._id);
    expect(combo.comb).toBe('&');
    expect(parseDecls(combo.styleLess)).toEqual({ opacity: '0.5' });
    // The list (the same look plus its list style) is one too; the hidden note changes what the
    // base sets (display) and the button adds more than three declarations: their own classes.
    expect(t.payload.styles.filter((s) => s.comb === '&').map((s) => parseDecls(s.styleLess))).toEqual([{ 'list-style-type': 'disc' }, { opacity: '0.5' }]);
  });
});

describe('icons', () => {
  it('makes a button with an icon a Link Block row holding the icon and the label', () => {
    const doc = sample();
    doc.root.children = [leaf({ kind: 'button', text: 'Learn more', icon: { iconClass: 'fas fa-arrow-right', library: 'fa-solid', after: true, gap: 6 }, link: { href: '/more', newTab: false, nofollow: false } }, 'a.btn')];
    const t = serialize(doc);
    expect(checkXscpData(t)).toEqual([]);
    const link = elements(t).find((n) => n.type === 'Link')!;
    expect(link.data).toMatchObject({ block: 'inline', link: { url: '/more' } });
    const kids = link.children.map((id) => byId(t).get(id)!);
    expect(kids.map((k) => ('text' in k ? k.v : k.type))).toEqual(['Learn more', 'HtmlEmbed']);
    expect(parseDecls(styleOf(t, link).styleLess)).toMatchObject({ display: 'flex', 'column-gap': '6px' });
    expect(t.payload.styles.filter((s) => !t.payload.nodes.some((n) => 'classes' in n && n.classes.includes(s._id))).map((s) => s.name)).toEqual([]);
    // A toggler hidden on desktop and shown on phones keeps that.
    const toggler = leaf({ kind: 'button', text: 'Menu', icon: { iconClass: 'fas fa-bars', library: 'fa-solid', after: true } }, 'button.navbar-toggler');
    toggler.hiddenAt = ['desktop', 'tablet'];
    doc.root.children = [toggler];
    const hidden = serialize(doc);
    const s = styleOf(hidden, elements(hidden).find((n) => n.type === 'Link')!);
    expect(parseDecls(s.styleLess).display).toBe('none');
    expect(parseDecls(s.variants.small.styleLess).display).toBe('flex');
  });

  it('draws Font Awesome icons as inline SVG (Webflow has no icon font), v5 and v6 names alike', () => {
    const icon = (iconClass: string, library: 'fa-solid' | 'fa-brands' = 'fa-solid') => leaf({ kind: 'icon', iconClass, library }, 'i.fas');
    const doc = sample();
    doc.root.children = [icon('fas fa-cart-shopping'), icon('fas fa-shopping-cart'), icon('fab fa-github', 'fa-brands'), icon('fas fa-no-such-icon')];
    const t = serialize(doc);
    expect(checkXscpData(t)).toEqual([]);
    const embeds = elements(t).filter((n) => n.type === 'HtmlEmbed');
    expect(embeds.map((e) => /^<svg[^>]*viewBox="0 0 \d+ 512"[^>]*><path d="M/.test(e.v ?? ''))).toEqual([true, true, true, false]);
    expect(embeds[0].v).toBe(embeds[1].v);
    expect(embeds[3].v).toContain('<i class="fas fa-no-such-icon"');
  });
});

describe('checkXscpData', () => {
  it('finds broken references, extra roots, text in the wrong place and empty classes', () => {
    const t = serialize(sample());
    const broken = structuredClone(t);
    const root = broken.payload.nodes[0] as WebflowElementNode;
    root.children.push('00000000-0000-4000-a000-000000000000');
    broken.payload.nodes.push({ _id: '00000000-0000-4000-a000-0000000000ff', text: true, v: 'stray' });
    root.classes = ['00000000-0000-4000-a000-0000000000aa'];
    broken.payload.styles[1].styleLess = '';
    broken.payload.styles[1].variants = { huge: { styleLess: 'color: red;' } };
    const errors = checkXscpData(broken).join('\n');
    expect(errors).toMatch(/missing child/);
    expect(errors).toMatch(/2 root nodes/);
    expect(errors).toMatch(/missing class/);
    expect(errors).toMatch(/variant huge/);
    const textInBlock = structuredClone(t);
    const block = elements(textInBlock).find((n) => n.type === 'Section')!;
    block.children.push(textInBlock.payload.nodes.find((n) => 'text' in n)!._id);
    expect(checkXscpData(textInBlock).join('\n')).toMatch(/text node under Section/);
  });
});
