import { randomBytes } from 'node:crypto';
import type { Builder } from '@pagelift/contract';
import type { IRContainer, IRDocument, IRNode } from '../../ir/types.ts';
import type { BuilderCapabilities, BuilderSerializer, SerializeOptions, SerializeResult } from '../types.ts';
import {
  buttonBlock,
  groupBlock,
  headingBlock,
  htmlBlock,
  iconListBlock,
  imageBlock,
  listBlock,
  paragraphBlock,
  separatorBlock,
  SHEET_HOST,
  videoBlock,
} from './blocks.ts';
import type { GutenbergContext } from './context.ts';
import { block, joinBlocks } from './markup.ts';
import { bareBoxLook } from './graphics.ts';
import { codeBlock, graphicBlock, iconBlock, paintedBox } from './drawn.ts';
import { buttonRunBlock, buttonRuns, buttonsRowBlock, isButtonBox } from './buttons-row.ts';
import { isTableBox, tableBlock } from './table.ts';
import { pictureBoxBlock } from './picture-box.ts';
import { fieldCellBlock } from './field-cell.ts';
import { imageCellBlock } from './image-cell.ts';
import { placedRow } from './placed-row.ts';
import { withPicturesInText } from './picture-text.ts';
import { contentWidthMap, withPictureInRow } from './picture-row.ts';
import { withPictureAtRowEnd } from './picture-row-end.ts';
import { rowAsText } from './row-text.ts';
import { inlineRowText, withInlineRuns } from './inline-run.ts';

export type GutenbergCssMode = GutenbergContext['cssMode'];

/** The Gutenberg export: core block markup, pasted into the block editor as text. */
export interface GutenbergTemplate {
  type: 'gutenberg';
  /** Block markup (`<!-- wp:… -->`), what the clipboard carries. */
  content: string;
  /** Blocks in `content`, every level (the Reduce DOM Size report reads it). */
  blocks: number;
}

function toBlock(ctx: GutenbergContext, node: IRNode, isRoot = false): string {
  if (!node.lookCopy || !ctx.counting) return kindBlock(ctx, node, isRoot);
  // A per-look copy is emitted in full but counted once (its first copy was counted).
  ctx.counting = false;
  try {
    return kindBlock(ctx, node, isRoot);
  } finally {
    ctx.counting = true;
  }
}

function kindBlock(ctx: GutenbergContext, node: IRNode, isRoot: boolean): string {
  switch (node.kind) {
    case 'container':
      if (isButtonBox(ctx, node, isRoot)) return buttonsRowBlock(ctx, node);
      if (isTableBox(ctx, node, isRoot)) return tableBlock(ctx, node);
      return pictureBoxBlock(ctx, node, isRoot) ?? fieldCellBlock(ctx, node, isRoot) ?? imageCellBlock(ctx, node, isRoot) ?? placedRowBlock(ctx, node, isRoot);
    case 'heading':
      return headingBlock(ctx, node);
    case 'text':
      return paragraphBlock(ctx, node);
    case 'list':
      return listBlock(ctx, node);
    case 'iconList':
      return iconListBlock(ctx, node);
    case 'image':
      return imageBlock(ctx, node);
    case 'button':
      return buttonBlock(ctx, node);
    case 'divider':
      return separatorBlock(ctx, node);
    case 'video':
      return videoBlock(ctx, node);
    case 'icon':
      return iconBlock(ctx, node);
    case 'embed':
      if (node.reason === 'inline SVG') {
        const picture = graphicBlock(ctx, node, node.html);
        if (picture) return picture;
      }
      if (node.reason === 'textarea') {
        const code = codeBlock(ctx, node);
        if (code) return code;
      }
      if (node.reason === 'decorative box') {
        const box = paintedBox(ctx, node, bareBoxLook(node.html));
        if (box) return box;
      }
      ctx.notes(node.reason, node, 'fallback');
      return htmlBlock(ctx, node, node.html);
  }
}

/** A box that only places one row at its end is that row (placed-row.ts); else the box as a group. */
function placedRowBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string {
  const row = placedRow(ctx, node, isRoot);
  return row ? kindBlock(ctx, row, false) : rowBlock(ctx, node, isRoot);
}

/** A box as a group of its children, after the steps that take pictures into texts; a row left with its text only is that text. */
function rowBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string {
  const children = withInlineRuns(ctx, node, withPictureInRow(ctx, node) ?? withPictureAtRowEnd(ctx, node) ?? withPicturesInText(ctx, node));
  const text = isRoot ? undefined : (rowAsText(ctx, node, children) ?? inlineRowText(ctx, node, children));
  if (text) return toBlock(ctx, text);
  return groupBlock(
    ctx,
    node,
    buttonRuns(ctx, node, children).map((c) => (c.kind === 'buttonRun' ? buttonRunBlock(ctx, c) : toBlock(ctx, c))),
    isRoot,
  );
}

export interface GutenbergSerializeOptions extends SerializeOptions {
  /** Defaults to the export settings' `gutenbergCss`. */
  cssMode?: GutenbergCssMode;
}

export function serializeGutenberg(doc: IRDocument, options: SerializeOptions): SerializeResult {
  const { settings } = options;
  const ctx: GutenbergContext = {
    breakpoints: doc.breakpoints,
    maxWidths: options.breakpoints,
    responsive: settings.responsive,
    cssMode: (options as GutenbergSerializeOptions).cssMode ?? settings.gutenbergCss ?? 'block',
    prefix: `pl-${randomBytes(3).toString('hex')}`,
    classCount: 0,
    sheet: [],
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 },
    counting: true,
    reduceDomSize: settings.reduceDomSize,
    notes: options.onNote,
  };
  // Advanced's picture-in-row step sizes pictures in px from the IR's widths.
  if (settings.reduceDomSize === 'advanced') ctx.contentWidths = contentWidthMap(doc.roots ?? [doc.root], doc.breakpoints, doc.viewportWidths ?? []);
  const roots = (doc.roots ?? [doc.root]).map((r) => toBlock(ctx, r, true));
  const head: string[] = [];
  // Fonts and the older sites' stylesheet travel in one core/html block at the top; advanced puts
  // them into the first fallback instead (a `<style>` applies wherever it sits, and it comes
  // before every other `<style>` of the blocks as the head block did): one block fewer, same look.
  const styles = [settings.copyFontface === 'export' ? options.fontFaceCss : '', ...ctx.sheet].filter(Boolean).join('\n');
  const hosted = ctx.sheetHosted === true;
  if (styles && !hosted) head.push(block('core/html', {}, `<style>${styles}</style>`));
  let content = joinBlocks([...head, ...roots]);
  if (hosted) content = content.replace(SHEET_HOST, () => (styles ? `<style>${styles}</style>` : ''));
  const template: GutenbergTemplate = { type: 'gutenberg', content, blocks: countBlocks(content) };
  return {
    template,
    fontFace: settings.copyFontface === 'copy' ? options.fontFaceCss : '',
    counts: ctx.counts,
  };
}

/** Opening delimiters (`<!-- wp:` but not `<!-- /wp:`), every level. */
export function countBlocks(markup: string): number {
  return markup.match(/<!-- wp:/g)?.length ?? 0;
}

const DEVICES = ['desktop', 'tablet', 'mobile'] as const;

const CAPABILITIES: BuilderCapabilities = {
  // Per-block CSS (or the scoped stylesheet) carries any per-breakpoint difference.
  responsive: { color: true, typography: true, border: true, shadow: true, background: true },
  gradients: true,
  customCss: true,
  classes: false,
  hover: true,
  grid: true,
  // core/group has no link: a linked box keeps its link on the texts inside only.
  boxLinks: false,
};

export const gutenbergSerializer: BuilderSerializer = {
  builders: ['gutenberg'] as const satisfies readonly Builder[],
  devices: () => DEVICES,
  capabilities: () => CAPABILITIES,
  serialize: serializeGutenberg,
};
