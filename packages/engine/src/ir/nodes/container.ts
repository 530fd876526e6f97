/** IR build: containers, empty boxes and loose text between blocks. */
import type { Box, NodeView, StyledNode } from '../../extract/styled-tree.ts';
import { unionBoxes } from '../layout.ts';
import { lineHeightPx, textStyle } from '../styles.ts';
import type { IRContainer, StyleMap } from '../types.ts';
import { px, pxOf } from '../values.ts';
import { loneShortInlineBlock, paintedInlineBoxesOnly } from '../inline-boxes.ts';
import { type Draft, REPLACED, anonymousTextBox, boxLook, describe, lineBoxesOf, isRendered, paddingZero, showsPicture, textShown } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';
import { keepNormalLineHeight } from './draft.ts';
import { dissolveCollapsedWrappers } from '../collapsed-wrappers.ts';
import { pseudoBoxNode } from '../pseudo-box.ts';
import { shrinkWrapsOneLineText } from '../shrink-wrap.ts';

export function boxDraft(this: IRBuilder, node: StyledNode, children: Draft[]): Draft {
  const ir: IRContainer = { kind: 'container', tag: this.containerTag(node.tag), children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) };
  if (node.tag === 'a' && node.attrs.href) ir.link = this.linkOf(node);
  // A spread of the fast-mode look (see boxLook); the layout adds its keys to this copy.
  const draft = this.baseDraft(node, ir, (cs) => ({ ...boxLook(cs) }));
  for (const m of draft.perBp) if (m && m['background-image']) this.absolutizeLayers(m);
  draft.children = children;
  return draft;
}

/** A box without content keeps its source height (Elementor would collapse it to its padding). */
export function emptyBox(this: IRBuilder, node: StyledNode): Draft {
  const draft = this.boxDraft(node, []);
  draft.perBp.forEach((m, i) => {
    if (m && draft.boxes[i]) m['min-height'] = px(draft.boxes[i]!.h);
  });
  return draft;
}

/** A box drawn by the node's `::before`/`::after` (see pseudo-box.ts), as an empty box. */
export function pseudoBox(this: IRBuilder, node: StyledNode, which: 'before' | 'after'): Draft | undefined {
  const pseudo = pseudoBoxNode(node, which);
  if (!pseudo) return undefined;
  const draft = this.emptyBox(pseudo);
  draft.ir.source = `${describe(node)}::${which}`;
  return draft;
}

export function containerTag(this: IRBuilder, tag: string): string {
  return ['header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a'].includes(tag) ? tag : 'div';
}

export function containerDraft(this: IRBuilder, node: StyledNode, depth: number): Draft {
  const draft = this.boxDraft(node, []);
  const children: Draft[] = [];
  let run: StyledNode[] = [];
  const flush = () => {
    const lone = run.length ? loneShortInlineBlock.call(this, run, node) : undefined;
    if (run.length && paintedInlineBoxesOnly.call(this, run)) {
      // Painted inline boxes alone are elements, not a line of text (see inline-boxes.ts).
      for (const n of run) {
        const d = n.kind === 'element' ? this.element(n, depth + 1) : null;
        if (d) children.push(d);
      }
    } else if (lone) {
      const d = this.element(lone, depth + 1);
      if (d) children.push(d);
    } else if (run.length && run.some((n) => (n.kind === 'text' ? n.text.trim() !== '' && textShown(n) : this.hasText(n)))) {
      children.push(this.anonymousText(node, run));
    }
    run = [];
  };
  const savedPrimary = this.primary;
  const before = this.pseudoBox(node, 'before');
  if (before) children.push(before);
  for (const child of node.children) {
    this.primary = savedPrimary;
    if (child.kind === 'text') {
      run.push(child);
      continue;
    }
    const v = this.viewOf(child, savedPrimary);
    const inlineLevel = isRendered(v) && v.style.display.startsWith('inline') && v.style.position !== 'absolute' && v.style.position !== 'fixed' && v.style.float === 'none'
      && !REPLACED.has(child.tag) && !this.isIcon(child) && !this.isButtonLike(child) && this.isInlineContent(child)
      // an empty inline box that paints a picture (an icon span) is an element, not a bit of text
      && !(!this.hasText(child) && showsPicture(v));
    if (inlineLevel || (child.tag === 'br' && run.length)) {
      run.push(child);
      continue;
    }
    flush();
    const d = this.element(child, depth + 1);
    if (d) children.push(d);
  }
  this.primary = savedPrimary;
  flush();
  const after = this.pseudoBox(node, 'after');
  if (after) children.push(after);
  draft.children = dissolveCollapsedWrappers(children);
  this.layout(draft);
  // Laid out in its parent's row (or narrower than its column), it keeps its natural width.
  if (draft.children.length) draft.singleLine = this.bps.map((_, i) => shrinkWrapsOneLineText(this, node, i));
  return draft;
}

/** Loose text between block children becomes a text element of its own. */
export function anonymousText(this: IRBuilder, parent: StyledNode, run: StyledNode[]): Draft {
  const html = run.map((n) => this.nodeHtml(n, this.viewOf(parent, this.primary)!.style, parent)).join('').trim();
  const cs = this.viewOf(parent, this.primary)!.style;
  this.useFont(cs);
  const perBp: Array<StyleMap | undefined> = [];
  const boxes: Array<Box | undefined> = [];
  const singleLine: boolean[] = [];
  this.bps.forEach((_, i) => {
    const pv = this.viewOf(parent, i);
    singleLine.push(false);
    const runBoxes = run.map((n) => this.viewOf(n, i)).filter((v) => isRendered(v) && (v.box.w > 0 || v.box.h > 0)).map((v) => v!.box);
    const box = unionBoxes(runBoxes);
    if (!isRendered(pv) || !box) {
      perBp.push(undefined);
      boxes.push(undefined);
      return;
    }
    const m: StyleMap = Object.assign({}, textStyle(pv.style), paddingZero());
    keepNormalLineHeight(m, box.h);
    // One line, measured glyph to glyph: a flex row's anonymous item (a summary's question beside
    // its marker) keeps its natural width, as a text element does.
    singleLine[i] = box.h < lineHeightPx(pv.style) * 1.5;
    perBp.push(m);
    const inlineOnly = parent.children.every((c) => c.kind === 'text' || !isRendered(this.viewOf(c, i)) || /^inline/.test(this.viewOf(c, i)!.style.display));
    // Beside block children the run has lines of its own; only then are they the parent's line boxes.
    const lines = !inlineOnly && lineMetricsOfParent(this, run, pv, i) ? lineBoxesOf(box, pxOf(pv.style['line-height']), pxOf(pv.style['font-size'])) : box;
    boxes.push(anonymousTextBox(lines, pv, inlineOnly));
  });
  return {
    ir: { kind: 'text', html, style: { base: {}, overrides: {} }, hiddenAt: this.bps.filter((_, i) => !perBp[i]), source: `${describe(parent)} text` },
    perBp, boxes, position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [], visual: false, singleLine,
  };
}

/**
 * Whether the run's lines are as tall as the parent's line height: every element in it is plain
 * inline text in the parent's font size and line height (a span with a line height of its own, an
 * inline image or an inline-block makes its line taller, and its text sits elsewhere in it).
 */
function lineMetricsOfParent(b: IRBuilder, run: StyledNode[], parent: NodeView, i: number): boolean {
  const plain = (n: StyledNode): boolean => {
    if (n.kind === 'text') return true;
    const v = b.viewOf(n, i);
    if (!isRendered(v)) return true;
    if (REPLACED.has(n.tag) || v.style.display !== 'inline') return false;
    if (v.style['font-size'] !== parent.style['font-size'] || v.style['line-height'] !== parent.style['line-height']) return false;
    return n.children.every(plain);
  };
  return run.every(plain);
}
