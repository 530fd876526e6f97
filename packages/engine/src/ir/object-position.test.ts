import { describe, expect, it } from 'vitest';
import { backgroundPositionOf, objectPositionKeyword } from './object-position.ts';

describe('objectPositionKeyword', () => {
  it('names the third of the box each computed component falls in, vertical first', () => {
    expect(objectPositionKeyword('0% 100%')).toBe('bottom left');
    expect(objectPositionKeyword('50% 0%')).toBe('top center');
    expect(objectPositionKeyword('100% 40%')).toBe('center right');
    expect(objectPositionKeyword('0px 0px')).toBe('top left');
  });
  it('leaves the default centre and length offsets alone', () => {
    expect(objectPositionKeyword('50% 50%')).toBeUndefined();
    expect(objectPositionKeyword('45% 60%')).toBeUndefined();
    expect(objectPositionKeyword('12px 0%')).toBeUndefined();
    expect(objectPositionKeyword(undefined)).toBeUndefined();
  });
});

describe('backgroundPositionOf', () => {
  it('turns the keyword back into percentages, horizontal first', () => {
    expect(backgroundPositionOf('bottom left')).toBe('0% 100%');
    expect(backgroundPositionOf('top center')).toBe('50% 0%');
    expect(backgroundPositionOf(undefined)).toBe('50% 50%');
  });
});
