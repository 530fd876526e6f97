// How a picture's box reaches the Elementor image widget (real Chromium render of a served page):
// linked pictures get px widths, stretched, vector and broken pictures keep their box height.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, exportedWidgets, type ExportedElement } from '../test-support.ts';

/** A 40 x 20 grey PNG. */
const WIDE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAYAAAD/Rn+7AAAANklEQVR4Ac3BAQEAAAiAIPP/sGbVDGH2ESZxEidxEidxEidxEidxEidxEidxEidxEidxEidxB1EsA0goESq1AAAAAElFTkSuQmCC';
/** An SVG that sizes itself only by its viewBox. */
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><rect width="100" height="20" fill="#08c"/></svg>';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  main { width: 600px; display: flex; flex-direction: column; align-items: start; }
  main > a { align-self: stretch; }
  .card-img { width: 100%; display: block; }
</style></head><body><main>
  <a href="/post"><img class="card-img" src="wide.png" alt="linked"></a>
  <img src="wide.png" alt="stretched" style="width: 200px; height: 200px">
  <img src="wide.png" alt="natural" style="width: 200px">
  <img src="missing.png" alt="broken" width="120" height="90">
  <img src="logo.svg" alt="vector" style="height: 40px">
 <img src="wide.png" alt="framed" style="width: 110px; padding: 4px; background: #fff; border: 1px solid #ddd; border-radius: 9px">
  <img src="wide.png" alt="cropped" style="width: 200px; height: 200px; object-fit: cover; object-position: 0 0">
  <p><img src="wide.png" alt="small" style="width: 48px; height: 24px; border-radius: 4px"></p>
  <button style="padding: 4px 12px; border: 1px solid #ccc; background: none"><span style="display: inline-block; width: 30px; height: 30px; background: url(logo.svg) no-repeat 0 3px / 100%"></span></button>
</main></body></html>`;

let dir: string;
let images: Map<string, Record<string, any>>;
let containers: ExportedElement[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pagelift-image-size-'));
  writeFileSync(join(dir, 'wide.png'), Buffer.from(WIDE_PNG, 'base64'));
  writeFileSync(join(dir, 'logo.svg'), LOGO_SVG);
  writeFileSync(join(dir, 'index.html'), PAGE);
  const { elements } = await exportServedPage(PAGE, 'index.html', { dir });
  const widgets = exportedWidgets(elements).filter((w) => w.widgetType === 'image');
  images = new Map(widgets.map((w) => [String(w.settings.image.alt), w.settings]));
  containers = exportedElements(elements).filter((e) => e.elType === 'container');
});
afterAll(async () => {
  await closeEnginePool();
  rmSync(dir, { recursive: true, force: true });
});

describe('image widget sizes', () => {
  it('gives a linked picture its width in px: a percentage inside Elementor\'s inline-block link is one of the picture', () => {
    const linked = images.get('linked')!;
    expect(linked.link_to).toBe('custom');
    expect(linked.width).toMatchObject({ unit: 'px', size: 600 });
    expect(linked.height).toBeUndefined();
  });

  it('keeps the height of a picture stretched to another proportion, and only then', () => {
    expect(images.get('stretched')).toMatchObject({ 'object-fit': 'fill', height: { unit: 'px', size: 200 }, width: { unit: '%', size: 100 } });
    expect(images.get('natural')!.height).toBeUndefined();
    expect(images.get('natural')!['object-fit']).toBeUndefined();
  });

  it('keeps the part of a cropped picture that shows: its object position', () => {
    expect(images.get('cropped')).toMatchObject({ 'object-fit': 'cover', 'object-position': 'top left', height: { unit: 'px', size: 200 } });
    expect(images.get('stretched')!['object-position']).toBeUndefined();
  });

  it('keeps a framed picture in its frame: the padding as the <img>\'s border in the mat\'s colour, the border one level out', () => {
    const framed = images.get('framed')!;
    expect(framed).toMatchObject({
      image_border_border: 'solid',
      image_border_width: { unit: 'px', top: '4', right: '4', bottom: '4', left: '4' },
      image_border_color: '#FFFFFF',
      image_border_radius: { unit: 'px', top: '8', right: '8', bottom: '8', left: '8' },
      _border_border: 'solid',
      _border_width: { unit: 'px', top: '1', right: '1', bottom: '1', left: '1' },
      _border_radius: { unit: 'px', top: '9', right: '9', bottom: '9', left: '9' },
      _element_custom_width: { unit: 'px', size: 120 }, // the frame's box: the picture's 110 px, its padding and border
    });
    expect(framed._padding).toBeUndefined();
  });

  it('keeps the box of a picture that did not load, and of an SVG', () => {
    expect(images.get('broken')).toMatchObject({ height: { unit: 'px', size: 90 } });
    expect(images.get('vector')).toMatchObject({ height: { unit: 'px', size: 40 } });
  });
});

describe('pictures painted by a box', () => {
  it('paint a picture shorter than a line of text as a container background, which no line box moves', () => {
    expect(images.has('small')).toBe(false);
    const small = containers.find((c) => String(c.settings.background_image?.url ?? '').endsWith('wide.png'));
    expect(small?.elements).toEqual([]);
    expect(small?.settings).toMatchObject({
      background_background: 'classic',
      background_size: 'cover',
      background_position: 'center center',
      background_repeat: 'no-repeat',
      min_height: { unit: 'px', size: 24 },
      width: { unit: '%', size: 100 }, // of the paragraph, as wide as the picture
      padding: { top: '0', right: '0', bottom: '0', left: '0' },
      border_radius: { unit: 'px', top: '4', right: '4', bottom: '4', left: '4' },
    });
  });

  it('keep the empty box that paints them (a toggler icon in a button), with its size, position and size mode', () => {
    // Sized 100% (100% auto), the SVG file is drawn as the tile it paints: 30 px wide at its 5:1 proportion, at 2x.
    const icon = containers.find((c) => String(c.settings.background_image?.url ?? '').startsWith('data:image/png;base64,'));
    const png = Buffer.from(String(icon?.settings.background_image.url).split(',')[1] ?? '', 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([60, 12]);
    expect(icon?.settings).toMatchObject({
      background_background: 'classic',
      background_size: 'initial',
      background_bg_width: { unit: '%', size: 100 },
      background_position: 'initial',
      background_xpos: { unit: 'px', size: 0 },
      background_ypos: { unit: 'px', size: 3 },
      min_height: { unit: 'px', size: 30 },
    });
  });
});
