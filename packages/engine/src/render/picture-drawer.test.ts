import { describe, expect, it } from 'vitest';
import { PictureDrawer } from './picture-drawer.ts';
import type { PictureRequest } from './rasterize-pictures.ts';

const picture = (url: string, width = 10): PictureRequest => ({ url, width, height: 10 });

describe('PictureDrawer', () => {
  it('draws each file at each size once, whether it was asked for ahead or not', async () => {
    const batches: string[][] = [];
    const drawer = new PictureDrawer(async (requests) => {
      batches.push(requests.map((r) => `${r.url}@${r.width}`));
      return requests.map((r) => (r.url === 'broken' ? null : `png of ${r.url}@${r.width}`));
    });
    drawer.draw([picture('a'), picture('b'), picture('a'), picture('broken')]);
    const pngs = await drawer.pngs([picture('b'), picture('c'), picture('b', 20), picture('broken'), picture('c')]);
    expect(batches).toEqual([['a@10', 'b@10', 'broken@10'], ['c@10', 'b@20']]);
    expect(pngs).toEqual(['png of b@10', 'png of c@10', 'png of b@20', null, 'png of c@10']);
  });
});
