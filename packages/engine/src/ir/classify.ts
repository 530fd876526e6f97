/** IR build, classification: which IR kind a styled node becomes (the element dispatch and its tests). */
import type { Box, NodeView, StyledNode } from '../extract/styled-tree.ts';
import { holdsParts } from './button-parts.ts';
import { paintedInlineBoxesOnly } from './inline-boxes.ts';
import { inputButtonLabel } from './input-button.ts';
import { borderStyle, decorationStyle, paddings, paintBeyondControls, paintsBox } from './styles.ts';
import { type Draft, FA_CLASS, HEADINGS, MAX_DEPTH, REPLACED, describe, escapeAttr, escapeHtml, faReplacementGlyph, isRendered, knownSvgGlyph, parseContent, showsPicture, textShown } from './build-support.ts';
import type { IRBuilder } from './build.ts';

export function element(this: IRBuilder, node: StyledNode, depth: number): Draft | null {
  const rendered = this.renderedAt(node);
  if (!rendered.some(Boolean)) return null;
  this.primary = rendered.indexOf(true);
  const view = this.viewOf(node, this.primary)!;
  const tag = node.tag;
  const report = this.options.report;

  if (depth > MAX_DEPTH) {
    report.note('nesting deeper than 400 levels', 'approximated', describe(node), 'flattened into one text element');
    return this.textDraft(node, { kind: 'text', html: escapeHtml(this.plainText(node).trim()) });
  }
  if (tag === 'img') return this.imageDraft(node, node);
  if (tag === 'picture') {
    const img = this.find(node, (n) => n.tag === 'img');
    return img ? this.imageDraft(node, img) : null;
  }
  if (tag === 'svg' && node.attrs['data-icon'] && node.attrs['data-prefix']) return this.svgIconDraft(node, faReplacementGlyph(node.attrs));
  const drawn = tag === 'svg' ? knownSvgGlyph(node) : undefined;
  if (drawn) return this.svgIconDraft(node, drawn);
  if (tag === 'svg') return this.inlineSvgDraft(node);
  if (tag === 'video') return this.videoDraft(node);
  if (tag === 'iframe') {
    const src = this.absolute(node.attrs.src ?? '');
    if (/youtube\.com|youtu\.be|vimeo\.com/.test(src)) return this.videoFromUrl(node, src);
    report.note('iframe', 'fallback', describe(node), 'kept as an HTML element');
    return this.embedDraft(node, this.iframeHtml(node, node.attrs.src ? src : ''), 'iframe');
  }
  if (tag === 'canvas') {
    report.note('canvas', 'dropped', describe(node), 'replaced by an empty box of the same size');
    return this.emptyBox(node);
  }
  if (this.isBareBox(node) && paintBeyondControls(view.style)) {
    // Nothing inside to edit, and a look no container control can draw: the box itself is the content.
    report.note('layered background or border image', 'fallback', describe(node), 'kept as an HTML element');
    return this.embedDraft(node, this.outerHtml(node, true), 'decorative box');
  }
  if (tag === 'hr') return this.leaf(node, { kind: 'divider' }, Object.assign({}, decorationStyle(view.style), borderStyle(view.style)));
  const inputLabel = tag === 'input' ? inputButtonLabel(node.attrs) : undefined;
  if (inputLabel !== undefined) return this.buttonDraft(node, inputLabel);
  if (['input', 'select', 'textarea', 'object', 'embed', 'audio', 'math'].includes(tag)) {
    report.note(`form control or <${tag}>`, 'fallback', describe(node), 'kept as an HTML element');
    return this.embedDraft(node, this.outerHtml(node, true), tag);
  }
  if (namesFaIcon(node) && !this.hasText(node)) {
    if (drawsFaGlyph(node)) return this.iconDraft(node);
    report.note('Font Awesome icon that the page does not draw', 'dropped', describe(node), 'its icon font never loaded, so the source shows nothing there');
    return null;
  }
  if (tag === 'a' && this.onlyChild(node)?.tag === 'img' && !this.hasText(node)) {
    const draft = this.imageDraft(node, this.onlyChild(node)!);
    if (draft) draft.ir.link = this.linkOf(node);
    return draft;
  }
  if (this.isInlineContent(node)) {
    if (this.isButtonLike(node) && this.hasText(node)) return this.buttonDraft(node);
    if (!this.hasText(node) && !this.find(node, (n) => n.tag === 'svg' || n.tag === 'img')) {
      if (node.children.some((c) => c.kind === 'element' && this.isIcon(c))) {
        const icon = node.children.find((c) => c.kind === 'element' && this.isIcon(c))!;
        const d = this.iconDraft(icon);
        if (d && tag === 'a') d.ir.link = this.linkOf(node);
        return d;
      }
      const glyph = this.pseudoGlyph(node);
      if (glyph) return glyph;
      // A picture painted by a box inside (a toggler's icon span) is content: keep that box.
      if (this.find(node, (n) => n.kind === 'element' && showsPicture(this.viewOf(n, this.primary)))) return this.containerDraft(node, depth);
      return this.emptyBox(node);
    }
    if (HEADINGS.has(tag)) return this.textDraft(node, { kind: 'heading', level: Number(tag[1]), html: this.innerHtml(node) });
    return this.textDraft(node, { kind: 'text', html: this.innerHtml(node) });
  }
  if (this.isButtonLike(node) && this.hasText(node) && node.children.every((c) => c.kind === 'text' || this.isIcon(c) || this.isInlineContent(c)) && !holdsParts.call(this, node)) {
    return this.buttonDraft(node);
  }
  const iconList = this.iconListDraft(node);
  if (iconList) return iconList;
  if ((tag === 'ul' || tag === 'ol') && this.isSimpleList(node)) return this.listDraft(node);
  return this.containerDraft(node, depth);
}

export function find(this: IRBuilder, node: StyledNode, test: (n: StyledNode) => boolean): StyledNode | undefined {
  const stack = [...node.children];
  while (stack.length) {
    const n = stack.shift()!;
    if (test(n)) return n;
    stack.push(...n.children);
  }
  return undefined;
}

export function onlyChild(this: IRBuilder, node: StyledNode): StyledNode | undefined {
  const kids = node.children.filter((c) => (c.kind === 'text' ? c.text.trim() !== '' && textShown(c) : isRendered(this.viewOf(c, this.primary))));
  return kids.length === 1 ? kids[0] : undefined;
}

export function isIcon(this: IRBuilder, node: StyledNode): boolean {
  return namesFaIcon(node) && !this.hasText(node) && drawsFaGlyph(node);
}

/** `<i class="fa fa-cog">` / `<span class="fas fa-star">`: markup that asks Font Awesome for a glyph. */
function namesFaIcon(node: StyledNode): boolean {
  return (node.tag === 'i' || node.tag === 'span') && FA_CLASS.test(node.attrs.class ?? '') && /fa-[a-z]/.test(node.attrs.class ?? '');
}

/**
 * Whether Font Awesome draws the glyph at some width: its CSS puts it in ::before (::after for duotone), its
 * script nests an SVG. Without either (the page's kit or stylesheet never loaded) the source shows nothing
 * there, and an Elementor icon would add a picture the page does not have.
 */
export function drawsFaGlyph(node: StyledNode): boolean {
  const glyphIn = (views: Record<string, NodeView | undefined> | undefined) => Object.values(views ?? {}).some((v) => isRendered(v) && parseContent(v.style.content).trim() !== '');
  return glyphIn(node.pseudo.before) || glyphIn(node.pseudo.after) || node.children.some((c) => c.tag === 'svg');
}

export function isButtonLike(this: IRBuilder, node: StyledNode): boolean {
  if (node.tag !== 'a' && node.tag !== 'button') return false;
  if (node.tag === 'button') return true;
  const cs = this.viewOf(node, this.primary)?.style;
  if (!cs || cs.display === 'inline') return false;
  const p = paddings(cs);
  return paintsBox(cs) && p[1] + p[3] > 0;
}

/** All rendered children are text or inline-level elements that are themselves inline content. */
export function isInlineContent(this: IRBuilder, node: StyledNode): boolean {
  const memo = this.inlineMemo.get(node);
  if (memo !== undefined) return memo;
  let result = true;
  for (const child of node.children) {
    if (child.kind === 'text') continue;
    const v = this.viewOf(child, this.primary);
    if (!isRendered(v)) continue;
    if (REPLACED.has(child.tag)) { result = false; break; }
    if (this.isIcon(child)) continue;
    const display = v.style.display;
    const position = v.style.position;
    if (!display.startsWith('inline') || position === 'absolute' || position === 'fixed' || v.style.float !== 'none') { result = false; break; }
    if (this.isButtonLike(child)) { result = false; break; }
    if (!this.isInlineContent(child)) { result = false; break; }
  }
  if (result && paintedInlineBoxesOnly.call(this, node.children)) result = false;
  this.inlineMemo.set(node, result);
  return result;
}

/** Whether any rendered descendant has visible characters (memoized: deep trees ask at every level). */
export function hasText(this: IRBuilder, node: StyledNode): boolean {
  const memo = this.textMemo.get(node);
  if (memo !== undefined) return memo;
  let result = false;
  for (const c of node.children) {
    if (c.tag === 'svg') continue;
    if (c.kind === 'text') {
      if (c.text.trim() && textShown(c)) result = true;
    } else if (isRendered(this.viewOf(c, this.primary)) && this.hasText(c)) result = true;
    if (result) break;
  }
  this.textMemo.set(node, result);
  return result;
}

/** Boxes of the rendered text nodes under `node` at breakpoint `i`. */
export function textBoxes(this: IRBuilder, node: StyledNode, i: number): Box[] {
  const out: Box[] = [];
  const stack = [...node.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.tag === 'svg') continue;
    const v = this.viewOf(n, i);
    if (n.kind === 'text') {
      if (n.text.trim() && v && (v.box.w > 0 || v.box.h > 0)) out.push(v.box);
    } else if (isRendered(v)) stack.push(...n.children);
  }
  return out;
}

export function plainText(this: IRBuilder, node: StyledNode): string {
  const out: string[] = [];
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.tag === 'svg') continue; // <title>/<desc> are not visible text
    if (n.kind === 'text') {
      if (!n.text.trim() || textShown(n)) out.push(n.text);
    } else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out.join('').replace(/\s+/g, ' ');
}

export function isSimpleList(this: IRBuilder, node: StyledNode): boolean {
  const items = node.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
  if (!items.length) return false;
  return items.every((li) => {
    const cs = this.viewOf(li, this.primary)!.style;
    return li.tag === 'li' && cs.display === 'list-item' && cs['list-style-type'] !== 'none' && this.isInlineContent(li) && !paintsBox(cs);
  });
}

