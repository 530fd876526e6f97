import { effectiveAt } from '../../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../../ir/styles.ts';
import type { IRContainer, IRNode } from '../../ir/types.ts';
import { keywordOf, round, type StyleValue } from '../../ir/values.ts';
import { num, sameHidden } from '../../passes/reduce-dom-fold.ts';
import type { GutenbergContext } from './context.ts';
import { inlinePicture, isPx, placesFromStart, sameAcross } from './picture-row.ts';

/** Properties of the picture and the text this step reads at the widest breakpoint only: no narrower breakpoint may change them. */
const FIXED = [
  'width',
  ...MARGINS,
  'align-self',
  'padding-top',
  'padding-right',
  'border-top-width',
  'border-right-width',
  'position',
  'display',
  'flex-order',
];

/**
 * Reduce DOM Size `advanced`, the mirror of the leading picture (picture-row.ts): a row whose last
 * item is a picture (an icon, an inline SVG) right after a text (a "Learn more" link with its
 * arrow, a menu entry with its caret) puts the picture into the text as an inline image at the end
 * of its line. The text is as wide as its content (`width: auto` in a row: it never wraps, so the
 * picture was beside its only line), and grows by the gap and the picture; the image sits at the top
 * of the line with the picture's top offset, at the picture's px size per breakpoint. Only where the
 * row keeps its height and places: the row places its items from the start and does not wrap, both
 * sit at the top of the row, the picture is no taller than the text's line. One block fewer; the
 * picture is still an image the user can pick in the text. The row's children without the
 * picture, or undefined.
 */
export function withPictureAtRowEnd(ctx: GutenbergContext, row: IRContainer): IRNode[] | undefined {
  const bps = ctx.breakpoints;
  if (ctx.reduceDomSize !== 'advanced' || !ctx.contentWidths || row.children.length < 2) return undefined;
  const picture = row.children[row.children.length - 1];
  const text = row.children[row.children.length - 2];
  const rest = row.children.slice(0, -2);
  if (text.kind !== 'text' && text.kind !== 'heading') return undefined;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  if (!placesFromStart(row, bps, { noWrap: true })) return undefined;
  for (const n of [picture, text]) if (n.link || n.hover || n.unexpressed?.length || n.lookCopy || !sameAcross(n, bps, FIXED)) return undefined;
  // One line of inline content only: a break or a picture already in the text would put the new one elsewhere.
  if (!sameHidden(picture, text) || /<(img|br|p|div|ul|ol|li|h[1-6])\b/i.test(text.html)) return undefined;
  const image = inlinePicture(picture, bps);
  if (!image) return undefined;
  const b = picture.style.base;
  const t = text.style.base;
  const w = b.width;
  if (w?.type !== 'unit' || (w.unit !== 'px' && w.unit !== '%') || !MARGINS.every((p) => isPx(b[p])) || b.position || t.position) return undefined;
  if (PADDING.some((p, k) => num(b[p]) || num(b[BORDER_WIDTH[k]]))) return undefined;
  // As wide as its one line, with nothing at its right edge, so the picture can follow the line's last glyph.
  if (keywordOf(t.width) !== 'auto' || num(t['padding-right']) || num(t['border-right-width'])) return undefined;
  if (!MARGINS.every((p) => isPx(t[p])) || !isPx(t['padding-top']) || !isPx(t['border-top-width'])) return undefined;
  const top = (n: IRNode) => (keywordOf(n.style.base['align-self']) ?? 'flex-start') === 'flex-start';
  if (!top(picture) || !top(text)) return undefined;
  // The line starts below the text's top margin, padding and border.
  const dy = num(b['margin-top']) - num(t['margin-top']) - num(t['padding-top']) - num(t['border-top-width']);
  const content = ctx.contentWidths.get(row) ?? [];
  const widths = bps.map((_, i) => (w.unit === 'px' ? w.value : content[i] !== undefined ? (w.value / 100) * content[i]! : undefined));
  const fits = bps.every((bp, i) => {
    const lh = at(text, i, 'line-height');
    const pw = widths[i];
    if (row.hiddenAt.includes(bp) || text.hiddenAt.includes(bp)) return true;
    return lh?.type === 'unit' && lh.unit === 'px' && pw !== undefined && dy >= 0 && dy + pw / image.aspect <= lh.value + 0.5;
  });
  if (!fits || widths.some((pw) => pw === undefined)) return undefined;
  const before = num(t['margin-right']) + num(at(row, 0, 'column-gap')) + num(b['margin-left']);
  const rules: Array<[string, number, Map<string, string>]> = [];
  bps.forEach((_, i) => {
    const pw = widths[i]!;
    if (i > 0 && (!ctx.responsive || Math.abs(pw - widths[i - 1]!) < 0.01)) return;
    rules.push([
      ' img',
      i,
      new Map([
        ['width', `${round(pw)}px`],
        ['height', `${round(pw / image.aspect)}px`],
      ]),
    ]);
  });
  // The picture's right margin now follows the text (it matters where the row is as wide as its items).
  rules.push(['', 0, new Map([['margin-right', `${round(num(b['margin-right']))}px`]])]);
  rules.push([
    ' img',
    0,
    new Map([
      ['display', 'inline-block'],
      ['vertical-align', 'top'],
      ['max-width', 'none'],
      ['margin', `${round(dy)}px 0 0 ${round(before)}px`],
    ]),
  ]);
  const moved = { ...text, html: `${text.html.replace(/\s+$/, '')}<img src="${image.src.replace(/"/g, '&quot;')}" alt=""/>` };
  (ctx.extraRules ??= new Map()).set(moved, rules);
  return [...rest, moved];
}
