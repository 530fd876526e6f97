import { describe, expect, it } from 'vitest';
import { elementorFaClass } from './fa-names.ts';

describe('elementorFaClass', () => {
  it('writes Font Awesome 6 names under the v5 names Elementor knows', () => {
    expect(elementorFaClass('fas fa-cart-shopping')).toBe('fas fa-shopping-cart');
    expect(elementorFaClass('fab fa-x-twitter')).toBe('fab fa-twitter');
  });
  it('moves the square of v6 square-<name> icons to the end, as v5 names them', () => {
    expect(elementorFaClass('fab fa-square-js')).toBe('fab fa-js-square');
    expect(elementorFaClass('fas fa-square-phone')).toBe('fas fa-phone-square');
    expect(elementorFaClass('far fa-square-check')).toBe('far fa-check-square');
  });
  it('keeps square- names that v5 shares or names otherwise', () => {
    expect(elementorFaClass('fas fa-square-full')).toBe('fas fa-square-full');
    expect(elementorFaClass('fas fa-square-caret-down')).toBe('fas fa-square-caret-down');
  });
  it('leaves shared names alone', () => {
    expect(elementorFaClass('fas fa-check')).toBe('fas fa-check');
    expect(elementorFaClass('fab fa-linkedin-in')).toBe('fab fa-linkedin-in');
  });
});
