import { describe, expect, it } from 'vitest';
import { pseudoElementCss, responsiveFallbackCss } from './fallback-css.ts';

describe('responsiveFallbackCss', () => {
  it('writes only what changes, one media rule per narrower device, cascading down', () => {
    const css = responsiveFallbackCss('pl-a1', [
      { decls: { height: '63px', 'font-size': '20px', padding: '15px 20px' } },
      { maxWidth: 1024, decls: { height: '56px', 'font-size': '18px', padding: '15px 20px' } },
      { maxWidth: 767, decls: { height: '50px', 'font-size': '16px', padding: '15px 20px' } },
    ]);
    expect(css).toBe('@media (max-width:1024px){.pl-a1{height:56px !important;font-size:18px !important}}@media (max-width:767px){.pl-a1{height:50px !important;font-size:16px !important}}');
  });
  it('writes nothing when the look never changes, and skips hidden devices', () => {
    expect(responsiveFallbackCss('x', [{ decls: { height: '10px' } }, { maxWidth: 1024, decls: { height: '10px' } }])).toBe('');
    expect(responsiveFallbackCss('x', [{ decls: { height: '10px' } }, undefined, { maxWidth: 767, decls: { height: '8px' } }])).toBe('@media (max-width:767px){.x{height:8px !important}}');
  });
});

describe('pseudoElementCss', () => {
  it('writes the widest look as a plain rule and narrower devices as overrides', () => {
    expect(pseudoElementCss('pl-a2', 'before', [
      { decls: { content: '""', width: '19px', 'margin-left': '20px' } },
      { maxWidth: 1024, decls: { content: '""', width: '16.5px', 'margin-left': '18px' } },
      undefined,
    ])).toBe('.pl-a2::before{content:"";width:19px;margin-left:20px}@media (max-width:1024px){.pl-a2::before{width:16.5px !important;margin-left:18px !important}}');
  });
  it('writes nothing for a control without that box at its widest', () => {
    expect(pseudoElementCss('x', 'after', [undefined, { maxWidth: 767, decls: { width: '1px' } }])).toBe('');
  });
});
