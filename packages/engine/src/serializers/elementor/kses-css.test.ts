// What wp_kses_post keeps of a heading title's inline styles. Every expectation was checked against
// WordPress 7.0.4's safecss_filter_attr / wp_kses_post (php, the lab install) on 2026-11-28.
import { describe, expect, it } from 'vitest';
import { hexColors, ksesKeepsDeclaration, ksesSafeHtml } from './kses-css.ts';

describe('ksesKeepsDeclaration (safecss_filter_attr)', () => {
  it('drops rgb() colours and keeps hex ones', () => {
    expect(ksesKeepsDeclaration('color:rgb(255, 0, 0)')).toBe(false);
    expect(ksesKeepsDeclaration('color:rgba(0, 0, 0, 0.5)')).toBe(false);
    expect(ksesKeepsDeclaration('border:1px solid rgb(1, 2, 3)')).toBe(false);
    expect(ksesKeepsDeclaration('color:#ff0000')).toBe(true);
    expect(ksesKeepsDeclaration('color:#FF000080')).toBe(true);
  });
  it('keeps a plain gradient background but no prefixed one, and never gradient text', () => {
    expect(ksesKeepsDeclaration('background-image:linear-gradient(315deg, rgb(30, 48, 243) 0%, rgb(226, 30, 128) 100%)')).toBe(true);
    expect(ksesKeepsDeclaration('background-image:-webkit-linear-gradient(315deg, rgb(30, 48, 243) 0%, rgb(226, 30, 128) 100%)')).toBe(false);
    expect(ksesKeepsDeclaration('-webkit-background-clip:text')).toBe(false);
    expect(ksesKeepsDeclaration('background-clip:text')).toBe(false);
    expect(ksesKeepsDeclaration('-webkit-text-fill-color:transparent')).toBe(false);
  });
  it('keeps listed properties with plain values, var() and calc()', () => {
    expect(ksesKeepsDeclaration('font-size:0.5em')).toBe(true);
    expect(ksesKeepsDeclaration('font-family:"Inter"')).toBe(true);
    expect(ksesKeepsDeclaration('padding:calc(1em + 2px) var(--x, 3px)')).toBe(true);
    expect(ksesKeepsDeclaration('--accent:#123456')).toBe(true);
    expect(ksesKeepsDeclaration('text-shadow:#000 1px 1px 0px')).toBe(false);
    expect(ksesKeepsDeclaration('background-image:url("https://x.test/a.png")')).toBe(true);
    expect(ksesKeepsDeclaration('background-image:url("javascript:alert(1)")')).toBe(false);
  });
});

describe('ksesSafeHtml', () => {
  it('writes inline colours in hex so a heading keeps them', () => {
    const safe = ksesSafeHtml('Hello <span style="color:rgb(13, 110, 253);font-weight:700">world</span>');
    expect(safe).toEqual({ html: 'Hello <span style="color:#0D6EFD;font-weight:700">world</span>', kept: true });
    expect(hexColors('border:1px solid rgba(0, 0, 0, 0.5)')).toBe('border:1px solid #00000080');
  });
  it('reads entity-quoted font names as WordPress does', () => {
    expect(ksesSafeHtml('<span style="font-family:&quot;Inter&quot;;font-weight:700">x</span>').kept).toBe(true);
  });
  it('says when a look would be stripped (gradient text)', () => {
    const html = '<span style="background-image:linear-gradient(315deg, rgb(30, 48, 243) 0%, rgb(226, 30, 128) 100%);-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent">Resume</span>';
    expect(ksesSafeHtml(html).kept).toBe(false);
    expect(ksesSafeHtml('Plain <b>title</b>').kept).toBe(true);
  });
});
