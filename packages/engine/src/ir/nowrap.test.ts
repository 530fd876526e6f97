import { describe, expect, it } from 'vitest';
import { keepsOneLine, unbreakableHtml, unbreakableText } from './nowrap.ts';

describe('keepsOneLine', () => {
  it('is true for nowrap and pre, false for wrapping values', () => {
    expect(keepsOneLine('nowrap')).toBe(true);
    expect(keepsOneLine('pre')).toBe(true);
    expect(keepsOneLine('normal')).toBe(false);
    expect(keepsOneLine('pre-wrap')).toBe(false);
    expect(keepsOneLine(undefined)).toBe(false);
  });
});

describe('unbreakable spaces', () => {
  it('makes every space of a label a no-break space', () => {
    expect(unbreakableText('Try the demo')).toBe('Try\u00a0the\u00a0demo');
  });
  it('writes them as entities in HTML, which whitespace collapsing leaves alone', () => {
    const html = unbreakableHtml('Sign in &amp; go');
    expect(html).toBe('Sign&nbsp;in&nbsp;&amp;&nbsp;go');
    expect(html.replace(/\s+/g, ' ')).toBe(html);
  });
});
