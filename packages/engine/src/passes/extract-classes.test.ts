import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode } from '../ir/types.ts';
import { keyword, px } from '../ir/values.ts';
import { extractClasses, preferredName, readableSourceClass, sanitizeClassName } from './extract-classes.ts';

const red = { type: 'color', r: 255, g: 0, b: 0, alpha: 1 } as const;

function text(source: string, size: number, extra: Partial<IRNode> = {}): IRNode {
  return { kind: 'text', html: 'x', source, hiddenAt: [], style: { base: { 'font-size': px(size), color: red }, overrides: {} }, ...extra } as IRNode;
}
function doc(children: IRNode[], rootStyle = { base: { 'flex-direction': keyword('column') }, overrides: {} }): IRDocument {
  const root: IRContainer = { kind: 'container', tag: 'section', children, source: 'section.hero', hiddenAt: [], style: rootStyle };
  return { root, breakpoints: ['desktop', 'tablet', 'mobile'], fontFamilies: [] };
}

describe('extractClasses', () => {
  it('gives identical style sets one class and different ones their own', () => {
    const out = extractClasses(doc([text('p.card-text', 16), text('p.card-text', 16), text('p.card-text', 18)]));
    const kids = out.root.children;
    expect(kids[0].className).toBe('card-text');
    expect(kids[1].className).toBe('card-text');
    expect(kids[2].className).toBe('card-text-2');
    expect(out.classes!.map((c) => [c.name, c.uses])).toEqual([
      ['hero', 1],
      ['card-text', 2],
      ['card-text-2', 1],
    ]);
    expect(out.classes![2].style.base['font-size']).toEqual(px(18));
  });

  it('does not treat key order or a different override as the same set', () => {
    const a = text('p', 16);
    const b = { ...text('p', 16), style: { base: { color: red, 'font-size': px(16) }, overrides: {} } } as IRNode;
    const c = { ...text('p', 16), style: { base: { 'font-size': px(16), color: red }, overrides: { mobile: { 'font-size': px(12) } } } } as IRNode;
    const out = extractClasses(doc([a, b, c]));
    const [ka, kb, kc] = out.root.children.map((n) => n.className);
    expect(ka).toBe(kb);
    expect(kc).not.toBe(ka);
  });

  it('tells hover looks apart', () => {
    const plain = text('a.nav-link', 14);
    const hovered = text('a.nav-link', 14, { hover: { color: { type: 'color', r: 0, g: 0, b: 255, alpha: 1 } } });
    const out = extractClasses(doc([plain, hovered]));
    expect(out.root.children.map((n) => n.className)).toEqual(['nav-link', 'nav-link-2']);
    expect(out.classes!.find((c) => c.name === 'nav-link-2')!.hover!.color).toBeDefined();
  });

  it('is pure: the input keeps no className and the same input gives the same output', () => {
    const input = doc([text('h2.title', 30)]);
    const before = JSON.stringify(input);
    const first = extractClasses(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(JSON.stringify(extractClasses(input))).toBe(JSON.stringify(first));
  });

  it('gives no class to a node without any style', () => {
    const bare = { ...text('span', 1), style: { base: {}, overrides: { mobile: {} } } } as IRNode;
    const out = extractClasses(doc([bare]));
    expect(out.root.children[0].className).toBeUndefined();
    expect(out.classes!.every((c) => c.name !== 'text')).toBe(true);
  });

  it('keeps per-look root copies as the same fresh nodes', () => {
    const input = doc([text('p', 16)]);
    input.roots = [input.root, { ...input.root, style: { base: { color: red }, overrides: {} } }];
    const out = extractClasses(input);
    expect(out.roots![0]).toBe(out.root);
    expect(out.roots![1].className).toBe('hero-2');
  });
});

describe('class names', () => {
  it('prefers a meaningful source class, skipping utility classes', () => {
    const n = (source: string, kind: IRNode['kind'] = 'container') =>
      preferredName({ kind, source, tag: 'div', children: [], hiddenAt: [], style: { base: {}, overrides: {} } } as unknown as IRNode);
    expect(n('div.mx-auto.pricing-card')).toBe('pricing-card');
    expect(n('div.flex.text-center')).toBe('block');
    expect(n('section.md:flex')).toBe('section');
    expect(n('div.col-lg-4.feature')).toBe('feature');
    expect(n('h2.heading', 'heading')).toBe('heading');
    expect(preferredName({ kind: 'heading', level: 3, html: '', source: 'h3', hiddenAt: [], style: { base: {}, overrides: {} } })).toBe('heading-3');
  });

  it('reads a source class on its own, for serializers that name classes from their own elements', () => {
    expect(readableSourceClass('div.row.card-body#main')).toBe('card-body');
    expect(readableSourceClass('section.py-5.bg-light')).toBeUndefined();
    expect(readableSourceClass('li.item-3')).toBeUndefined();
    expect(readableSourceClass(undefined)).toBeUndefined();
  });

  it('sanitises to a CSS-safe name', () => {
    expect(sanitizeClassName('HeroTitle')).toBe('hero-title');
    expect(sanitizeClassName('__Card__Body--Large')).toBe('card-body-large');
    expect(sanitizeClassName('9lives')).toBe('lives');
    expect(sanitizeClassName('Café crème')).toBe('cafe-creme');
    expect(sanitizeClassName('::')).toBe('');
  });
});
