import { describe, expect, it } from 'vitest';
import { faGlyphForSvg, svgPaths } from './svg-icons.ts';

const CHECK = 'M16.707 5.293a1 1 0 010 1.414l-8 8a1 1 0 01-1.414 0l-4-4a1 1 0 011.414-1.414L8 12.586l7.293-7.293a1 1 0 011.414 0z';
const el = (tag: string, attrs: Record<string, string> = {}, children: never[] = []) => ({ kind: 'element' as const, tag, attrs, children });

describe('faGlyphForSvg', () => {
  it('knows Heroicons drawings whatever their whitespace', () => {
    expect(faGlyphForSvg('0 0 20 20', [CHECK])).toEqual({ iconClass: 'fas fa-check', library: 'fa-solid' });
    expect(faGlyphForSvg(' 0  0 20 20 ', [CHECK.replace(/ /g, '\n  ')])).toEqual({ iconClass: 'fas fa-check', library: 'fa-solid' });
  });
  it('knows long brand drawings by their opening', () => {
    const github = 'M12 2C6.477 2 2 6.484 2 12.017c0 4.425 2.865 8.18 6.839 9.504.5.092.682-.217.682-.483 0-.237-.008-.868-.013-1.703-2.782.605z';
    expect(faGlyphForSvg('0 0 24 24', [github])?.iconClass).toBe('fab fa-github');
    expect(faGlyphForSvg('0 0 496 512', ['M165.9 397.4c0 2-2.3 3.6-5.2 3.6-3.3.3-5.6-1.3-5.6-3.6 0-2 2.3-3.6 5.2-3.6 3-.3 5.6 1.3 5.6 3.6zm-31.1-4.5z'])?.iconClass).toBe('fab fa-github');
  });
  it('does not guess: another viewBox, extra paths or unknown data stay pictures', () => {
    expect(faGlyphForSvg('0 0 24 24', [CHECK])).toBeUndefined();
    expect(faGlyphForSvg('0 0 20 20', [CHECK, 'M0 0h1v1z'])).toBeUndefined();
    expect(faGlyphForSvg('0 0 20 20', ['M1 1L2 2'])).toBeUndefined();
    expect(faGlyphForSvg(undefined, [CHECK])).toBeUndefined();
  });
});

describe('svgPaths', () => {
  it('collects path data through groups and ignores titles', () => {
    const svg = el('svg', {}, [el('title') as never, el('g', {}, [el('path', { d: 'M1 1' }) as never]) as never, el('path', { d: 'M2 2' }) as never]);
    expect(svgPaths(svg)).toEqual(['M1 1', 'M2 2']);
  });
  it('refuses SVGs with other shapes or content', () => {
    expect(svgPaths(el('svg', {}, [el('path', { d: 'M1 1' }) as never, el('circle') as never]))).toBeUndefined();
    expect(svgPaths(el('svg', {}, [el('image') as never]))).toBeUndefined();
  });
});

describe('multicolour logos', () => {
  const FIGMA = [
    'M50 300c27.6 0 50-22.4 50-50v-50H50c-27.6 0-50 22.4-50 50s22.4 50 50 50z',
    'M0 150c0-27.6 22.4-50 50-50h50v100H50c-27.6 0-50-22.4-50-50z',
    'M0 50C0 22.4 22.4 0 50 0h50v100H50C22.4 100 0 77.6 0 50z',
    'M100 0h50c27.6 0 50 22.4 50 50s-22.4 50-50 50h-50V0z',
    'M200 150c0 27.6-22.4 50-50 50s-50-22.4-50-50 22.4-50 50-50 50 22.4 50 50z',
  ];
  it('knows the Figma logo and marks it as drawn in several colours', () => {
    expect(faGlyphForSvg('0 0 200 300', FIGMA)).toEqual({ iconClass: 'fab fa-figma', library: 'fa-brands', multicolour: true });
    expect(faGlyphForSvg('0 0 200 300', FIGMA.slice(0, 4))).toBeUndefined();
  });
  it('accepts the <style> sheet such logos colour their paths with', () => {
    const svg = el('svg', {}, [el('style') as never, el('path', { d: FIGMA[0] }) as never]);
    expect(svgPaths(svg)).toEqual([FIGMA[0]]);
  });
});
