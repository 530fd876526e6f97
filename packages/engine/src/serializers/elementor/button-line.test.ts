import { describe, expect, it } from 'vitest';
import type { IRButton } from '../../ir/types.ts';
import { keyword, px } from '../../ir/values.ts';
import type { SerializeContext } from './controls.ts';
import { buttonLineOffsets, buttonWidgetMargins, emitLineMargins, THEME_LINES } from './button-line.ts';

const badge = { fontSize: 12, lineHeight: 12, paddingTop: 4.2, paddingBottom: 4.2, borderTop: 0, borderBottom: 0 };
const bootstrapButton = { fontSize: 16, lineHeight: 24, paddingTop: 6, paddingBottom: 6, borderTop: 1, borderBottom: 1 };

function button(base: Record<string, unknown>, overrides: Record<string, Record<string, unknown>> = {}, hiddenAt: string[] = []): IRButton {
  return { kind: 'button', text: 'Web Design', hiddenAt, source: 'a', style: { base: base as never, overrides: overrides as never } };
}

describe('buttonLineOffsets', () => {
  it('finds the push a small badge gets from the theme line (measured 8.8 px in Elementor 4.2)', () => {
    const { top, below } = buttonLineOffsets(badge, THEME_LINES.desktop);
    expect(top).toBeGreaterThan(8);
    expect(top).toBeLessThan(9.5);
    expect(below).toBeCloseTo(1.8, 1);
  });
  it('leaves a button taller than the line where it is', () => {
    expect(buttonLineOffsets(bootstrapButton, THEME_LINES.desktop)).toEqual({ top: 0, below: 0 });
  });
});

describe('buttonWidgetMargins', () => {
  const badgeStyle = { 'font-size': px(12), 'line-height': px(12), 'padding-top': px(4.2), 'padding-bottom': px(4.2), 'margin-top': px(10.81), 'margin-left': px(5) };
  it('takes the push back from the top margin and the extra line below from the bottom margin, per device', () => {
    const margins = buttonWidgetMargins(button(badgeStyle), ['desktop', 'tablet', 'mobile']);
    const [top, right, bottom, left] = margins[0]!;
    expect(top).toBeCloseTo(10.81 - 8.6, 1);
    expect([right, left]).toEqual([0, 5]);
    expect(bottom).toBeCloseTo(-1.8, 1);
    // The theme's text is smaller on a phone, so the push is too.
    expect(margins[2]![0]).toBeGreaterThan(top);
  });
  it('writes nothing for a button that clears the line, or where the button is hidden', () => {
    const tall = { 'font-size': px(16), 'line-height': px(24), 'padding-top': px(6), 'padding-bottom': px(6), 'border-style': keyword('solid'), 'border-top-width': px(1), 'border-bottom-width': px(1) };
    expect(buttonWidgetMargins(button(tall), ['desktop', 'tablet', 'mobile'])).toEqual([undefined, undefined, undefined]);
    expect(buttonWidgetMargins(button(badgeStyle, {}, ['mobile']), ['desktop', 'tablet', 'mobile'])[2]).toBeUndefined();
    // A button sized by a CSS height has no vertical padding; its exported box is not the source's.
    const heightSized = { ...badgeStyle, 'padding-top': px(0), 'padding-bottom': px(0) };
    expect(buttonWidgetMargins(button(heightSized), ['desktop', 'tablet', 'mobile'])).toEqual([undefined, undefined, undefined]);
  });
});

describe('emitLineMargins', () => {
  const ctx = (responsive: boolean): SerializeContext => ({
    breakpoints: ['desktop', 'tablet', 'mobile'], responsive, customCss: false, newId: () => 'x',
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 }, notes: () => undefined,
  });
  const small = { 'font-size': px(12), 'line-height': px(12), 'padding-top': px(4.2), 'padding-bottom': px(4.2), 'margin-top': px(10) };
  it('writes every device once one needs it, a device that clears the line with its own margin', () => {
    const settings: Record<string, unknown> = {};
    // On a phone the badge grows to a full-size button that clears the line.
    emitLineMargins(ctx(true), button(small, { mobile: { 'font-size': px(16), 'line-height': px(24), 'padding-top': px(12), 'padding-bottom': px(12) } }), settings);
    expect(Number((settings._margin as { top: string }).top)).toBeLessThan(2);
    expect(settings._margin_tablet).toBeDefined();
    expect(settings._margin_mobile).toEqual({ unit: 'px', top: '10', right: '0', bottom: '0', left: '0', isLinked: false });
  });
  it('writes only the desktop margin without responsive controls, and nothing for a tall button', () => {
    const settings: Record<string, unknown> = {};
    emitLineMargins(ctx(false), button(small), settings);
    expect(Object.keys(settings)).toEqual(['_margin']);
    const none: Record<string, unknown> = {};
    emitLineMargins(ctx(true), button({ 'font-size': px(16), 'line-height': px(24), 'padding-top': px(12), 'padding-bottom': px(12) }), none);
    expect(none).toEqual({});
  });
});
