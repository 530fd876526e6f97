import { describe, expect, it } from 'vitest';
import { Builder, builderProfile, CLIPBOARD_MAX_CHARS, defaultBreakpointsFor, ExportSettings, LISTED_BUILDERS, PAID_BUILDERS, shouldShowUpgrade } from './index.ts';

describe('defaultBreakpointsFor', () => {
  it('gives Elementor Free and Pro the same set, and a copy each time', () => {
    const a = defaultBreakpointsFor('elementorFree');
    expect(a).toEqual({ desktop: 1025, tablet: 1024, mobile: 767 });
    a.tablet = 1;
    expect(defaultBreakpointsFor('elementor').tablet).toBe(1024);
  });
  it('gives Breakdance five widths', () => {
    expect(Object.keys(defaultBreakpointsFor('breakdance'))).toHaveLength(5);
  });
});

describe('ExportSettings', () => {
  it('fills the spec defaults', () => {
    const s = ExportSettings.parse({});
    expect(s).toMatchObject({ exportType: 'selector', builder: 'elementorFree', mergeElementsEnable: true, reduceDomSize: null });
  });
  it('refuses an unknown builder', () => {
    expect(ExportSettings.safeParse({ builder: 'divi' }).success).toBe(false);
  });
});

describe('shouldShowUpgrade', () => {
  it('hides it only for the top plan with sites left', () => {
    expect(shouldShowUpgrade({ sitesRemaining: -1, productId: 2273 })).toBe(false);
    expect(shouldShowUpgrade({ sitesRemaining: 0, productId: 2273 })).toBe(true);
    expect(shouldShowUpgrade({ sitesRemaining: 3, productId: 100 })).toBe(true);
    expect(shouldShowUpgrade({ sitesRemaining: 1, productId: null })).toBe(true);
  });
});

describe('builder profiles', () => {
  it('list the six builders of the spec in order, not the debug target', () => {
    expect(LISTED_BUILDERS).toEqual(['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks', 'breakdance']);
    expect(builderProfile('ir').listed).toBe(false);
    expect(Builder.safeParse('ir').success).toBe(false);
    expect(ExportSettings.parse({ builder: 'ir' }).builder).toBe('ir');
  });
  it('label Elementor Pro, Bricks and Breakdance paid', () => {
    expect(PAID_BUILDERS).toEqual(['elementor', 'bricks', 'breakdance']);
  });
  it('deliver by the spec: Webflow by copy event, Gutenberg and Breakdance always copied, the others by length', () => {
    expect(builderProfile('webflow').delivery.clipboard).toBe('copyEvent');
    expect(builderProfile('gutenberg').delivery.fileFromChars).toBeNull();
    expect(builderProfile('breakdance').delivery.fileFromChars).toBeNull();
    expect(builderProfile('bricks').delivery.fileFromChars).toBe(CLIPBOARD_MAX_CHARS);
    expect(CLIPBOARD_MAX_CHARS).toBe(1_000_000);
  });
  it('give Merge Elements to Elementor only and the plugin notice to Elementor and Gutenberg', () => {
    expect(LISTED_BUILDERS.filter((b) => builderProfile(b).panel.domOption === 'mergeElements')).toEqual(['elementorFree', 'elementor']);
    expect(LISTED_BUILDERS.filter((b) => builderProfile(b).panel.requirementsNotice)).toEqual(['elementorFree', 'elementor', 'gutenberg']);
    expect(builderProfile('breakdance').tabletPortraitKey).toBe('tabletLandscape');
  });
});
