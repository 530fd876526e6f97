import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSnapshot } from './capture.ts';
import { BrowserPool } from './pool.ts';
import { PICTURE_PIXEL_BUDGET, pictureKey, rasterizeExpression, rasterizePictures, type PictureRequest } from './rasterize-pictures.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

describe('rasterizeExpression', () => {
  it('sends the requests as data, not as script', () => {
    const expression = rasterizeExpression([{ url: 'data:image/svg+xml,"});alert(1);//', width: 1, height: 1 }]);
    expect(expression).toContain(JSON.stringify('data:image/svg+xml,"});alert(1);//'));
  });
});

describe('pictureKey', () => {
  it('tells a stretched drawing from a contained one and a covering one', () => {
    const r = { url: 'a.svg', width: 40, height: 20 };
    const keys = [r, { ...r, fit: 'contain' as const }, { ...r, fit: 'cover' as const }].map(pictureKey);
    expect(new Set(keys).size).toBe(3);
    expect(pictureKey(r)).toBe('40x20 a.svg');
  });
});

/** A `w` × `h` SVG file (a wave-like path, so the drawing has edges to raster) as a data: URL. */
const svg = (w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><path d="M0 ${h / 2} C${w / 3} 0 ${(2 * w) / 3} ${h} ${w} ${h / 2} V${h} H0z" fill="#36c"/></svg>`)}`;

/** Each request drawn by a real page, as the PNG's pixel size (its IHDR chunk). */
function drawnSizes(requests: PictureRequest[]): Promise<Array<[number, number]>> {
  return pool.withContext(async (context) => {
    const loaded = await loadSnapshot(context, '<!doctype html><html><body></body></html>', 'http://127.0.0.1:9/site/page.html', 10_000);
    const pngs = await rasterizePictures(loaded.cdp, requests);
    return pngs.map((png) => {
      const bytes = Buffer.from(png!.slice(png!.indexOf(',') + 1), 'base64');
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    });
  });
}

describe('rasterizePictures', () => {
  it('draws a picture at 2× up to the pixel budget, then at the scale that fits it, never under 1×', async () => {
    expect(PICTURE_PIXEL_BUDGET).toBe(512 * 512);
    const sizes = await drawnSizes([
      { url: svg(120, 60), width: 120, height: 60 },
      // at the budget exactly: still 2×
      { url: svg(256, 256), width: 256, height: 256 },
      // over it: 400 × 400 at 1.28×, the budget's 512 × 512
      { url: svg(400, 400), width: 400, height: 400 },
      // a full-width wave: 2880 × 350 at 2×, 1 Mpx; at the scale that fits (1.02×), a quarter of that
      { url: svg(1440, 175), width: 1440, height: 175 },
      // more than the budget at 1×: 1× (the size the fidelity scorer sees), not less
      { url: svg(1000, 600), width: 1000, height: 600 },
    ]);
    expect(sizes).toEqual([
      [240, 120],
      [512, 512],
      [512, 512],
      [1469, 178],
      [1000, 600],
    ]);
  });

  it('weighs a contained or covering picture at the size it is drawn at, not at its box', async () => {
    const sizes = await drawnSizes([
      // 40 × 20 contained in 600 × 100: 200 × 100, under the budget at 2×
      { url: svg(40, 20), width: 600, height: 100, fit: 'contain' },
      // the same file covering 600 × 100: 600 × 300, whose 2× is over the budget (its box's 2× is not): 1.21×
      { url: svg(40, 20), width: 600, height: 100, fit: 'cover' },
    ]);
    expect(sizes).toEqual([
      [400, 200],
      [724, 362],
    ]);
  });

  it('gives up a file that never arrives after its time, and still draws the others', async () => {
    // A resource server that takes every request and never answers.
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    try {
      const started = performance.now();
      const pngs = await pool.withContext(async (context) => {
        const loaded = await loadSnapshot(context, '<!doctype html><html><body></body></html>', `http://127.0.0.1:${port}/site/page.html`, 10_000);
        return rasterizePictures(
          loaded.cdp,
          [
            { url: `${loaded.mirror(`http://127.0.0.1:${port}/site/never.svg`)}`, width: 20, height: 20 },
            { url: svg(20, 10), width: 20, height: 10 },
          ],
          300,
        );
      });
      expect(pngs[0]).toBeNull();
      expect(pngs[1]).toMatch(/^data:image\/png;base64,/);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });
});
