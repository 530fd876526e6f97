import { describe, expect, it } from 'vitest';
import type { StyledNode } from '../extract/styled-tree.ts';
import { pictureKey } from '../render/rasterize-pictures.ts';
import type { IRContainer, IRImage, StyleMap } from './types.ts';
import { keyword, px } from './values.ts';
import { imageSvgRequest, isSvgFile, nodeSvgBackground, simpleSvgBackground, svgBackgroundRequests, svgFilesToDraw } from './svg-files.ts';

const layers = (...urls: string[]) => ({ type: 'layers' as const, value: urls.map((url) => ({ type: 'image' as const, url })) });
const image = (src: string, base: StyleMap, overrides: Record<string, StyleMap> = {}): IRImage => ({ kind: 'image', src, alt: '', style: { base, overrides }, hiddenAt: [], source: 'img' });
const box = (base: StyleMap, overrides: Record<string, StyleMap> = {}, children: IRContainer['children'] = []): IRContainer => ({ kind: 'container', tag: 'div', children, style: { base, overrides }, hiddenAt: [], source: 'div' });

describe('isSvgFile', () => {
  it('knows SVG paths and data: URLs, not other pictures', () => {
    expect(isSvgFile('https://a.test/logo.svg')).toBe(true);
    expect(isSvgFile('https://a.test/logo.SVG?v=2')).toBe(true);
    expect(isSvgFile('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSvgFile('https://a.test/logo.svg.png')).toBe(false);
    expect(isSvgFile('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('imageSvgRequest', () => {
  it('draws an SVG image fitted in its largest content box, at its own shape', () => {
    const node = image('https://a.test/logo.svg', { 'picture-width': px(130), 'image-height': px(70), 'picture-padding-left': px(5), 'picture-padding-right': px(5), 'picture-padding-top': px(5), 'picture-padding-bottom': px(5), 'object-fit': keyword('fill') }, {
      mobile: { 'picture-width': px(70), 'image-height': px(40) },
    });
    expect(imageSvgRequest(node)).toEqual({ url: 'https://a.test/logo.svg', width: 120, height: 60, fit: 'contain' });
  });

  it('crops as the <img> does under object-fit: cover', () => {
    expect(imageSvgRequest(image('a.svg', { 'picture-width': px(40), 'image-height': px(40), 'object-fit': keyword('cover') }))?.fit).toBe('cover');
  });

  it('leaves a raster picture', () => {
    expect(imageSvgRequest(image('https://a.test/photo.png', { 'picture-width': px(40), 'image-height': px(40) }))).toBeUndefined();
  });

  it('takes the largest box when the box changes shape with the width (the builder fits the file in each)', () => {
    expect(imageSvgRequest(image('a.svg', { 'picture-width': px(40), 'image-height': px(40) }, { mobile: { 'picture-width': px(80) } }))).toMatchObject({ width: 80, height: 40 });
  });
});

describe('simpleSvgBackground', () => {
  const bg = (m: StyleMap) => simpleSvgBackground({ 'background-image': layers('https://a.test/x.svg'), 'background-repeat': keyword('no-repeat'), ...m });
  it('takes one contained or covering SVG layer', () => {
    expect(bg({ 'background-size': keyword('contain') })).toEqual({ url: 'https://a.test/x.svg', fit: 'contain' });
    expect(bg({ 'background-size': keyword('cover'), 'background-repeat': keyword('repeat') })).toEqual({ url: 'https://a.test/x.svg', fit: 'cover' });
  });

  it('takes a layer sized to the box (100% 100%), repeated or not', () => {
    expect(bg({ 'background-size': keyword('100% 100%'), 'background-repeat': keyword('repeat') })).toEqual({ url: 'https://a.test/x.svg', fit: 'fill' });
  });

  it("takes a layer as wide as the box at the file's own proportion (100%, Bootstrap 5's toggler), repeated or not", () => {
    expect(bg({ 'background-size': keyword('100%') })).toEqual({ url: 'https://a.test/x.svg', fit: 'width' });
    expect(bg({ 'background-size': keyword('100% auto'), 'background-repeat': keyword('repeat') })).toEqual({ url: 'https://a.test/x.svg', fit: 'width' });
    expect(bg({ 'background-size': keyword('50%') })).toBeUndefined();
  });

  it('leaves tiles, explicit or intrinsic sizes, several layers and raster files', () => {
    expect(bg({ 'background-size': keyword('contain'), 'background-repeat': keyword('repeat') })).toBeUndefined();
    expect(bg({ 'background-size': keyword('auto') })).toBeUndefined();
    expect(bg({ 'background-size': keyword('30px 15px') })).toBeUndefined();
    expect(simpleSvgBackground({ 'background-image': layers('a.svg', 'b.svg'), 'background-size': keyword('cover') })).toBeUndefined();
    expect(simpleSvgBackground({ 'background-image': layers('a.png'), 'background-size': keyword('cover') })).toBeUndefined();
  });

  it('needs the same file and fit at every width', () => {
    const base = { 'background-image': layers('a.svg'), 'background-size': keyword('cover') };
    expect(nodeSvgBackground({ base, overrides: { mobile: { 'background-position': keyword('left top') } } })).toEqual({ url: 'a.svg', fit: 'cover' });
    expect(nodeSvgBackground({ base, overrides: { mobile: { 'background-size': keyword('auto') } } })).toBeUndefined();
  });
});

describe('svgBackgroundRequests', () => {
  const el = (style: Record<string, string>, w: number, h: number, children: StyledNode[] = []) => ({ node: { kind: 'element', tag: 'div', attrs: {}, text: '', children } as unknown as StyledNode, view: { box: { w, h }, style } });
  it('asks for each file and fit once, at the largest painting area less its borders', () => {
    const css = { 'background-image': 'url("https://a.test/x.svg")', 'background-size': 'contain', 'background-position': '50% 50%', 'background-repeat': 'no-repeat', 'background-color': 'rgba(0, 0, 0, 0)', 'background-attachment': 'scroll', 'box-shadow': 'none', opacity: '1', 'overflow-x': 'visible', 'overflow-y': 'visible' };
    const small = el(css, 100, 50);
    const large = el({ ...css, 'border-left-width': '2px', 'border-right-width': '2px' }, 304, 100);
    const root = el({}, 1000, 1000, [small.node, large.node]);
    const views = new Map([[root.node, root.view], [small.node, small.view], [large.node, large.view]]);
    const requests = svgBackgroundRequests(root.node, { views: (n) => [views.get(n)], absolute: (u) => u });
    expect([...requests.values()]).toEqual([{ url: 'https://a.test/x.svg', width: 300, height: 100, fit: 'contain' }]);
  });
});

describe('svgFilesToDraw', () => {
  it('shows each drawing in place of its SVG file, the image filling its box', () => {
    const logo = image('https://a.test/logo.svg', { 'picture-width': px(40), 'image-height': px(20), 'object-fit': keyword('fill') }, { mobile: { 'object-fit': keyword('cover') } });
    const hero = box({ 'background-image': layers('https://a.test/x.svg'), 'background-size': keyword('cover') }, { mobile: { 'background-image': layers('https://a.test/x.svg') } }, [logo]);
    const backgrounds = new Map([['cover https://a.test/x.svg', { url: 'https://a.test/x.svg', width: 300, height: 100, fit: 'cover' as const }]]);
    const files = svgFilesToDraw([hero], backgrounds);
    expect(files.map((f) => pictureKey(f.request))).toEqual(['300x100 cover https://a.test/x.svg', '40x20 contain https://a.test/logo.svg']);
    files.forEach((f, i) => f.show(`data:image/png;base64,${i}`));
    expect(hero.style.base['background-image']).toEqual(layers('data:image/png;base64,0'));
    expect(hero.style.overrides.mobile['background-image']).toEqual(layers('data:image/png;base64,0'));
    expect(logo.src).toBe('data:image/png;base64,1');
    expect(logo.style.base['object-fit']).toEqual(keyword('contain'));
    expect(logo.style.overrides.mobile['object-fit']).toEqual(keyword('cover'));
  });

  it('contains a drawing of a background sized to its box, centred, as the SVG kept its proportion', () => {
    const toggler = box({ 'background-image': layers('t.svg'), 'background-size': keyword('100% 100%'), 'background-position': keyword('0% 0%') });
    const [file] = svgFilesToDraw([toggler], new Map([['fill t.svg', { url: 't.svg', width: 30, height: 30, fit: 'contain' as const }]]));
    file.show('data:image/png;base64,0');
    expect(toggler.style.base).toMatchObject({ 'background-size': keyword('contain'), 'background-position': keyword('50% 50%') });
  });
});
