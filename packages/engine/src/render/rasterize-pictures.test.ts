import { describe, expect, it } from 'vitest';
import { rasterizeExpression } from './rasterize-pictures.ts';

describe('rasterizeExpression', () => {
  it('sends the requests as data, not as script', () => {
    const expression = rasterizeExpression([{ url: 'data:image/svg+xml,"});alert(1);//', width: 1, height: 1 }]);
    expect(expression).toContain(JSON.stringify('data:image/svg+xml,"});alert(1);//'));
  });
});
