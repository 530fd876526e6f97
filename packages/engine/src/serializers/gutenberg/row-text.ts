import { composeStyle } from '../../ir/responsive.ts';
import type { IRContainer, IRHeading, IRNode, IRText, ResponsiveStyle, StyleMap } from '../../ir/types.ts';
import { round, type StyleValue } from '../../ir/values.ts';
import { MARGINS, PADDING } from '../../ir/styles.ts';
import { bareBox, everyBp, kw, num, sameHidden, val } from '../../passes/reduce-dom-fold.ts';
import { PAINT } from '../../passes/reduce-dom.ts';
import type { GutenbergContext } from './context.ts';
import { isPx } from './picture-row.ts';

const px = (value: number): StyleValue => ({ type: 'unit', value: round(value), unit: 'px' });
/** Where the row sits in its parent: the text takes it over. */
const PLACEMENT = ['width', 'margin-left', 'margin-right', 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];
/** The row's own layout, meaningless on a text. */
const ROW_LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'column-gap', 'row-gap', 'justify-content', 'align-items', 'align-content']);
/** The text's own spacing, not the row's, where no rule above composes them. */
const ROW_FRAME = new Set<string>([...PADDING, 'margin-top', 'margin-bottom']);
/** The row's and the text's spacing, which must be px on both so they add up. */
const SPACING = [...PADDING, ...MARGINS];

/**
 * Reduce DOM Size `advanced`: a row left holding only its text once its picture went into that
 * text as an inline image (picture-row.ts, picture-row-end.ts) gives way to the text, one block
 * fewer. The text takes the row's place (width, side margins, alignment, flex and grid placement);
 * the row's padding and the text's own margins and padding become the text's padding, the vertical
 * margins add up (flex boxes do not collapse them). The text starts at the row's left edge as it
 * did: only a row that paints nothing, has no border or min-height and places its item from the
 * start, and a text that paints nothing, is aligned to the start and has px spacing.
 * `children`: the row's children after its picture step. The text standing for the row, or undefined.
 */
export function rowAsText(ctx: GutenbergContext, row: IRContainer, children: IRNode[]): IRNode | undefined {
  const bps = ctx.breakpoints;
  if (ctx.reduceDomSize !== 'advanced' || children.length !== 1 || row.children.length < 2) return undefined;
  const text = children[0];
  const rules = ctx.extraRules?.get(text);
  if ((text.kind !== 'text' && text.kind !== 'heading') || !rules) return undefined;
  // A text the step widened keeps its own width: it cannot take the row's.
  if (rules.some(([sub, , decls]) => sub === '' && decls.has('width'))) return undefined;
  if (row.link || row.hover || row.unexpressed?.length || row.lookCopy || !sameHidden(row, text)) return undefined;
  if (!bareBox({ ...row, style: without(row.style, (p) => p.startsWith('padding-')) }, bps, PAINT)) return undefined;
  if (!bareBox({ ...text, style: without(text.style, (p) => p.startsWith('padding-')) }, bps, PAINT)) return undefined;
  const ok = everyBp(bps, (i) => {
    const justify = kw(val(row, bps, i, 'justify-content'));
    const align = kw(val(text, bps, i, 'text-align'));
    // A row, and a text as wide as its one line there: as wide as the row, left-aligned, it draws the same line.
    return (
      kw(val(row, bps, i, 'flex-direction')) === 'row' &&
      kw(val(text, bps, i, 'width')) === 'auto' &&
      kw(val(row, bps, i, 'display')) !== 'grid' &&
      (!justify || ['flex-start', 'start', 'normal'].includes(justify)) &&
      (!align || ['left', 'start', 'justify'].includes(align)) &&
      SPACING.every((p) => isPx(val(row, bps, i, p)) && isPx(val(text, bps, i, p))) &&
      num(val(text, bps, i, 'margin-right')) >= 0
    );
  });
  if (!ok) return undefined;
  // What the picture step set on the text itself (its left margin and padding where it took the picture's place).
  const own = (prop: string, i: number): StyleValue | undefined => {
    let v = val(text, bps, i, prop);
    for (const [sub, bp, decls] of rules) {
      const d = decls.get(prop);
      if (sub === '' && bp <= i && d !== undefined) v = parsePx(d);
    }
    return v;
  };
  const style = composeStyle(bps, propsOf(row.style, text.style, ['padding-left', 'padding-right', 'padding-top', 'padding-bottom']), (prop, i) => {
    if (PLACEMENT.includes(prop)) return val(row, bps, i, prop);
    if (ROW_LAYOUT.has(prop)) return undefined;
    if (prop === 'margin-top' || prop === 'margin-bottom') return px(num(val(row, bps, i, prop)) + num(val(text, bps, i, prop)));
    if (prop === 'padding-left') return px(num(val(row, bps, i, prop)) + num(own('margin-left', i)) + num(own('padding-left', i)));
    // The right margin only sizes a row as wide as its items; in a row of its own width it would only narrow the line.
    if (prop === 'padding-right') {
      const trailing = kw(val(row, bps, i, 'width')) === 'auto' || !val(row, bps, i, 'width') ? num(own('margin-right', i)) : 0;
      return px(num(val(row, bps, i, prop)) + trailing + num(own('padding-right', i)));
    }
    if (prop === 'padding-top' || prop === 'padding-bottom') return px(num(val(row, bps, i, prop)) + num(val(text, bps, i, prop)));
    if (ROW_FRAME.has(prop)) return val(text, bps, i, prop);
    return val(text, bps, i, prop);
  });
  // The step's own placement of the text is now the composed style's; its hanging indent and the image rules stay.
  const kept: Array<[string, number, Map<string, string>]> = rules
    .map(([sub, bp, decls]): [string, number, Map<string, string>] => {
      if (sub !== '') return [sub, bp, decls];
      const d = new Map(decls);
      for (const p of ['margin-left', 'margin-right', 'padding-left', 'padding-right']) d.delete(p);
      return [sub, bp, d];
    })
    .filter(([, , d]) => d.size > 0);
  const out = { ...(text as IRText | IRHeading), style } as IRNode;
  ctx.extraRules!.set(out, kept);
  return out;
}

function parsePx(v: string): StyleValue | undefined {
  const m = /^(-?\d+(?:\.\d+)?)px$/.exec(v);
  return m ? px(Number(m[1])) : undefined;
}

function propsOf(a: ResponsiveStyle, b: ResponsiveStyle, extra: string[]): Set<string> {
  const out = new Set(extra);
  for (const s of [a, b]) for (const m of [s.base, ...Object.values(s.overrides)]) for (const k of Object.keys(m)) out.add(k);
  return out;
}

function without(style: ResponsiveStyle, drop: (prop: string) => boolean): ResponsiveStyle {
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => !drop(k)));
  return { base: strip(style.base), overrides: Object.fromEntries(Object.entries(style.overrides).map(([k, v]) => [k, strip(v)])) };
}
