/**
 * Elementor's button widget draws its `<a>` as an inline-block on a line of the theme's body
 * text (the widget itself is a plain block). A button shorter than that line, or whose text
 * baseline sits higher than the line's, is pushed down onto the line's baseline and the widget
 * grows below it: a 20 px badge in Twenty Twenty-Five lands 9 px low in a 31 px tall widget,
 * and everything after it moves down too. The widget's margins take that back, so the button
 * lands on its source box and the widget ends where the button ends.
 */
import type { IRButton } from '../../ir/types.ts';
import { effectiveAt } from '../../ir/responsive.ts';
import { deviceSuffix, mergeBox, num, type SerializeContext, type Settings } from './controls.ts';

/** The theme's text line in a widget: its height and its baseline from the top (px). */
export interface ThemeLine {
  height: number;
  baseline: number;
}

/**
 * Twenty Twenty-Five's body text (Manrope, fluid 22 px at 1440, 19.8 px at 768, 18.3 px at 390;
 * line-height 1.4) as measured in an Elementor 4.2 widget, per IR breakpoint name.
 */
export const THEME_LINES: Record<string, ThemeLine> = {
  desktop: { height: 30.8, baseline: 23 },
  tablet: { height: 27.66, baseline: 21 },
  mobile: { height: 25.58, baseline: 19 },
};

/** Where the text baseline of a line box sits below its top, for a Latin font: half the line plus about 0.35 em. */
const BASELINE_BELOW_MIDDLE_EM = 0.35;

/** How far the theme's line pushes the button down (`top`) and how far the widget reaches below it (`below`), px. */
export function buttonLineOffsets(button: { fontSize: number; lineHeight: number; paddingTop: number; paddingBottom: number; borderTop: number; borderBottom: number }, line: ThemeLine): { top: number; below: number } {
  const height = button.borderTop + button.paddingTop + button.lineHeight + button.paddingBottom + button.borderBottom;
  const baseline = button.borderTop + button.paddingTop + button.lineHeight / 2 + BASELINE_BELOW_MIDDLE_EM * button.fontSize;
  const round = (v: number) => Math.round(Math.max(0, v) * 100) / 100;
  return { top: round(line.baseline - baseline), below: round(line.height - line.baseline - (height - baseline)) };
}

/**
 * The widget's margin per device (top, right, bottom, left) with the line's offsets taken back,
 * or undefined at devices where the button already sits on its box (offsets under half a pixel).
 */
export function buttonWidgetMargins(node: IRButton, breakpoints: string[]): Array<[number, number, number, number] | undefined> {
  return breakpoints.map((name, i) => {
    if (node.hiddenAt.includes(name)) return undefined;
    const g = (p: string) => effectiveAt(node.style, breakpoints, i, p);
    const fontSize = num(g('font-size')) || 16;
    const lh = g('line-height');
    const lineHeight = lh?.type === 'unit' ? (lh.unit === 'px' ? lh.value : lh.unit === 'em' || lh.unit === 'number' ? lh.value * fontSize : 1.2 * fontSize) : 1.2 * fontSize;
    const { top, below } = buttonLineOffsets({
      fontSize, lineHeight,
      paddingTop: num(g('padding-top')), paddingBottom: num(g('padding-bottom')),
      borderTop: g('border-style') ? num(g('border-top-width')) : 0, borderBottom: g('border-style') ? num(g('border-bottom-width')) : 0,
    }, THEME_LINES[name] ?? THEME_LINES.desktop);
    if (top < 0.5 && below < 0.5) return undefined;
    // Without vertical padding the source's height came from a CSS height (a centred flex
    // button) the widget does not carry: its box is not the source's, so nothing to take back.
    if (num(g('padding-top')) + num(g('padding-bottom')) <= 0) return undefined;
    const r = (v: number) => Math.round(v * 100) / 100;
    return [r(num(g('margin-top')) - top), num(g('margin-right')), r(num(g('margin-bottom')) - below), num(g('margin-left'))];
  });
}

/**
 * Writes the widget's `_margin` at every device once any device needs the line taken back (a
 * device that does not need it gets its own margin again, not the wider device's adjusted one).
 */
export function emitLineMargins(ctx: SerializeContext, node: IRButton, settings: Settings): void {
  const adjusted = buttonWidgetMargins(node, ctx.breakpoints);
  if (adjusted.every((m) => m === undefined)) return;
  ctx.breakpoints.forEach((name, i) => {
    if (i > 0 && (!ctx.responsive || node.hiddenAt.includes(name))) return;
    const g = (p: string) => num(effectiveAt(node.style, ctx.breakpoints, i, p));
    const [top, right, bottom, left] = adjusted[i] ?? [g('margin-top'), g('margin-right'), g('margin-bottom'), g('margin-left')];
    settings[`_margin${deviceSuffix(ctx, i)}`] = mergeBox(top, right, bottom, left);
  });
}
