import { describe, expect, it } from 'vitest';
import { pictureKey, rasterizeExpression } from './rasterize-pictures.ts';

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
