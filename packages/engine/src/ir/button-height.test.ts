import { describe, expect, it } from 'vitest';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import { heightAsPadding, heightRoomAt } from './button-height.ts';

const flex = (s: Partial<ComputedStyle>) => ({ display: 'inline-flex', 'flex-direction': 'row', 'align-items': 'center', 'justify-content': 'center', ...s }) as ComputedStyle;

describe('heightRoomAt', () => {
  it('centres in a flex row centred across, or a flex column centred along', () => {
    expect(heightRoomAt(flex({}))).toBe('centre');
    expect(heightRoomAt(flex({ 'flex-direction': 'column', 'align-items': 'stretch' }))).toBe('centre');
    expect(heightRoomAt(flex({ display: 'grid' }))).toBe('centre');
  });
  it('puts the room below the text in block flow or an uncentred flex row', () => {
    expect(heightRoomAt(flex({ display: 'block' }))).toBe('below');
    expect(heightRoomAt(flex({ 'align-items': 'normal' }))).toBe('below');
  });
});

describe('heightAsPadding', () => {
  const button = { height: 40, paddingTop: 0, paddingBottom: 0, borderTop: 1, borderBottom: 1, lineHeight: 20, textHeight: 17 };
  it('splits the room of a 40 px high centred button around its one line', () => {
    expect(heightAsPadding(button, 'centre')).toEqual([9, 9]);
  });
  it('adds the room below the text where the source leaves it there', () => {
    expect(heightAsPadding({ ...button, paddingTop: 4, paddingBottom: 4 }, 'below')).toEqual([4, 14]);
  });
  it('counts wrapped lines, so a two-line button gains nothing', () => {
    expect(heightAsPadding({ ...button, height: 42, textHeight: 37 }, 'centre')).toBeUndefined();
  });
  it('leaves a button whose padding and line explain its height', () => {
    expect(heightAsPadding({ ...button, paddingTop: 9, paddingBottom: 9 }, 'centre')).toBeUndefined();
    expect(heightAsPadding({ ...button, lineHeight: 0 }, 'centre')).toBeUndefined();
  });
});
