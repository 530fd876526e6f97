/** IR build: HTML fallbacks (per-node embeds) and bare painted boxes. */
import type { Box, StyledNode } from '../../extract/styled-tree.ts';
import type { IREmbed, IRNode, StyleMap } from '../types.ts';
import { type Draft, describe, isRendered, paddingZero, zIndex } from '../build-support.ts';
import { svgPictureFile } from '../svg-file.ts';
import { keyword, parseColor, px, toRgbaString } from '../values.ts';
import type { IRBuilder } from '../build.ts';

/** An element with no text and no rendered element inside: only its own box shows. */
export function isBareBox(this: IRBuilder, node: StyledNode): boolean {
  return !this.hasText(node) && !node.children.some((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
}

/** The markup carries its own look inline; the widget wrapper adds none (it would apply twice). */
export function embedDraft(this: IRBuilder, node: StyledNode, html: string, reason: string): Draft {
  const ir = { kind: 'embed', html, reason, style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as IRNode;
  return this.baseDraft(node, ir, (cs) => Object.assign(paddingZero(), zIndex(cs)));
}

/**
 * An inline SVG the page draws itself (not a known icon set): kept as its markup, and where one
 * file draws the same at every width also as a picture (IREmbed.picture) sized by the SVG's box
 * per width. The colour an SVG inherits is resolved into the file, so an SVG whose colour changes
 * with the width keeps only its markup; a hover colour is not kept either way.
 */
export function inlineSvgDraft(this: IRBuilder, node: StyledNode): Draft {
  const html = this.outerHtml(node, true);
  const draft = this.embedDraft(node, html, 'inline SVG');
  const picture = this.svgPicture(node, html);
  this.options.report.note('inline SVG', 'fallback', describe(node), 'kept as an HTML element');
  if (!picture) return draft;
  (draft.ir as IREmbed).picture = picture;
  draft.perBp.forEach((m, i) => {
    const b = draft.boxes[i];
    if (!m || !b) return;
    Object.assign(m, pictureBox(b));
    // The file keeps its proportion inside whatever box it gets, as the inline SVG did.
    m['object-fit'] = keyword('fill');
  });
  return draft;
}

/**
 * The file an inline SVG (its markup `html`) draws as, or undefined: the colour it inherits is
 * resolved into the file, so one whose colour changes with the width has none.
 */
export function svgPicture(this: IRBuilder, node: StyledNode, html: string): string | undefined {
  const colors = new Set<string>();
  this.bps.forEach((_, i) => {
    const v = this.viewOf(node, i);
    const c = isRendered(v) ? parseColor(v.style.color) : undefined;
    if (c) colors.add(toRgbaString(c));
  });
  return colors.size > 1 ? undefined : svgPictureFile(html, [...colors][0]);
}

/** The style entries of a picture's box at one width (read back by ir/pictures-to-draw.ts). */
export function pictureBox(box: Box): StyleMap {
  return { 'image-height': px(box.h), 'picture-width': px(box.w) };
}
