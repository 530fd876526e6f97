import { describe, expect, it } from 'vitest';
import { changesForWidth, parseWidthStates, WIDTH_STATE_LIMITS, type WidthStates } from './width-states.ts';

const states = (changes: unknown[], width = 390): string => JSON.stringify({ v: 1, base: 1440, widths: [{ width, changes }] });
const body = (attrs: Record<string, string | null>) => ({ path: [1], tag: 'body', attrs });

describe('parseWidthStates', () => {
  it('accepts class, style and state attributes, and removals', () => {
    const parsed = parseWidthStates(states([body({ class: 'ls-closed', style: 'margin:0', hidden: null, 'aria-expanded': 'false', 'data-state': 'closed' })]));
    expect('states' in parsed && parsed.states.widths[0].changes[0].attrs).toEqual({ class: 'ls-closed', style: 'margin:0', hidden: null, 'aria-expanded': 'false', 'data-state': 'closed' });
  });

  it.each([
    ['an event handler', body({ onclick: 'alert(1)' })],
    ['an href', body({ href: 'https://example.com/' })],
    ['src', body({ src: 'x.png' })],
    ["the capture's own markers", body({ 'data-pagelift-export-root': '' })],
    ['a javascript: URL in a value', body({ 'data-x': 'java\tscript:alert(1)' })],
    ['a script URL in a style', body({ style: 'background:url(javascript:alert(1))' })],
    ['a CSS expression', body({ style: 'width:expression(alert(1))' })],
    ['an over-long value', body({ class: 'x'.repeat(WIDTH_STATE_LIMITS.valueChars + 1) })],
    ['no attribute', body({})],
    ['a tag that is no name', { path: [1], tag: 'body onload=x', attrs: { class: 'a' } }],
    ['a negative index', { path: [-1], tag: 'body', attrs: { class: 'a' } }],
  ])('refuses %s', (_what, change) => {
    expect(parseWidthStates(states([change]))).toHaveProperty('error');
  });

  it('refuses too many changes, too many widths, oversized text and other versions', () => {
    expect(parseWidthStates(states(Array.from({ length: WIDTH_STATE_LIMITS.changesPerWidth + 1 }, () => body({ class: 'a' }))))).toHaveProperty('error');
    const widths = Array.from({ length: WIDTH_STATE_LIMITS.widths + 1 }, (_, i) => ({ width: 300 + i, changes: [] }));
    expect(parseWidthStates(JSON.stringify({ v: 1, base: 1440, widths }))).toHaveProperty('error');
    expect(parseWidthStates(' '.repeat(WIDTH_STATE_LIMITS.jsonChars + 1))).toHaveProperty('error');
    expect(parseWidthStates(JSON.stringify({ v: 2, base: 1440, widths: [] }))).toHaveProperty('error');
    expect(parseWidthStates('{')).toEqual({ error: 'not JSON' });
  });
});

describe('changesForWidth', () => {
  const recorded: WidthStates = {
    v: 1,
    base: 1440,
    widths: [
      { width: 1024, changes: [body({ class: 'laptop' })] },
      { width: 768, changes: [body({ class: 'tablet' })] },
      { width: 390, changes: [body({ class: 'phone' })] },
    ],
  };
  const classAt = (width: number) => changesForWidth(recorded, width)[0]?.attrs.class ?? null;

  it('takes the recorded width nearest to the render width, the base width itself taking nothing', () => {
    expect([classAt(1440), classAt(1300), classAt(1024), classAt(768), classAt(480), classAt(390), classAt(360)]).toEqual([null, null, 'laptop', 'tablet', 'phone', 'phone', 'phone']);
  });

  it('gives a tie to the narrower state', () => {
    expect(classAt(896)).toBe('tablet');
  });
});
