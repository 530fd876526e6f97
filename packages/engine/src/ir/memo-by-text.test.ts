import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text.ts';

describe('memoByText', () => {
  it('computes each text once, undefined answers included, and starts over at its limit', () => {
    const calls: string[] = [];
    const upper = memoByText(2, (t) => {
      calls.push(t);
      return t === 'none' ? undefined : t.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('none'), upper('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(calls).toEqual(['a', 'none']);
    // Full at two texts: a third clears the cache, so 'a' is computed again.
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(calls).toEqual(['a', 'none', 'b', 'a']);
  });
});
