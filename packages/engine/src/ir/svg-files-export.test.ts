// A page's own SVG files reach Elementor as PNG pictures, drawn by the export's Chromium (real render).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { asDelivered, exportedElements, serveDirectory, type ExportedElement } from '../test-support.ts';

const FIXTURE_DIR = new URL('../__fixtures__/', import.meta.url).pathname;

let server: Awaited<ReturnType<typeof serveDirectory>>;
let result: Awaited<ReturnType<typeof exportSnapshot>>;
let all: ExportedElement[];

beforeAll(async () => {
  server = await serveDirectory(FIXTURE_DIR);
  // Served over http: the files reach the page through the isolated mirror origin, as on the server.
  result = await exportSnapshot(readFileSync(`${FIXTURE_DIR}svg-files.html`, 'utf8'), { exportType: 'entirePage', builder: 'elementorFree' }, { baseUrl: `${server.url}svg-files.html` });
  all = exportedElements((result.template as { elements: ExportedElement[] }).elements);
});
afterAll(async () => {
  await closeEnginePool();
  await server.close();
});

/** Every PNG picture of the export (image widgets and backgrounds) as its pixel size. */
function pngSizes(): Array<[number, number]> {
  const urls = all.flatMap((e) => [e.settings?.image?.url, e.settings?.background_image?.url]).filter((u): u is string => typeof u === 'string' && u.startsWith('data:image/png;base64,'));
  return urls.map((u) => {
    const bytes = Buffer.from(u.slice(u.indexOf(',') + 1), 'base64');
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  });
}

describe('SVG files as PNG pictures (rasterPictures)', () => {
  it('draws an <img> SVG file and a data: SVG at twice their boxes, fitted as the <img> fits them', () => {
    expect(pngSizes()).toContainEqual([240, 120]); // the 120 × 60 logo (60 × 60 on phones)
    const logo = all.find((e) => e.widgetType === 'image' && e.settings.height?.size === 60);
    expect(logo?.settings).toMatchObject({ 'object-fit': 'contain', _element_custom_width_mobile: { size: 60 } });
    expect(pngSizes()).toContainEqual([100, 100]); // the 50 × 50 data: URL
  });

  it('draws a contained SVG background at twice the tile it paints', () => {
    expect(pngSizes()).toContainEqual([400, 200]); // 40 × 20 contained in 300 × 100: 200 × 100
    expect(pngSizes()).toContainEqual([60, 60]); // a 30 × 30 toggler icon sized 100% 100%
    expect(pngSizes()).toContainEqual([60, 30]); // a 40 × 20 file sized 100% (Bootstrap 5's toggler) in a 30 × 30 box: 30 × 15
    expect(JSON.stringify(result.template)).not.toContain('data:image/svg+xml');
  });

  it('keeps the URL of a tiled SVG background, and only there warns about SVG media', async () => {
    const svgs = JSON.stringify(result.template).match(/svg-files-wide\.svg/g) ?? [];
    expect(svgs).toHaveLength(1);
    const issues = checkElementorData(await asDelivered(result.template), { edition: 'free' });
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(issues.filter((i) => i.rule === 'media-url').map((i) => i.message)).toEqual([expect.stringContaining('SVG media')]);
  });
});
