import { BORDER_WIDTH, MARGINS, PADDING, RADIUS, SIDES } from '../../ir/styles.ts';
import { parseColor, parseShadows, splitTopLevel } from '../../ir/values.ts';
import type { Decls } from '../css-style.ts';

/**
 * CSS declarations → Bricks style settings (../shared/formats/bricks.md §3): underscore keys,
 * CSS strings with units, colour objects. What has no setting is returned for `_cssCustom`.
 */
export type Settings = Record<string, unknown>;

/** IR breakpoint name (contract's Bricks set) → Bricks key suffix; the widest is the base. */
export const BREAKPOINT_SUFFIX: Record<string, string> = {
  desktop: '',
  tablet: ':tablet_portrait',
  mobileLandscape: ':mobile_landscape',
  mobile: ':mobile_portrait',
};

export function colorObject(css: string): Record<string, string> {
  const c = parseColor(css);
  if (!c) return { raw: css };
  if (c.alpha >= 1) return { hex: `#${[c.r, c.g, c.b].map((n) => n.toString(16).padStart(2, '0')).join('')}` };
  return { rgb: `rgba(${c.r}, ${c.g}, ${c.b}, ${c.alpha})` };
}

const SIMPLE: Record<string, string> = {
  width: '_width', 'max-width': '_widthMax', 'min-height': '_heightMin', height: '_height',
  display: '_display', 'flex-wrap': '_flexWrap', 'align-items': '_alignItems', 'justify-content': '_justifyContent',
  'align-self': '_alignSelf', order: '_order', position: '_position', top: '_top', left: '_left', 'z-index': '_zIndex',
  overflow: '_overflow', opacity: '_opacity', 'grid-template-columns': '_gridTemplateColumns', 'grid-template-rows': '_gridTemplateRows',
};
const LAYOUT_ONLY: Record<string, string> = { 'flex-direction': '_direction', 'column-gap': '_columnGap', 'row-gap': '_rowGap' };
const OTHER_ONLY: Record<string, string> = { 'flex-direction': '_flexDirection' };
const TYPOGRAPHY = ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'text-transform', 'text-decoration', 'text-align', 'color'];
const DISPLAYS = new Set(['flex', 'grid', 'block', 'inline-block', 'inline', 'none']);

/**
 * The sides of a per-side group given in `rest` (`names`, in CSS order) as Bricks' {top, right,
 * bottom, left} object, taken out of `rest`; undefined when none is given. Bricks' radius keys
 * are these side names too, for the corners in CSS order (top-left, top-right, ...).
 */
function givenSides(rest: Decls, take: (k: string) => string | undefined, names: readonly string[]): Record<string, string | undefined> | undefined {
  let out: Record<string, string | undefined> | undefined;
  for (const [k, p] of names.entries()) if (rest[p] !== undefined && rest[p] !== 'initial') (out ??= {})[SIDES[k]] = take(p);
  return out;
}

/**
 * Writes `decls` (one breakpoint's new or changed values) as settings with `suffix`; object
 * controls get only the changed sub-keys, as Bricks generates CSS per sub-key. Returns what
 * no setting expresses.
 */
export function toSettings(settings: Settings, decls: Decls, suffix: string, layout: boolean, full: Decls): Decls {
  const rest: Decls = { ...decls };
  const take = (k: string) => {
    const v = rest[k];
    delete rest[k];
    return v;
  };
  const set = (key: string, value: unknown) => {
    settings[`${key}${suffix}`] = value;
  };
  for (const [css, key] of Object.entries({ ...SIMPLE, ...(layout ? LAYOUT_ONLY : OTHER_ONLY) })) {
    const v = rest[css];
    if (v === undefined || v === 'initial' || v === 'revert') continue;
    if (css === 'display' && !DISPLAYS.has(v)) continue;
    set(key, take(css));
  }
  for (const [box, names] of [['padding', PADDING], ['margin', MARGINS]] as const) {
    const sides = givenSides(rest, take, names);
    if (sides) set(`_${box}`, sides);
  }
  const flex = rest.flex?.split(' ');
  if (flex?.length === 3) {
    take('flex');
    set('_flexGrow', flex[0]);
    set('_flexShrink', flex[1]);
    set('_flexBasis', flex[2]);
  }
  const typography: Settings = {};
  for (const k of TYPOGRAPHY) {
    const v = rest[k];
    if (v === undefined || v === 'initial') continue;
    take(k);
    typography[k] = k === 'color' ? colorObject(v) : k === 'font-family' ? v.replace(/^"(.*)"$/, '$1') : v;
  }
  if (Object.keys(typography).length) set('_typography', typography);
  background(rest, take, set);
  border(rest, take, set, full);
  const shadow = rest['box-shadow'];
  if (shadow && shadow !== 'none' && splitTopLevel(shadow).length === 1) {
    const s = parseShadows(shadow)[0];
    if (s) {
      take('box-shadow');
      set('_boxShadow', { values: { offsetX: s.x, offsetY: s.y, blur: s.blur, spread: s.spread }, color: colorObject(`rgba(${s.color.r}, ${s.color.g}, ${s.color.b}, ${s.color.alpha})`), ...(s.inset ? { inset: true } : {}) });
    }
  }
  return rest;
}

function background(rest: Decls, take: (k: string) => string | undefined, set: (k: string, v: unknown) => void): void {
  const bg: Settings = {};
  const color = rest['background-color'];
  if (color && color !== 'initial') bg.color = colorObject(take('background-color')!);
  const image = rest['background-image'];
  const url = image ? /^url\("(.*)"\)$/.exec(image) : null;
  // One image layer is a setting; gradients and several layers stay CSS.
  if (url && !url[1].includes('"')) {
    take('background-image');
    bg.image = { url: url[1], external: true, filename: url[1].split('/').pop()?.split('?')[0] ?? '' };
    for (const [css, key] of [['background-size', 'size'], ['background-position', 'position'], ['background-repeat', 'repeat'], ['background-attachment', 'attachment']] as const) {
      const v = take(css);
      if (v) bg[key] = v;
    }
  }
  if (Object.keys(bg).length) set('_background', bg);
}

function border(rest: Decls, take: (k: string) => string | undefined, set: (k: string, v: unknown) => void, full: Decls): void {
  const b: Settings = {};
  const widths = givenSides(rest, take, BORDER_WIDTH);
  if (widths) b.width = widths;
  if (rest['border-style'] && rest['border-style'] !== 'initial') b.style = take('border-style');
  if (rest['border-color'] && rest['border-color'] !== 'initial') b.color = colorObject(take('border-color')!);
  const radius = givenSides(rest, take, RADIUS);
  if (radius) b.radius = radius;
  // A width without a style draws nothing: repeat the style the breakpoint inherits.
  if (b.width && !b.style && full['border-style']) b.style = full['border-style'];
  if (Object.keys(b).length) set('_border', b);
}
