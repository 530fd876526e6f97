/** IR build: the draft every node kind starts from (per-breakpoint styles, boxes), leaves and text. */
import type { Box, ComputedStyle, StyledNode } from '../../extract/styled-tree.ts';
import { borderWidths, measuredNormalLineHeight, paddings, paintsBox, unexpressedCss } from '../styles.ts';
import type { IRNode, StyleMap } from '../types.ts';
import { keyword, parseColor, px, pxOf } from '../values.ts';
import { type Draft, boxLook, describe, fitsContent, flexContentAlign, isRendered, textLook } from '../build-support.ts';
import { keepCssHeight } from '../button-height.ts';
import { unionBoxes } from '../layout.ts';
import type { IRBuilder } from '../build.ts';

export function baseDraft(this: IRBuilder, node: StyledNode, ir: IRNode, style: (cs: ComputedStyle, i: number) => StyleMap): Draft {
  const perBp: Array<StyleMap | undefined> = [];
  const boxes: Array<Box | undefined> = [];
  const position: Array<string | undefined> = [];
  const styles: Array<ComputedStyle | undefined> = [];
  this.bps.forEach((_, i) => {
    const v = this.viewOf(node, i);
    if (!isRendered(v)) {
      perBp.push(undefined);
      boxes.push(undefined);
      position.push(undefined);
      styles.push(undefined);
      return;
    }
    perBp.push(style(v.style, i));
    boxes.push(v.box);
    position.push(v.style.position === 'absolute' || v.style.position === 'fixed' ? v.style.position : undefined);
    styles.push(v.style);
  });
  ir.hiddenAt = this.bps.filter((_, i) => !perBp[i]);
  const primaryStyle = styles[this.primary];
  if (primaryStyle) {
    const extra = unexpressedCss(primaryStyle);
    if (extra.length) ir.unexpressed = [...extra];
  }
  const visual = primaryStyle ? paintsBox(primaryStyle) || paddings(primaryStyle).some((p) => p > 0) : false;
  return { ir, perBp, boxes, position, styles, children: [], visual: visual || Boolean(ir.link) };
}

/**
 * A leaf's IR node: `partial` (kind and content) with an empty style, in that key order. Built by
 * Object.assign, not `{ ...partial, style, … }`: V8 gives a spread's copy a map of its own, so the
 * keys added after it made new hidden classes for every leaf (some 3 µs each, measured).
 */
function leafIr(partial: Record<string, unknown>, node: StyledNode): IRNode {
  return Object.assign({}, partial, { style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) }) as unknown as IRNode;
}

export function leaf(this: IRBuilder, node: StyledNode, partial: Record<string, unknown>, extra: StyleMap = {}): Draft {
  const ir = leafIr(partial, node);
  return this.baseDraft(node, ir, (cs) => {
    const m: StyleMap = Object.assign({}, boxLook(cs), extra);
    if (ir.kind === 'icon') {
      m['font-size'] = px(pxOf(cs['font-size']));
      const c = parseColor(cs.color);
      if (c) m.color = c;
    }
    return m;
  });
}

export function textDraft(this: IRBuilder, node: StyledNode, partial: Record<string, unknown>): Draft {
  const ir = leafIr(partial, node);
  const cs = this.viewOf(node, this.primary)!.style;
  this.useFont(cs);
  const singleLine = this.bps.map((_, i) => {
    const v = this.viewOf(node, i);
    if (!v) return false;
    const lh = pxOf(v.style['line-height']) || pxOf(v.style['font-size']) * 1.3;
    const p = paddings(v.style);
    const b = borderWidths(v.style);
    // A box much wider than its one line (a stretched grid-cell button, centred text) keeps its width.
    if (!fitsContent(v, this.textBoxes(node, i))) return false;
    return v.box.h - p[0] - p[2] - b[0] - b[2] < lh * 1.5;
  });
  if (node.tag === 'a' && node.attrs.href) {
    ir.link = this.linkOf(node);
    this.setHover(ir, node);
  }
  // A spread of the fast-mode look (see boxLook in build-support.ts); the layout adds its keys to this copy.
  const draft = this.baseDraft(node, ir, (s) => ({ ...textLook(s) }));
  draft.singleLine = singleLine;
  draft.perBp.forEach((m, i) => {
    const v = this.viewOf(node, i);
    if (!m || !v) return;
    const p = paddings(v.style);
    const b = borderWidths(v.style);
    keepNormalLineHeight(m, v.box.h - p[0] - p[2] - b[0] - b[2]);
    // A painted text box sized by CSS (a letter badge, initials in an avatar): its height and the
    // flex centring of its text (buttons do the same in buttonDraft).
    if (ir.kind !== 'button' && paintsBox(v.style) && keepCssHeight(m, v, unionBoxes(this.textBoxes(node, i))?.h ?? 0)) {
      const align = flexContentAlign(v.style);
      if (align) m['text-align'] = keyword(align);
    }
  });
  return draft;
}

/** Replaces `line-height: normal` by the spacing the source text shows (see measuredNormalLineHeight). */
export function keepNormalLineHeight(m: StyleMap, contentHeight: number): void {
  const lh = m['line-height'];
  const size = m['font-size'];
  if (lh?.type !== 'keyword' || lh.value !== 'normal' || size?.type !== 'unit') return;
  const measured = measuredNormalLineHeight(contentHeight, size.value);
  if (measured) m['line-height'] = px(measured);
}

/** Hover values that differ from the normal look (at the same width). */
export function hoverOf(this: IRBuilder, node: StyledNode): StyleMap | undefined {
  if (!node.hover) return undefined;
  const normal = this.viewOf(node, this.bps.length - 1)?.style ?? this.viewOf(node, this.primary)?.style;
  if (!normal) return undefined;
  const diff: StyleMap = {};
  const pairs: Array<[string, string]> = [['color', 'color'], ['background-color', 'background-color'], ['border-top-color', 'border-color']];
  for (const [css, prop] of pairs) {
    if (node.hover[css] && node.hover[css] !== normal[css as keyof ComputedStyle]) {
      const c = parseColor(node.hover[css]);
      if (c) diff[prop] = c;
    }
  }
  if (node.hover['text-decoration-line'] && node.hover['text-decoration-line'] !== normal['text-decoration-line']) diff['text-decoration'] = keyword(node.hover['text-decoration-line']);
  return Object.keys(diff).length ? diff : undefined;
}
