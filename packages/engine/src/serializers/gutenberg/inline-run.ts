import type { IRContainer, IRNode, IRText, StyleMap } from '../../ir/types.ts';
import { round, sameData, type StyleValue } from '../../ir/values.ts';
import { composeStyle } from '../../ir/responsive.ts';
import { MARGINS, PADDING } from '../../ir/styles.ts';
import { bareBox, everyBp, kw, num, sameHidden, val } from '../../passes/reduce-dom-fold.ts';
import { PAINT } from '../../passes/reduce-dom.ts';
import type { GutenbergContext } from './context.ts';
import { escapeAttr } from './markup.ts';

/** Each item's own box in the row: it becomes an inline block inside the one paragraph. */
const ITEM_BOX = new Set<string>(['width', ...MARGINS, 'align-self', 'flex-size', ...PADDING]);
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
const pxText = (v: StyleValue | undefined) => `${round(num(v))}px`;

/**
 * Reduce DOM Size `advanced`: texts of one look side by side in a row (a navbar's links) become one
 * paragraph, each text an inline block of its own width, padding and side margins at the top of the
 * line, in the same order with nothing between: the line draws them where the row did. The row's
 * items must show at the same widths, keep their box at every width they show (the navbars of the
 * corpus collapse below the desktop) and have no order; the row must
 * not wrap or space them out. `children`: the row's children after its picture steps.
 */
export function withInlineRuns(ctx: GutenbergContext, row: IRContainer, children: IRNode[]): IRNode[] {
  const bps = ctx.breakpoints;
  if (ctx.reduceDomSize !== 'advanced' || children.length < 2) return children;
  const rowFits = everyBp(bps, (i) => {
    if (row.hiddenAt.includes(bps[i])) return true;
    const justify = kw(val(row, bps, i, 'justify-content'));
    return (
      kw(val(row, bps, i, 'display')) !== 'grid' &&
      kw(val(row, bps, i, 'flex-direction')) === 'row' &&
      kw(val(row, bps, i, 'flex-wrap')) !== 'wrap' &&
      num(val(row, bps, i, 'column-gap')) === 0 &&
      (!justify || ['flex-start', 'start', 'normal', 'flex-end', 'end', 'center'].includes(justify))
    );
  });
  if (!rowFits) return children;
  const out: IRNode[] = [];
  let run: IRText[] = [];
  const flush = () => {
    if (run.length >= 2) out.push(mergeRun(run, bps));
    else out.push(...run);
    run = [];
  };
  for (const c of children) {
    if (inlineable(c, bps) && (!run.length || sameRun(run[0], c, bps))) run.push(c);
    else {
      flush();
      if (inlineable(c, bps)) run.push(c);
      else out.push(c);
    }
  }
  flush();
  return out.length === children.length ? children : out;
}

/** Breakpoints where the node shows. */
const shownAt = (node: IRNode, bps: string[]) => bps.map((bp, i) => (node.hiddenAt.includes(bp) ? -1 : i)).filter((i) => i >= 0);

function inlineable(node: IRNode, bps: string[]): node is IRText {
  // A text's hover look is not written for Gutenberg (only a button's is): it does not keep a text apart.
  if (node.kind !== 'text' || node.unexpressed?.length || node.lookCopy) return false;
  if (/<(?:p|div|ul|ol|li|h\d|table|br)\b/i.test(node.html)) return false;
  const shown = shownAt(node, bps);
  // Shown on the desktop: its base style is the look the paragraph takes.
  if (shown[0] !== 0) return false;
  // The same box at every width it shows: inline styles carry no breakpoint.
  const first = shown[0];
  const props = new Set([...Object.keys(node.style.base), ...Object.values(node.style.overrides).flatMap((m) => Object.keys(m))]);
  if (![...props].every((p) => shown.every((i) => sameData(val(node, bps, i, p), val(node, bps, first, p))))) return false;
  if (!bareBox({ ...node, style: { base: Object.fromEntries(Object.entries(node.style.base).filter(([k]) => !k.startsWith('padding-'))), overrides: {} } }, bps, PAINT)) return false;
  const g = (p: string) => val(node, bps, first, p);
  const w = g('width');
  if (w && !(w.type === 'unit' && w.unit === 'px') && kw(w) !== 'auto') return false;
  if (kw(g('flex-size')) === 'grow' || num(g('flex-order')) !== 0) return false;
  if (!['flex-start', 'start', 'stretch', undefined].includes(kw(g('align-self')))) return false;
  return [...ITEM_BOX].filter((p) => p !== 'width' && p !== 'align-self' && p !== 'flex-size').every((p) => isPx(g(p)) && num(g(p)) >= 0);
}

/** The look apart from each item's box (font, colour, line): the same, and the same height of box above and below the text. */
function sameRun(a: IRText, b: IRText, bps: string[]): boolean {
  const look = (n: IRText) => Object.fromEntries(Object.entries(n.style.base).filter(([k]) => !ITEM_BOX.has(k)));
  const first = shownAt(a, bps)[0];
  const v = (n: IRText, p: string) => num(val(n, bps, first, p));
  return (
    sameData([...a.hiddenAt].sort(), [...b.hiddenAt].sort()) &&
    sameData(look(a), look(b)) &&
    ['padding-top', 'padding-bottom', 'margin-top', 'margin-bottom'].every((p) => v(a, p) === v(b, p)) &&
    !!a.link === !!b.link
  );
}

/** Paragraphs mergeRun made (inlineRowText takes only those). */
const merged = new WeakSet<IRNode>();

/** Where the row puts its items: the paragraph's text-align for its inline blocks. */
const ALIGN: Record<string, string> = { 'flex-start': 'left', start: 'left', normal: 'left', 'flex-end': 'right', end: 'right', center: 'center' };
const ROW_PLACE = ['width', 'margin-left', 'margin-right', 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];

/**
 * Reduce DOM Size `advanced`: a row that paints nothing, has no padding and holds only the one
 * paragraph withInlineRuns made of all its items is that paragraph, placed as the row was, its
 * inline blocks aligned where the row's justify-content put them (left, right or centre: with
 * nothing between them, the line is the row's). The paragraph standing for the row, or undefined.
 */
export function inlineRowText(ctx: GutenbergContext, row: IRContainer, children: IRNode[]): IRNode | undefined {
  const bps = ctx.breakpoints;
  const text = children[0];
  if (ctx.reduceDomSize !== 'advanced' || children.length !== 1 || !merged.has(text) || !sameHidden(row, text)) return undefined;
  if (row.link || row.hover || row.unexpressed?.length || row.lookCopy || !bareBox(row, bps, PAINT)) return undefined;
  if (!everyBp(bps, (i) => ['margin-top', 'margin-bottom'].every((p) => isPx(val(row, bps, i, p))))) return undefined;
  const props = new Set([...Object.keys(text.style.base), ...ROW_PLACE, 'text-align']);
  const style = composeStyle(bps, props, (p, i) => {
    if (ROW_PLACE.includes(p)) return val(row, bps, i, p);
    if (p === 'text-align') return { type: 'keyword', value: ALIGN[kw(val(row, bps, i, 'justify-content')) ?? 'normal'] ?? 'left' };
    if (p === 'margin-top' || p === 'margin-bottom') return { type: 'unit', value: round(num(val(row, bps, i, p)) + num(val(text, bps, i, p))), unit: 'px' };
    return val(text, bps, i, p);
  });
  return { ...(text as IRText), style };
}

function mergeRun(run: IRText[], bps: string[]): IRText {
  const first = shownAt(run[0], bps)[0];
  const g = (n: IRNode, p: string) => val(n, bps, first, p);
  const parts = run.map((n) => {
    const w = g(n, 'width');
    const box = [
      'display:inline-block',
      'vertical-align:top',
      'box-sizing:border-box',
      'white-space:normal',
      ...(w?.type === 'unit' ? [`width:${pxText(w)}`] : []),
      `padding:${PADDING.map((p) => pxText(g(n, p))).join(' ')}`,
      `margin:0 ${pxText(g(n, 'margin-right'))} 0 ${pxText(g(n, 'margin-left'))}`,
    ].join(';');
    if (n.link) {
      const target = n.link.newTab ? ' target="_blank" rel="noreferrer noopener"' : '';
      return `<a href="${escapeAttr(n.link.href)}"${target} style="${box}">${n.html}</a>`;
    }
    return `<span style="${box}">${n.html}</span>`;
  });
  // The paragraph: the items' look, as wide as they are together (or its content), their vertical margins.
  const widths = run.map((n) => g(n, 'width'));
  const outer = run.reduce((s, n) => s + num(g(n, 'margin-left')) + num(g(n, 'margin-right')), 0);
  const fixed = widths.every((w) => w?.type === 'unit');
  const base: StyleMap = Object.fromEntries(Object.entries(run[0].style.base).filter(([k]) => !ITEM_BOX.has(k)));
  base.width = fixed ? { type: 'unit', value: round(widths.reduce((s, w) => s + num(w), 0) + outer), unit: 'px' } : { type: 'keyword', value: 'auto' };
  base['margin-top'] = g(run[0], 'margin-top') ?? { type: 'unit', value: 0, unit: 'px' };
  base['margin-bottom'] = g(run[0], 'margin-bottom') ?? { type: 'unit', value: 0, unit: 'px' };
  base['margin-left'] = { type: 'unit', value: 0, unit: 'px' };
  base['margin-right'] = { type: 'unit', value: 0, unit: 'px' };
  base['align-self'] = { type: 'keyword', value: 'flex-start' };
  base['white-space'] = { type: 'keyword', value: 'nowrap' };
  const text: IRText = { kind: 'text', html: parts.join(''), style: { base, overrides: {} }, hiddenAt: run[0].hiddenAt, source: run[0].source };
  merged.add(text);
  return text;
}
