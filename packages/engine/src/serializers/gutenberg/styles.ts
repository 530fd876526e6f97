import { BORDER_WIDTH, CORNERS, PADDING, RADIUS, SIDES } from '../../ir/styles.ts';
import type { IRNode } from '../../ir/types.ts';
import type { StyleValue } from '../../ir/values.ts';
import { cssValue, fontFamilyCss, type Decls } from './css.ts';

/**
 * The block supports a block's `style` attribute may carry, per block family (from the
 * blocks' block.json `supports`): text blocks (paragraph, heading, list) take colour,
 * typography, padding and vertical margins; groups also border, radius, shadow and min-height;
 * buttons colour, typography, padding, border, radius and shadow (on the `<a>`).
 */
export type SupportSet = 'text' | 'group' | 'button' | 'none';

export interface NativeStyle {
  /** The block's `style` attribute (preset-free: explicit values only). */
  style: Record<string, unknown>;
  /** The inline declarations `save()` writes for it, on the element the block styles. */
  inline: Decls;
  classes: string[];
  /** IR properties written natively (at the base); the rest goes to the block's CSS. */
  consumed: Set<string>;
}

const px = (v: StyleValue | undefined) => (v?.type === 'unit' && v.unit === 'px' ? `${v.value}px` : undefined);

/**
 * A font size the theme's fluid typography leaves alone: WordPress rewrites plain px/em/rem
 * custom sizes into `clamp()` when the theme turns fluid typography on (Twenty Twenty-Five
 * does), but returns any value it cannot parse as one length unchanged
 * (`wp_get_typography_font_size_value`). A clamp with equal bounds is that value.
 */
export function fixedFontSize(size: string): string {
  return `clamp(${size}, ${size}, ${size})`;
}

const SIMPLE_KEYWORD = /^[a-z-]+$|^\d{3}$/;

export function nativeStyle(node: IRNode, set: SupportSet): NativeStyle {
  const base = node.style.base;
  const style: Record<string, Record<string, unknown> | string> = {};
  const inline: Decls = new Map();
  const classes: string[] = [];
  const consumed = new Set<string>();
  if (set === 'none') return { style, inline, classes, consumed };
  const group = (k: string) => (style[k] ??= {}) as Record<string, unknown>;

  const color = base.color;
  if (color?.type === 'color') {
    group('color').text = cssValue(color);
    inline.set('color', cssValue(color)!);
    classes.push('has-text-color');
    consumed.add('color');
  }
  const bg = base['background-color'];
  if (bg?.type === 'color' && bg.alpha > 0 && !base['background-image']) {
    group('color').background = cssValue(bg);
    inline.set('background-color', cssValue(bg)!);
    classes.push('has-background');
    consumed.add('background-color');
  }

  const typo = (prop: string, key: string, value: string | undefined) => {
    if (!value) return;
    group('typography')[key] = value;
    inline.set(prop, value);
    consumed.add(prop);
  };
  const size = px(base['font-size']);
  if (size) {
    typo('font-size', 'fontSize', fixedFontSize(size));
    if (set === 'button') classes.push('has-custom-font-size');
  }
  const family = fontFamilyCss(base['font-family']);
  typo('font-family', 'fontFamily', family);
  const lh = base['line-height'];
  typo('line-height', 'lineHeight', lh?.type === 'unit' ? cssValue(lh) : undefined);
  for (const [prop, key] of [['font-weight', 'fontWeight'], ['font-style', 'fontStyle'], ['text-transform', 'textTransform'], ['text-decoration', 'textDecoration']] as const) {
    const v = base[prop];
    typo(prop, key, v?.type === 'keyword' && SIMPLE_KEYWORD.test(v.value) ? v.value : undefined);
  }
  typo('letter-spacing', 'letterSpacing', px(base['letter-spacing']));

  const padding = PADDING.map((p) => px(base[p]));
  if (padding.every(Boolean)) {
    group('spacing').padding = Object.fromEntries(SIDES.map((s, i) => [s, padding[i]]));
    PADDING.forEach((p, i) => {
      inline.set(p, padding[i]!);
      consumed.add(p);
    });
  }
  if (set === 'text' || set === 'group') {
    const margin = { top: px(base['margin-top']), bottom: px(base['margin-bottom']) };
    if (margin.top && margin.bottom) {
      group('spacing').margin = margin;
      inline.set('margin-top', margin.top);
      inline.set('margin-bottom', margin.bottom);
      consumed.add('margin-top').add('margin-bottom');
    }
  }
  if (set === 'group' || set === 'button') {
    borderSupport(node, group, inline, classes, consumed);
    const shadow = base['box-shadow'];
    if (shadow?.type === 'shadow') {
      style.shadow = cssValue(shadow)!;
      inline.set('box-shadow', style.shadow);
      consumed.add('box-shadow');
    }
  }
  if (set === 'group') {
    const mh = px(base['min-height']);
    if (mh && mh !== '0px') {
      group('dimensions').minHeight = mh;
      inline.set('min-height', mh);
      consumed.add('min-height');
    }
  }
  return { style, inline, classes, consumed };
}

/** Uniform borders (one width, style and colour) and per-corner radii. */
function borderSupport(node: IRNode, group: (k: string) => Record<string, unknown>, inline: Decls, classes: string[], consumed: Set<string>): void {
  const base = node.style.base;
  const radii = RADIUS.map((p) => px(base[p]));
  if (radii.every(Boolean) && radii.some((r) => r !== '0px')) {
    const key = (c: string) => c.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase());
    group('border').radius = Object.fromEntries(CORNERS.map((c, i) => [key(c), radii[i]]));
    RADIUS.forEach((p, i) => {
      inline.set(p, radii[i]!);
      consumed.add(p);
    });
  }
  const widths = BORDER_WIDTH.map((p) => px(base[p]));
  const bstyle = base['border-style'];
  const bcolor = base['border-color'];
  if (bstyle?.type === 'keyword' && bcolor?.type === 'color' && widths.every((w) => w && w === widths[0]) && widths[0] !== '0px') {
    const border = group('border');
    border.width = widths[0];
    border.style = bstyle.value;
    border.color = cssValue(bcolor);
    inline.set('border-width', widths[0]!);
    inline.set('border-style', bstyle.value);
    inline.set('border-color', cssValue(bcolor)!);
    classes.push('has-border-color');
    for (const p of BORDER_WIDTH) consumed.add(p);
    consumed.add('border-style').add('border-color');
  }
}
