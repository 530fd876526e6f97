import type { IRContainer, IRHeading, IRNode, IRText } from '../../ir/types.ts';
import { keywordOf } from '../../ir/values.ts';
// WordPress texturizes post content on output, table cells included: the same guard as the paragraphs'.
import { guardTexturize } from '../texturize.ts';
import { boxSizing, classText, routeCss } from './blocks.ts';
import { count, type GutenbergContext } from './context.ts';
import { block, htmlAttrs } from './markup.ts';
import { attachCss, BlockCss, visibilityRules } from './responsive.ts';

/**
 * Reduce DOM Size, Gutenberg's own step: a source `<table>` the IR holds as a column of row boxes
 * (told by the source element each IR node records)
 * (`<tr>`) of texts (`<th>`, `<td>`) is one `core/table` block instead of a group per row and a
 * paragraph per cell. Each cell keeps its look (colours, type, padding, border, width) as the
 * block's CSS on its `nth-child` cell; WordPress's own table look (borders, padding) is reset.
 */
export function isTableBox(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): boolean {
  if (!ctx.reduceDomSize || isRoot || !/^table\b/.test(node.source) || node.link || node.hover || node.unexpressed?.length) return false;
  const rows = node.children;
  if (!rows.length || keywordOf(node.style.base.display) === 'grid') return false;
  const width = (rows[0] as IRContainer).children?.length;
  return rows.every(
    (r) =>
      r.kind === 'container' &&
      /^tr\b/.test(r.source) &&
      !r.link &&
      !r.hover &&
      !r.unexpressed?.length &&
      !r.hiddenAt.length &&
      (keywordOf(r.style.base['flex-direction']) ?? 'column') === 'row' &&
      Object.keys(r.style.overrides).every((bp) => !r.style.overrides[bp]['flex-direction']) &&
      r.children.length === width &&
      r.children.every(isCell),
  );
}

function isCell(c: IRNode): c is IRText | IRHeading {
  return (
    (c.kind === 'text' || c.kind === 'heading') &&
    !c.link &&
    !c.hover &&
    !c.unexpressed?.length &&
    !c.lookCopy &&
    !c.hiddenAt.length &&
    /^t[hd]\b/.test(c.source)
  );
}

/** What places a cell in a flex row: a table places its cells itself. */
const CELL_PLACEMENT = new Set([
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'align-self',
  'flex-size',
  'flex-order',
  'grid-column',
  'grid-row',
]);
/** The row box's flex layout: the figure is a block. */
const BOX_LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'row-gap', 'column-gap', 'grid-template-columns', 'grid-template-rows']);

/** `node`: a box isTableBox accepted. */
export function tableBlock(ctx: GutenbergContext, node: IRContainer): string {
  count(ctx, 'nativeWidgets');
  const rows = node.children as IRContainer[];
  const css = new BlockCss();
  routeCss(ctx, node, css, new Set(), (p) => (BOX_LAYOUT.has(p) ? null : ''));
  visibilityRules(ctx, node, css, 'block');
  boxSizing(node, css);
  // WordPress's table look (block library and theme) gives way to the cells' own.
  css.add(
    ' table',
    0,
    new Map([
      ['border-collapse', 'collapse'],
      ['width', '100%'],
      ['margin', '0'],
      ['border', '0'],
      ['table-layout', 'auto'],
    ]),
  );
  // One selector a rule (no commas): WordPress scopes the block's CSS by plain text.
  for (const part of ['thead', 'tbody', 'tr'])
    css.add(
      ` ${part}`,
      0,
      new Map([
        ['border', '0'],
        ['background', 'none'],
      ]),
    );
  const cellReset = new Map([
    ['border', '0'],
    ['padding', '0'],
    ['background', 'none'],
    ['text-align', 'left'],
    ['font-weight', 'inherit'],
    ['vertical-align', 'top'],
    ['word-break', 'normal'],
    ['box-sizing', 'border-box'],
  ]);
  for (const cell of ['th', 'td']) css.add(` ${cell}`, 0, cellReset);
  const head = rows.length > 1 && rows[0].children.every((c) => c.source.startsWith('th')) ? 1 : 0;
  const section = (type: 'thead' | 'tbody', part: IRContainer[]) => {
    if (!part.length) return '';
    const trs = part.map((row, r) => {
      const cells = (row.children as Array<IRText | IRHeading>).map((cell, c) => {
        const at = ` ${type} tr:nth-child(${r + 1}) > :nth-child(${c + 1})`;
        routeCss(ctx, cell, css, new Set(), (p) => (CELL_PLACEMENT.has(p) ? null : at));
        const tag = cell.source.startsWith('th') ? 'th' : 'td';
        return `<${tag}>${guardTexturize(cell.html)}</${tag}>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    });
    return `<${type}>${trs.join('')}</${type}>`;
  };
  const inner = section('thead', rows.slice(0, head)) + section('tbody', rows.slice(head));
  // The source's automatic layout: a column takes the widest width any of its cells asks for (a fixed
  // layout would read the first row alone, whose cells may all be `auto` at a breakpoint).
  const attrs: Record<string, unknown> = { hasFixedLayout: false };
  const classes = attachCss(ctx, css, attrs);
  return block('core/table', attrs, `<figure${htmlAttrs([['class', classText(['wp-block-table', ...classes])]])}><table>${inner}</table></figure>`);
}
