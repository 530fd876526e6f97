import { describe, expect, it } from 'vitest';
import { defaultBreakpointsFor, ExportSettings, shouldShowUpgrade } from './index.ts';

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
