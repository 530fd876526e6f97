import { describe, expect, it } from 'vitest';
import { faFontGlyph } from './build-support.ts';
import { fa4Glyph } from './fa4-names.ts';

describe('fa4Glyph', () => {
  it('brands and outline icons of the one v4 font are named in their v5 style', () => {
    expect(fa4Glyph('facebook')).toEqual({ library: 'fa-brands', name: 'facebook' });
    expect(fa4Glyph('google-plus')).toEqual({ library: 'fa-brands', name: 'google-plus' });
    expect(fa4Glyph('envelope-o')).toEqual({ library: 'fa-regular', name: 'envelope' });
  });
  it('solid icons and unknown names stay as they are', () => {
    expect(fa4Glyph('user')).toBeUndefined();
    expect(fa4Glyph('no-such-icon-anywhere')).toBeUndefined();
    expect(fa4Glyph('../x')).toBeUndefined();
  });
});

describe('faFontGlyph', () => {
  it('v4 markup (`fa` and a name) gets the style that draws it', () => {
    expect(faFontGlyph('fa fa-facebook')).toEqual({ iconClass: 'fab fa-facebook', library: 'fa-brands' });
    expect(faFontGlyph('fa fa-envelope-o fa-fw')).toEqual({ iconClass: 'far fa-envelope', library: 'fa-regular' });
    expect(faFontGlyph('fa fa-user')).toEqual({ iconClass: 'fas fa-user', library: 'fa-solid' });
  });
  it('markup that names its style keeps it', () => {
    expect(faFontGlyph('fas fa-facebook')).toEqual({ iconClass: 'fas fa-facebook', library: 'fa-solid' });
    expect(faFontGlyph('fa-brands fa-github')).toEqual({ iconClass: 'fab fa-github', library: 'fa-brands' });
  });
});
