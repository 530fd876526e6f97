import { describe, expect, it } from 'vitest';
import { elementorFaClass } from './fa-names.ts';

describe('elementorFaClass', () => {
  it('writes Font Awesome 6 names under the v5 names Elementor knows', () => {
    expect(elementorFaClass('fas fa-cart-shopping')).toBe('fas fa-shopping-cart');
    expect(elementorFaClass('fab fa-x-twitter')).toBe('fab fa-twitter');
  });
  it('leaves shared names alone', () => {
    expect(elementorFaClass('fas fa-check')).toBe('fas fa-check');
    expect(elementorFaClass('fab fa-linkedin-in')).toBe('fab fa-linkedin-in');
  });
});
