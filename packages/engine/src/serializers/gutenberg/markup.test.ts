import { describe, expect, it } from 'vitest';
import { block, joinBlocks } from './markup.ts';

describe('joinBlocks', () => {
  it('separates inner blocks with one blank line, as WordPress does', () => {
    expect(joinBlocks([])).toBe('');
    expect(joinBlocks(['a'])).toBe('a');
    expect(joinBlocks(['a', 'b', 'c'])).toBe('a\n\nb\n\nc');
  });

  it('nests deep groups without changing the markup', () => {
    let inner = block('core/paragraph', {}, '<p>x</p>');
    for (let depth = 0; depth < 200; depth++) inner = block('core/group', {}, `<div>${joinBlocks([inner, 'y'])}</div>`);
    expect(inner.match(/<!-- wp:group -->/g)?.length).toBe(200);
    expect(inner.endsWith('<!-- /wp:group -->')).toBe(true);
  });
});
