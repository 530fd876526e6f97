import { PLACEHOLDER_COLOR_ATTRIBUTE, type Box, type ComputedStyle, type NodeView, type StyledNode } from '../extract/styled-tree.ts';
import type { ReportCollector } from '../report.ts';
import { contentBox, detectFlow, placeChildren, unionBoxes } from './layout.ts';
import { splitResponsive } from './responsive.ts';
import { borderStyle, borderWidths, decorationStyle, paddings, paddingStyle, paintBeyondControls, paintsBox, textStyle, unexpressedCss } from './styles.ts';
import { randomBytes } from 'node:crypto';
import { placeholderCss, pseudoElementCss, responsiveFallbackCss, type Decls } from './fallback-css.ts';
import { parseTracks, planGrid } from './grid.ts';
import { iconListMetrics, type IconRowBoxes } from './icon-list.ts';
import { inputButtonLabel } from './input-button.ts';
import { faGlyphForSvg, svgPaths, type FaGlyph } from './svg-icons.ts';
import type { IRButton, IRContainer, IRDocument, IRIcon, IRNode, Link, StyleMap } from './types.ts';
import { keyword, parseColor, percent, primaryFontFamily, px, pxOf, toRgbaString, type StyleValue } from './values.ts';

export interface BuildOptions {
  /** Breakpoint names, widest first (index 0 is the base). */
  breakpoints: string[];
  baseUrl: string;
  report: ReportCollector;
  /** Fold wrappers that add nothing visible into their only child. */
  mergeElements: boolean;
  /** Viewport width per breakpoint (same order as `breakpoints`). */
  viewportWidths?: number[];
  /** The builder's max width (px) of each narrower breakpoint, for media queries in HTML fallbacks (index 0 unused). */
  deviceMaxWidths?: Array<number | undefined>;
}

/** A node while the layout pass still adds per-breakpoint styles to it. */
interface Draft {
  ir: IRNode;
  /** Per breakpoint: full style, or undefined where the node is not rendered. */
  perBp: Array<StyleMap | undefined>;
  boxes: Array<Box | undefined>;
  position: Array<string | undefined>;
  /** Containers only: the style used to find the content box. */
  styles: Array<ComputedStyle | undefined>;
  children: Draft[];
  /** Own visual (background/border/padding/link/position): a wrapper with any is kept. */
  visual: boolean;
  /** Per breakpoint: text that fits on one line. */
  singleLine?: boolean[];
  order?: string[];
}

const MAX_DEPTH = 400;
const REPLACED = new Set(['img', 'svg', 'video', 'iframe', 'canvas', 'input', 'select', 'textarea', 'object', 'embed', 'picture', 'audio', 'hr', 'button', 'math']);
const VOID_TAGS = new Set(['input', 'img', 'br', 'hr', 'source', 'embed', 'wbr', 'area', 'col', 'track']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const KEPT_INLINE_TAGS = new Set(['a', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'small', 'sub', 'sup', 'mark', 'br', 'span', 'abbr', 'time', 'q', 'cite', 'kbd', 'del', 'ins']);
const FA_CLASS = /(^|\s)(fa|fas|far|fab|fa-solid|fa-regular|fa-brands)(\s|$)/;

export function describe(node: StyledNode): string {
  const cls = (node.attrs.class ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2).map((c) => `.${c}`).join('');
  return `${node.tag}${cls}${node.attrs.id ? `#${node.attrs.id}` : ''}`;
}

export function isRendered(view: NodeView | undefined): view is NodeView {
  if (!view) return false;
  const s = view.style;
  if (s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse') return false;
  // Fully transparent boxes (hover overlays such as portfolio captions) show nothing; Elementor
  // Free has no container opacity, so exporting them would paint them over their siblings.
  if (s.opacity !== undefined && Number(s.opacity) === 0) return false;
  // Screen-reader-only text (1×1 clipped boxes) is not visible content.
  if (view.box.w <= 1 && view.box.h <= 1 && (s['overflow-x'] === 'hidden' || s['clip-path'] !== 'none')) return false;
  return true;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeAttr(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

export class IRBuilder {
  private readonly bps: string[];
  private readonly fonts = new Set<string>();
  private readonly inlineMemo = new WeakMap<StyledNode, boolean>();
  private primary = 0;
  /** Names the per-breakpoint rules of HTML fallbacks; random so two pastes on one page never collide. */
  private readonly fallbackPrefix = randomBytes(3).toString('hex');
  private fallbackCount = 0;

  constructor(private readonly options: BuildOptions) {
    this.bps = options.breakpoints;
  }

  build(root: StyledNode): IRDocument {
    const draft = this.element(root, 0) ?? this.emptyRoot(root);
    let rootDraft = draft;
    if (draft.ir.kind !== 'container') {
      // The clipboard needs a container at the top; wrap a lone widget.
      rootDraft = this.wrap(draft, root);
    }
    // The root spans its own box: it is pasted at document level (100 % of the page width).
    rootDraft.perBp.forEach((m, i) => {
      if (!m) return;
      const vw = this.options.viewportWidths?.[i] ?? 0;
      const w = rootDraft.boxes[i]?.w ?? 0;
      // A selection narrower than the page keeps its used width (Elementor would stretch it).
      m.width = vw && w < vw - 1 && root.tag !== 'body' ? px(w) : percent(100);
      for (const side of ['top', 'right', 'bottom', 'left']) m[`margin-${side}`] = px(0);
      delete m.position;
      const view = this.viewOf(root, i);
      if (root.tag === 'body' && view) Object.assign(m, bodyMarginAsPadding(m, view));
    });
    if (this.options.mergeElements) this.mergeWrappers(rootDraft);
    const ir = this.finalize(rootDraft) as IRContainer;
    return { root: ir, breakpoints: this.bps, fontFamilies: [...this.fonts] };
  }

  private viewOf(node: StyledNode, i: number): NodeView | undefined {
    return node.views[this.bps[i]];
  }

  private renderedAt(node: StyledNode): boolean[] {
    return this.bps.map((_, i) => isRendered(this.viewOf(node, i)));
  }

  private emptyRoot(root: StyledNode): Draft {
    return {
      ir: { kind: 'container', tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(root) },
      perBp: this.bps.map(() => ({})), boxes: this.bps.map(() => ({ x: 0, y: 0, w: 0, h: 0 })),
      position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [], visual: false,
    };
  }

  private wrap(child: Draft, source: StyledNode): Draft {
    // The lone widget fills its new container (Elementor would shrink it to its content).
    child.perBp.forEach((m) => {
      if (!m) return;
      m.width = percent(100);
      for (const side of ['top', 'right', 'bottom', 'left']) m[`margin-${side}`] = px(0);
    });
    return {
      ir: { kind: 'container', tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(source) },
      perBp: child.perBp.map((m) => (m ? { ...paddingZero() } : undefined)), boxes: [...child.boxes],
      position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [child], visual: false,
    };
  }

  // ---------------------------------------------------------------- classification

  private element(node: StyledNode, depth: number): Draft | null {
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
    if (tag === 'svg') {
      report.note('inline SVG', 'fallback', describe(node), 'kept as an HTML element');
      return this.embedDraft(node, this.outerHtml(node, true), 'inline SVG');
    }
    if (tag === 'video') return this.videoDraft(node);
    if (tag === 'iframe') {
      const src = this.absolute(node.attrs.src ?? '');
      if (/youtube\.com|youtu\.be|vimeo\.com/.test(src)) return this.videoFromUrl(node, src);
      report.note('iframe', 'fallback', describe(node), 'kept as an HTML element');
      return this.embedDraft(node, `<iframe src="${escapeAttr(src)}" width="100%" height="${Math.round(view.box.h)}" style="border:0" loading="lazy"></iframe>`, 'iframe');
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
    if (tag === 'hr') return this.leaf(node, { kind: 'divider' }, { ...decorationStyle(view.style), ...borderStyle(view.style) });
    const inputLabel = tag === 'input' ? inputButtonLabel(node.attrs) : undefined;
    if (inputLabel !== undefined) return this.buttonDraft(node, inputLabel);
    if (['input', 'select', 'textarea', 'object', 'embed', 'audio', 'math'].includes(tag)) {
      report.note(`form control or <${tag}>`, 'fallback', describe(node), 'kept as an HTML element');
      return this.embedDraft(node, this.outerHtml(node, true), tag);
    }
    if (this.isIcon(node)) return this.iconDraft(node);
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
        return this.emptyBox(node);
      }
      if (HEADINGS.has(tag)) return this.textDraft(node, { kind: 'heading', level: Number(tag[1]), html: this.innerHtml(node) });
      return this.textDraft(node, { kind: 'text', html: this.innerHtml(node) });
    }
    if (this.isButtonLike(node) && this.hasText(node) && node.children.every((c) => c.kind === 'text' || this.isIcon(c) || this.isInlineContent(c))) {
      return this.buttonDraft(node);
    }
    const iconList = this.iconListDraft(node);
    if (iconList) return iconList;
    if ((tag === 'ul' || tag === 'ol') && this.isSimpleList(node)) return this.listDraft(node);
    return this.containerDraft(node, depth);
  }

  private find(node: StyledNode, test: (n: StyledNode) => boolean): StyledNode | undefined {
    const stack = [...node.children];
    while (stack.length) {
      const n = stack.shift()!;
      if (test(n)) return n;
      stack.push(...n.children);
    }
    return undefined;
  }

  private onlyChild(node: StyledNode): StyledNode | undefined {
    const kids = node.children.filter((c) => (c.kind === 'text' ? c.text.trim() !== '' : isRendered(this.viewOf(c, this.primary))));
    return kids.length === 1 ? kids[0] : undefined;
  }

  private isIcon(node: StyledNode): boolean {
    return (node.tag === 'i' || node.tag === 'span') && FA_CLASS.test(node.attrs.class ?? '') && /fa-[a-z]/.test(node.attrs.class ?? '') && !this.hasText(node);
  }

  private isButtonLike(node: StyledNode): boolean {
    if (node.tag !== 'a' && node.tag !== 'button') return false;
    if (node.tag === 'button') return true;
    const cs = this.viewOf(node, this.primary)?.style;
    if (!cs || cs.display === 'inline') return false;
    const p = paddings(cs);
    return paintsBox(cs) && p[1] + p[3] > 0;
  }

  /** All rendered children are text or inline-level elements that are themselves inline content. */
  isInlineContent(node: StyledNode): boolean {
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
    this.inlineMemo.set(node, result);
    return result;
  }

  private readonly textMemo = new WeakMap<StyledNode, boolean>();

  /** Whether any rendered descendant has visible characters (memoized: deep trees ask at every level). */
  private hasText(node: StyledNode): boolean {
    const memo = this.textMemo.get(node);
    if (memo !== undefined) return memo;
    let result = false;
    for (const c of node.children) {
      if (c.tag === 'svg') continue;
      if (c.kind === 'text') {
        if (c.text.trim()) result = true;
      } else if (isRendered(this.viewOf(c, this.primary)) && this.hasText(c)) result = true;
      if (result) break;
    }
    this.textMemo.set(node, result);
    return result;
  }

  /** Boxes of the rendered text nodes under `node` at breakpoint `i`. */
  private textBoxes(node: StyledNode, i: number): Box[] {
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

  private plainText(node: StyledNode): string {
    const out: string[] = [];
    const stack = [node];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.tag === 'svg') continue; // <title>/<desc> are not visible text
      if (n.kind === 'text') out.push(n.text);
      else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
    return out.join('').replace(/\s+/g, ' ');
  }

  private isSimpleList(node: StyledNode): boolean {
    const items = node.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
    if (!items.length) return false;
    return items.every((li) => {
      const cs = this.viewOf(li, this.primary)!.style;
      return li.tag === 'li' && cs.display === 'list-item' && cs['list-style-type'] !== 'none' && this.isInlineContent(li) && !paintsBox(cs);
    });
  }

  // ---------------------------------------------------------------- drafts

  private baseDraft(node: StyledNode, ir: IRNode, style: (cs: ComputedStyle, i: number) => StyleMap): Draft {
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
      if (extra.length) ir.unexpressed = extra;
    }
    const visual = primaryStyle ? paintsBox(primaryStyle) || paddings(primaryStyle).some((p) => p > 0) : false;
    return { ir, perBp, boxes, position, styles, children: [], visual: visual || Boolean(ir.link) };
  }

  private leaf(node: StyledNode, partial: Record<string, unknown>, extra: StyleMap = {}): Draft {
    const ir = { ...partial, style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as unknown as IRNode;
    return this.baseDraft(node, ir, (cs) => {
      const m: StyleMap = { ...paddingStyle(cs), ...decorationStyle(cs), ...borderStyle(cs), ...zIndex(cs), ...extra };
      if (ir.kind === 'icon') {
        m['font-size'] = px(pxOf(cs['font-size']));
        const c = parseColor(cs.color);
        if (c) m.color = c;
      }
      return m;
    });
  }

  private textDraft(node: StyledNode, partial: Record<string, unknown>): Draft {
    const ir = { ...partial, style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as unknown as IRNode;
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
      ir.hover = this.hoverOf(node);
    }
    const draft = this.baseDraft(node, ir, (s) => ({ ...textStyle(s), ...paddingStyle(s), ...decorationStyle(s), ...borderStyle(s), ...zIndex(s) }));
    draft.singleLine = singleLine;
    return draft;
  }

  /** Hover values that differ from the normal look (at the same width). */
  private hoverOf(node: StyledNode): StyleMap | undefined {
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

  /** Font Awesome icon of a button, from `<i class="fa…">` or FA's `<svg data-icon>`. */
  private buttonIcon(node: StyledNode): IRButton['icon'] {
    const kids = node.children.filter((c) => c.kind === 'element' || c.text.trim());
    // Font Awesome markup anywhere; a drawn icon-set SVG only as the leading icon: a trailing one
    // is often pushed to the far end (accordion chevrons), which the button's icon cannot show.
    const at = kids.findIndex((c, k) => (c.tag === 'svg' && (c.attrs['data-icon'] || (k === 0 && knownSvgGlyph(c)))) || (c.kind === 'element' && this.isIcon(c)));
    if (at < 0) return undefined;
    const el = kids[at];
    const after = at > 0;
    const glyph: FaGlyph = el.tag === 'svg' ? (el.attrs['data-icon'] ? faReplacementGlyph(el.attrs) : knownSvgGlyph(el)!) : faFontGlyph(el.attrs.class ?? '');
    if (glyph.multicolour) this.options.report.note('multicolour logo SVG in a button', 'approximated', describe(el), `drawn as the one-colour ${glyph.iconClass} glyph`);
    const gap = this.buttonIconGap(node, el, after);
    return { iconClass: glyph.iconClass, library: glyph.library, after, ...(gap !== undefined ? { gap } : {}) };
  }

  /**
   * Space between a button's icon and its text (Elementor's `icon_indent`, the gap of the
   * button's content flex row). A flex button: the icon's margin on the text side plus the
   * button's column gap, exactly. Inline content: the margin and a collapsed space whose width
   * the render does not give; never wider than the source, because the widget keeps the source
   * box's width and a gap a pixel too wide wraps the label (freelancer "Free Download!"): the
   * margin, or, without one, 0.18 em (a space is 0.19–0.32 em in common fonts).
   */
  private buttonIconGap(button: StyledNode, icon: StyledNode, after: boolean): number | undefined {
    const b = this.viewOf(button, this.primary)?.style;
    const i = this.viewOf(icon, this.primary)?.style;
    if (!b || !i) return undefined;
    const margin = Math.max(0, pxOf(after ? i['margin-left'] : i['margin-right']));
    if (/flex|grid/.test(b.display)) return round1(margin + Math.max(0, pxOf(b['column-gap'])));
    const k = button.children.indexOf(icon);
    const between = after ? button.children[k - 1] : button.children[k + 1];
    const spaced = between?.kind === 'text' && /\s/.test(after ? between.text.slice(-1) : between.text.charAt(0));
    return round1(Math.max(margin, spaced ? Math.floor(pxOf(b['font-size']) * 0.18) : 0));
  }

  private buttonDraft(node: StyledNode, label?: string): Draft {
    const icon = this.buttonIcon(node);
    if (!icon && this.find(node, (n) => n.tag === 'svg')) this.options.report.note('inline SVG icon in a button', 'dropped', describe(node), 'the button keeps its text');
    const draft = this.textDraft(node, { kind: 'button', text: label ?? this.plainText(node).trim() });
    if (node.tag === 'a' && node.attrs.href) draft.ir.link = this.linkOf(node);
    draft.ir.hover = this.hoverOf(node);
    if (icon) (draft.ir as IRButton).icon = icon;
    // A flex button places its content by justify-content; text-align does not move it.
    draft.perBp.forEach((m, i) => {
      const cs = this.viewOf(node, i)?.style;
      const align = cs && m ? flexContentAlign(cs) : undefined;
      if (align && m) m['text-align'] = keyword(align);
    });
    draft.visual = true;
    return draft;
  }

  private iconDraft(node: StyledNode): Draft {
    const glyph = faFontGlyph(node.attrs.class ?? '');
    return this.leaf(node, { kind: 'icon', iconClass: glyph.iconClass, library: glyph.library }, {});
  }

  /** An SVG that draws a Font Awesome glyph (FA's own replacement, or a known icon set's drawing) is a native icon. */
  private svgIconDraft(node: StyledNode, glyph: FaGlyph): Draft {
    const draft = this.leaf(node, { kind: 'icon', iconClass: glyph.iconClass, library: glyph.library, svg: this.outerHtml(node, true) });
    // The glyph is as tall as the SVG box; Elementor sizes icons by font-size.
    draft.perBp.forEach((m, i) => {
      const b = draft.boxes[i];
      if (m && b) m['font-size'] = px(b.h);
    });
    return draft;
  }

  private imageDraft(node: StyledNode, img: StyledNode): Draft | null {
    const src = this.absolute(img.currentSrc || img.attrs.src || '');
    if (!src) {
      this.options.report.note('image without a source', 'dropped', describe(img));
      return null;
    }
    if (src.startsWith('data:')) this.options.report.note('data: URL image', 'approximated', describe(img), 'Elementor cannot import data: URLs on paste');
    // An inline wrapper's box is its line box (strut height), not the picture: place by the img then.
    const wrapperInline = node !== img && this.viewOf(node, this.primary)?.style.display === 'inline';
    const boxNode = node === img || wrapperInline ? img : node;
    const draft = this.baseDraft(boxNode, { kind: 'image', src, alt: img.attrs.alt ?? '', style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(img) }, (_cs, i) => {
      const v = this.viewOf(img, i);
      const s = v?.style;
      const map: StyleMap = {};
      if (!s) return map;
      Object.assign(map, borderStyle(s), decorationStyle(s));
      delete map['background-color'];
      delete map['background-image'];
      map['image-height'] = px(v.box.h);
      // A wrapper (link, picture) can be wider than the picture it holds (max-height, text-align).
      const outer = this.viewOf(boxNode, i);
      if (outer && boxNode !== img && v.box.w < outer.box.w - 1) {
        map['image-width'] = px(v.box.w);
        const left = v.box.x - outer.box.x;
        const right = outer.box.x + outer.box.w - (v.box.x + v.box.w);
        map['image-align'] = keyword(Math.abs(left - right) < 2 ? 'center' : left > right ? 'right' : 'left');
      }
      if (s['object-fit'] && s['object-fit'] !== 'fill') map['object-fit'] = keyword(s['object-fit']);
      return map;
    });
    return draft;
  }

  private videoDraft(node: StyledNode): Draft | null {
    const src = this.absolute(node.currentSrc || node.attrs.src || this.find(node, (n) => n.tag === 'source')?.attrs.src || '');
    if (!src) return null;
    return this.leaf(node, { kind: 'video', provider: 'hosted', url: src });
  }

  private videoFromUrl(node: StyledNode, src: string): Draft {
    const provider = /vimeo/.test(src) ? 'vimeo' : 'youtube';
    let url = src;
    const yt = /(?:embed\/|v=|youtu\.be\/)([\w-]{6,})/.exec(src);
    if (provider === 'youtube' && yt) url = `https://www.youtube.com/watch?v=${yt[1]}`;
    const vm = /vimeo\.com\/(?:video\/)?(\d+)/.exec(src);
    if (provider === 'vimeo' && vm) url = `https://vimeo.com/${vm[1]}`;
    return this.leaf(node, { kind: 'video', provider, url });
  }

  /** An element with no text and no rendered element inside: only its own box shows. */
  private isBareBox(node: StyledNode): boolean {
    return !this.hasText(node) && !node.children.some((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
  }

  /** The markup carries its own look inline; the widget wrapper adds none (it would apply twice). */
  private embedDraft(node: StyledNode, html: string, reason: string): Draft {
    const ir = { kind: 'embed', html, reason, style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as IRNode;
    return this.baseDraft(node, ir, (cs) => ({ ...paddingZero(), ...zIndex(cs) }));
  }

  /** The Font Awesome glyph an element draws: FA's `<i>`/SVG replacement or a known icon-set SVG. */
  private glyphOf(n: StyledNode): FaGlyph | undefined {
    if (n.tag === 'svg') return n.attrs['data-icon'] && n.attrs['data-prefix'] ? faReplacementGlyph(n.attrs) : knownSvgGlyph(n);
    return this.isIcon(n) ? faFontGlyph(n.attrs.class ?? '') : undefined;
  }

  /** An unpainted row holding exactly an icon, then an inline text element. */
  private iconRowParts(row: StyledNode): { icon: StyledNode; glyph: FaGlyph; text: StyledNode } | undefined {
    if (row.tag === 'a' || REPLACED.has(row.tag) || row.children.some((c) => c.kind === 'text' && c.text.trim())) return undefined;
    const kids = row.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
    if (kids.length !== 2) return undefined;
    const cs = this.viewOf(row, this.primary)?.style;
    if (!cs || paintsBox(cs) || paddings(cs).some((p) => p > 0)) return undefined;
    const glyph = this.glyphOf(kids[0]);
    const text = kids[1];
    if (!glyph || text.tag === 'a' || REPLACED.has(text.tag) || !this.hasText(text) || !this.isInlineContent(text)) return undefined;
    if (paintsBox(this.viewOf(text, this.primary)!.style)) return undefined;
    return { icon: kids[0], glyph, text };
  }

  /**
   * A list of icon rows (or one such row) as an icon-list widget, when every row has the same
   * look and spacing at every width (the widget has one text style, icon size and spacing).
   */
  private iconListDraft(node: StyledNode): Draft | null {
    if (REPLACED.has(node.tag) || node.tag === 'a') return null;
    const own = this.iconRowParts(node);
    let rows: Array<{ node: StyledNode; icon: StyledNode; glyph: FaGlyph; text: StyledNode }>;
    if (own) rows = [{ node, ...own }];
    else {
      if (node.children.some((c) => c.kind === 'text' && c.text.trim())) return null;
      const kids = node.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
      if (!kids.length) return null;
      const parts = kids.map((k) => this.iconRowParts(k));
      if (parts.some((p) => !p)) return null;
      rows = kids.map((k, i) => ({ node: k, ...parts[i]! }));
    }
    const look = (r: (typeof rows)[number], i: number) => {
      const t = this.viewOf(r.text, i)?.style;
      const ic = this.viewOf(r.icon, i)?.style;
      return t && ic ? JSON.stringify([textStyle(t), ic.color]) : 'hidden';
    };
    const metrics = this.bps.map((_, i) => {
      if (!isRendered(this.viewOf(node, i))) return null;
      if (rows.some((r) => look(r, i) !== look(rows[0], i))) return undefined;
      const boxes: IconRowBoxes[] = [];
      for (const r of rows) {
        const [row, icon, text] = [r.node, r.icon, r.text].map((n) => this.viewOf(n, i));
        if (!isRendered(row) || !isRendered(icon) || !isRendered(text)) return undefined;
        boxes.push({ row: row.box, icon: icon.box, text: text.box });
      }
      return iconListMetrics(boxes);
    });
    if (metrics.some((m) => m === undefined)) return null;
    const textCs = this.viewOf(rows[0].text, this.primary)!.style;
    this.useFont(textCs);
    const ir = {
      kind: 'iconList', items: rows.map((r) => ({ html: this.innerHtml(r.text), icon: r.icon.tag === 'svg' ? { ...r.glyph, svg: this.outerHtml(r.icon, true) } : r.glyph })),
      style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node),
    } as IRNode;
    return this.baseDraft(node, ir, (cs, i) => {
      const m = metrics[i]!;
      const text = this.viewOf(rows[0].text, i)?.style ?? textCs;
      const iconColor = parseColor(this.viewOf(rows[0].icon, i)?.style.color ?? '');
      return {
        ...paddingStyle(cs), ...decorationStyle(cs), ...borderStyle(cs), ...zIndex(cs), ...textStyle(text),
        'icon-size': px(m.iconSize), 'icon-gap': px(m.iconGap), 'item-gap': px(m.itemGap), 'icon-align': keyword(m.align),
        ...(iconColor ? { 'icon-color': iconColor } : {}),
      };
    });
  }

  private listDraft(node: StyledNode): Draft {
    const items = node.children.filter((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
    const cs = this.viewOf(node, this.primary)!.style;
    this.useFont(cs);
    const liStyle = this.viewOf(items[0], this.primary)!.style;
    const draft = this.leaf(node, {
      kind: 'list', ordered: node.tag === 'ol', itemsHtml: items.map((li) => this.innerHtml(li)), listStyle: liStyle['list-style-type'],
    });
    draft.perBp.forEach((m, i) => {
      const v = this.viewOf(node, i);
      if (m && v) Object.assign(m, textStyle(v.style));
    });
    return draft;
  }

  private boxDraft(node: StyledNode, children: Draft[]): Draft {
    const ir: IRContainer = { kind: 'container', tag: this.containerTag(node.tag), children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) };
    if (node.tag === 'a' && node.attrs.href) ir.link = this.linkOf(node);
    const draft = this.baseDraft(node, ir, (cs) => ({ ...paddingStyle(cs), ...decorationStyle(cs), ...borderStyle(cs), ...zIndex(cs) }));
    for (const m of draft.perBp) if (m && m['background-image']) this.absolutizeLayers(m);
    draft.children = children;
    return draft;
  }

  /**
   * Icon fonts other than Font Awesome (Bootstrap Icons, Material …) draw a glyph in ::before.
   * The glyph becomes text in that font (the @font-face travels with the export).
   */
  private pseudoGlyph(node: StyledNode): Draft | null {
    const which = (['before', 'after'] as const).find((w) => {
      const v = node.pseudo[w]?.[this.bps[this.primary]];
      return v && parseContent(v.style.content).trim() !== '';
    });
    if (!which) return null;
    const views = node.pseudo[which]!;
    const pv = views[this.bps[this.primary]]!;
    const text = parseContent(pv.style.content);
    this.useFont(pv.style);
    this.options.report.note('::' + which + ' glyph (icon font)', 'approximated', describe(node), 'kept as text in its font');
    const ir = { kind: 'text', html: escapeHtml(text), style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as IRNode;
    const draft = this.baseDraft(node, ir, (cs, i) => {
      const ps = views[this.bps[i]]?.style ?? pv.style;
      return { ...textStyle(ps), 'text-align': keyword('center'), ...paddingStyle(cs), ...decorationStyle(cs), ...borderStyle(cs), ...zIndex(cs) };
    });
    draft.singleLine = this.bps.map(() => true);
    return draft;
  }

  /** A box without content keeps its source height (Elementor would collapse it to its padding). */
  private emptyBox(node: StyledNode): Draft {
    const draft = this.boxDraft(node, []);
    draft.perBp.forEach((m, i) => {
      if (m && draft.boxes[i]) m['min-height'] = px(draft.boxes[i]!.h);
    });
    return draft;
  }

  /** Records the family for @font-face; a system stack is noted, as the builder needs one named family. */
  private useFont(cs: ComputedStyle): void {
    const chosen = primaryFontFamily(cs['font-family']);
    this.fonts.add(chosen);
    const first = cs['font-family'].split(',')[0].replace(/["']/g, '').trim();
    if (first !== chosen && chosen !== 'system-ui') this.options.report.note('font stack', 'approximated', cs['font-family'].slice(0, 60), `set as "${chosen}"`);
    if (chosen === 'system-ui') this.options.report.note('system font stack', 'approximated', cs['font-family'].slice(0, 60), SYSTEM_UI_NOTE);
  }

  private containerTag(tag: string): string {
    return ['header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a'].includes(tag) ? tag : 'div';
  }

  private containerDraft(node: StyledNode, depth: number): Draft {
    const draft = this.boxDraft(node, []);
    const children: Draft[] = [];
    let run: StyledNode[] = [];
    const flush = () => {
      if (run.length && run.some((n) => (n.kind === 'text' ? n.text.trim() !== '' : this.hasText(n)))) {
        children.push(this.anonymousText(node, run));
      }
      run = [];
    };
    const savedPrimary = this.primary;
    for (const child of node.children) {
      this.primary = savedPrimary;
      if (child.kind === 'text') {
        run.push(child);
        continue;
      }
      const v = this.viewOf(child, savedPrimary);
      const inlineLevel = isRendered(v) && v.style.display.startsWith('inline') && v.style.position !== 'absolute' && v.style.position !== 'fixed' && v.style.float === 'none'
        && !REPLACED.has(child.tag) && !this.isIcon(child) && !this.isButtonLike(child) && this.isInlineContent(child);
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
    draft.children = children;
    this.layout(draft);
    return draft;
  }

  /** Loose text between block children becomes a text element of its own. */
  private anonymousText(parent: StyledNode, run: StyledNode[]): Draft {
    const html = run.map((n) => this.nodeHtml(n, this.viewOf(parent, this.primary)!.style)).join('').trim();
    const cs = this.viewOf(parent, this.primary)!.style;
    this.useFont(cs);
    const perBp: Array<StyleMap | undefined> = [];
    const boxes: Array<Box | undefined> = [];
    this.bps.forEach((_, i) => {
      const pv = this.viewOf(parent, i);
      const runBoxes = run.map((n) => this.viewOf(n, i)).filter((v) => isRendered(v) && (v.box.w > 0 || v.box.h > 0)).map((v) => v!.box);
      const box = unionBoxes(runBoxes);
      if (!isRendered(pv) || !box) {
        perBp.push(undefined);
        boxes.push(undefined);
        return;
      }
      perBp.push({ ...textStyle(pv.style), ...paddingZero() });
      const inlineOnly = parent.children.every((c) => c.kind === 'text' || !isRendered(this.viewOf(c, i)) || /^inline/.test(this.viewOf(c, i)!.style.display));
      boxes.push(anonymousTextBox(box, pv, inlineOnly));
    });
    return {
      ir: { kind: 'text', html, style: { base: {}, overrides: {} }, hiddenAt: this.bps.filter((_, i) => !perBp[i]), source: `${describe(parent)} text` },
      perBp, boxes, position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [], visual: false,
    };
  }

  // ---------------------------------------------------------------- layout

  /**
   * A source grid becomes an Elementor grid container when, at every width it shows, its
   * tracks are resolved and every child sits on grid lines (see grid.ts); else false.
   */
  private gridLayout(draft: Draft): boolean {
    const plans = this.bps.map((_, i) => {
      const m = draft.perBp[i];
      const box = draft.boxes[i];
      const cs = draft.styles[i];
      if (!m || !box || !cs) return null;
      if (!/^(inline-)?grid$/.test(cs.display)) return undefined;
      const kids = draft.children.filter((c) => c.perBp[i] && c.boxes[i]);
      if (kids.some((c) => c.position[i])) return undefined;
      const cols = parseTracks(cs['grid-template-columns']);
      const rows = parseTracks(cs['grid-template-rows']);
      if (!cols || !rows) return undefined;
      const content = contentBox(box, borderWidths(cs), paddings(cs));
      return planGrid(content, cols, rows, pxOf(cs['column-gap']), pxOf(cs['row-gap']), kids.map((c) => c.boxes[i]!));
    });
    if (plans.some((p) => p === undefined) || plans.every((p) => p === null)) return false;
    plans.forEach((plan, i) => {
      if (!plan) return;
      const m = draft.perBp[i]!;
      m.display = keyword('grid');
      m['grid-template-columns'] = keyword(plan.columns);
      m['grid-template-rows'] = keyword(plan.rows);
      m['column-gap'] = px(plan.columnGap);
      m['row-gap'] = px(plan.rowGap);
      draft.children.filter((c) => c.perBp[i] && c.boxes[i]).forEach((c, k) => {
        const cm = c.perBp[i]!;
        cm['grid-column'] = keyword(plan.areas[k].column);
        cm['grid-row'] = keyword(plan.areas[k].row);
        cm.width = percent(100);
        for (const side of ['top', 'right', 'bottom', 'left']) cm[`margin-${side}`] = px(0);
        cm['align-self'] = keyword('stretch');
      });
    });
    return true;
  }

  /** Derives the container's flow and each child's width/margins/alignment from boxes, per breakpoint. */
  private layout(draft: Draft): void {
    if (this.gridLayout(draft)) return;
    const reordered = new Set<number>();
    const visual: Draft[][] = [];
    this.bps.forEach((_, i) => {
      const m = draft.perBp[i];
      const box = draft.boxes[i];
      const cs = draft.styles[i];
      if (!m || !box || !cs) return;
      const content = contentBox(box, borderWidths(cs), paddings(cs));
      const padding = { x: box.x + borderWidths(cs)[3], y: box.y + borderWidths(cs)[0] };
      const domOrder = draft.children.filter((c) => c.perBp[i] && c.boxes[i] && !c.position[i]);
      // Flex/grid `order` and *-reverse directions paint children out of DOM order; Elementor
      // keeps DOM order, so lay out in visual order and say so with an explicit order.
      let inFlow = visualOrder(domOrder, cs, (c) => c.styles[i]?.order ?? c.order?.[i] ?? '0');
      // Grid auto-placement (dense, spans) can still put a later child above an earlier one.
      if (!readsInOrder(inFlow.map((c) => c.boxes[i]!))) inFlow = [...inFlow].sort((a, b) => byReadingOrder(a.boxes[i]!, b.boxes[i]!));
      if (inFlow.some((c, k) => c !== domOrder[k])) reordered.add(i);
      const flow = detectFlow(inFlow.map((c) => c.boxes[i]!));
      const placements = placeChildren(content, inFlow.map((c) => c.boxes[i]!), flow, inFlow.map((c) => c.ir.kind === 'container'));
      m['flex-direction'] = keyword(flow.direction);
      m['flex-wrap'] = keyword(flow.wrap ? 'wrap' : 'nowrap');
      visual[i] = inFlow;
      let extent = content.y;
      inFlow.forEach((c, k) => {
        const p = placements[k];
        const cm = c.perBp[i]!;
        cm.width = p.width.unit === '%' ? percent(p.width.value) : px(p.width.value);
        // Single-line text in a row keeps its natural width: a % width wraps it as soon as
        // the builder's font is a hair wider than the source's.
        if (flow.direction === 'row' && c.singleLine?.[i] && !flow.wrap) cm.width = keyword('auto');
        // Likewise a one-line box narrower than its column (a centred button sized to its label).
        if (flow.direction === 'column' && c.singleLine?.[i] && p.width.unit === 'px') cm.width = keyword('auto');
        // A natural-width box must not shrink either: a few px of wider font would wrap it
        // (navbar brand and button pushed apart by a measured margin).
        if (cm.width?.type === 'keyword') cm['flex-size'] = keyword('none');
        cm['margin-top'] = px(p.marginTop);
        cm['margin-left'] = px(p.marginLeft);
        cm['margin-right'] = px(0);
        cm['margin-bottom'] = px(0);
        cm['align-self'] = keyword(p.alignSelf);
        extent = Math.max(extent, c.boxes[i]!.y + c.boxes[i]!.h);
      });
      for (const c of draft.children) {
        const cm = c.perBp[i];
        const cb = c.boxes[i];
        if (!cm || !cb || !c.position[i]) continue;
        cm.position = keyword(c.position[i]!);
        const fixed = c.position[i] === 'fixed';
        cm.left = px(fixed ? cb.x : cb.x - padding.x);
        cm.top = px(fixed ? cb.y : cb.y - padding.y);
        cm.width = px(cb.w);
        if (c.ir.kind === 'container') cm['min-height'] = px(cb.h);
        for (const side of ['top', 'right', 'bottom', 'left']) cm[`margin-${side}`] = px(0);
      }
      void 0;
      // Height the content does not explain (fixed heights, stretched rows, empty boxes) is kept.
      if (box.h - (extent - box.y) - paddings(cs)[2] - borderWidths(cs)[2] > 2 || inFlow.length === 0) m['min-height'] = px(box.h);
    });
    if (reordered.size) {
      visual.forEach((list, i) => list?.forEach((c, k) => {
        const cm = c.perBp[i];
        if (cm) cm['flex-order'] = { type: 'unit', value: k, unit: 'number' };
      }));
    }
  }

  // ---------------------------------------------------------------- passes

  /** Merge Elements: a container that paints nothing and holds one child that fills it is replaced by that child. */
  private mergeWrappers(draft: Draft): void {
    const stack: Draft[] = [draft];
    while (stack.length) {
      const d = stack.pop()!;
      d.children = d.children.map((child) => {
        let c = child;
        while (c.ir.kind === 'container' && !c.visual && c.children.length === 1 && this.fillsWrapper(c, c.children[0])) {
          const inner = c.children[0];
          inner.perBp = inner.perBp.map((m, i) => {
            const outer = c.perBp[i];
            if (!m || !outer) return m;
            const merged = { ...m };
            for (const key of ['width', 'margin-top', 'margin-left', 'margin-right', 'margin-bottom', 'align-self']) {
              if (outer[key]) merged[key] = outer[key];
              else delete merged[key];
            }
            // The wrapper's placement wins; its own stacking only if it had any.
            for (const key of ['position', 'left', 'top', 'z-index', 'grid-column', 'grid-row']) if (outer[key]) merged[key] = outer[key];
            if (outer['min-height'] && inner.ir.kind === 'container') merged['min-height'] = outer['min-height'];
            return merged;
          });
          inner.position = c.position;
          c = inner;
        }
        return c;
      });
      stack.push(...d.children);
    }
  }

  private fillsWrapper(wrapper: Draft, child: Draft): boolean {
    if (wrapper.ir.link) return false;
    return this.bps.every((_, i) => {
      const w = wrapper.perBp[i];
      const c = child.perBp[i];
      if (!w && !c) return true;
      if (!w || !c || child.position[i]) return false;
      if (w['min-height'] && child.ir.kind !== 'container') return false;
      const width = c.width;
      return isZero(c['margin-top']) && isZero(c['margin-left']) && width?.type === 'unit' && width.unit === '%' && width.value >= 99.9;
    });
  }

  private finalize(draft: Draft): IRNode {
    const ir = draft.ir;
    ir.hiddenAt = this.bps.filter((_, i) => !draft.perBp[i]);
    // Where the node is hidden its style is moot: borrow the nearest shown breakpoint's, so the
    // base (desktop) carries real values even for mobile-only elements and no override is wasted.
    const filled = draft.perBp.map((m, i) => m ?? draft.perBp.slice(i + 1).find(Boolean) ?? draft.perBp.slice(0, i).reverse().find(Boolean));
    ir.style = splitResponsive(filled as StyleMap[], this.bps);
    if (ir.kind === 'container') ir.children = draft.children.map((c) => this.finalize(c));
    return ir;
  }

  // ---------------------------------------------------------------- html

  private absolute(url: string): string {
    if (!url || url.startsWith('data:')) return url;
    try {
      return new URL(url, this.options.baseUrl).href;
    } catch {
      return url;
    }
  }

  private linkOf(node: StyledNode): Link {
    return { href: this.absolute(node.attrs.href ?? ''), newTab: node.attrs.target === '_blank', nofollow: /nofollow/.test(node.attrs.rel ?? '') };
  }

  private absolutizeLayers(m: StyleMap): void {
    const layers = m['background-image'];
    if (layers?.type !== 'layers') return;
    // A fresh object: style maps share values between nodes with the same computed style.
    m['background-image'] = { type: 'layers', value: layers.value.map((l) => (l.type === 'image' ? { ...l, url: this.absolute(l.url) } : l)) };
  }

  private innerHtml(node: StyledNode): string {
    const cs = this.viewOf(node, this.primary)!.style;
    return node.children.map((c) => this.nodeHtml(c, cs)).join('').trim().replace(/\s+/g, ' ');
  }

  /** Inline markup with only the styles that differ from the enclosing block (links always get colour). */
  private nodeHtml(node: StyledNode, parent: ComputedStyle): string {
    if (node.kind === 'text') {
      const pre = parent['white-space'].startsWith('pre');
      return pre ? escapeHtml(node.text).replace(/\n/g, '<br>') : escapeHtml(node.text.replace(/\s+/g, ' '));
    }
    const v = this.viewOf(node, this.primary);
    if (!isRendered(v)) return '';
    if (node.tag === 'br') return '<br>';
    if (this.isIcon(node)) {
      this.options.report.note('icon font inside text', 'approximated', describe(node), 'needs the icon font on the target site');
      return `<i class="${escapeAttr(node.attrs.class ?? '')}" aria-hidden="true"></i>`;
    }
    const tag = KEPT_INLINE_TAGS.has(node.tag) ? node.tag : 'span';
    const cs = v.style;
    const css = inlineDiff(cs, parent, tag === 'a');
    let attrs = css ? ` style="${escapeAttr(css)}"` : '';
    if (tag === 'a') {
      const link = this.linkOf(node);
      attrs = ` href="${escapeAttr(link.href)}"${link.newTab ? ' target="_blank" rel="noopener"' : ''}${attrs}`;
    }
    const inner = node.children.map((c) => this.nodeHtml(c, cs)).join('');
    return `<${tag}${attrs}>${inner}</${tag}>`;
  }

  /** Markup for an HTML fallback, with the computed look inlined on its root. */
  private outerHtml(node: StyledNode, root: boolean): string {
    if (node.kind === 'text') return escapeHtml(node.text);
    const placeholder = node.attrs[PLACEHOLDER_COLOR_ATTRIBUTE];
    const placeholderColor = placeholder === undefined ? undefined : parseColor(placeholder === 'transparent' ? 'rgba(0, 0, 0, 0)' : placeholder);
    const attrs = Object.entries(node.attrs)
      .filter(([k]) => !k.startsWith('on') && k !== 'style' && k !== 'class' && !k.startsWith('data-pagelift'))
      .map(([k, val]) => ` ${k}="${escapeAttr(k === 'src' || k === 'href' ? this.absolute(val) : val)}"`)
      .join('');
    let style = '';
    const v = this.viewOf(node, this.primary);
    if (v) {
      const cs = v.style;
      const color = parseColor(cs.color);
      if (root) {
        // Width follows the widget (whose width is responsive); inline styles cannot follow breakpoints.
        // An SVG with a viewBox scales with its width: a px height would freeze the desktop shape.
        const height = node.tag === 'svg' && node.attrs.viewbox ? 'auto' : `${Math.round(v.box.h)}px`;
        style = `width:100%;height:${height};display:block;box-sizing:border-box;margin:0;`;
        if (color) style += `color:${toRgbaString(color)};`;
        if (node.tag !== 'svg') {
          style += `font-family:${cs['font-family']};font-size:${cs['font-size']};`;
          style += `padding:${fourSides(cs, 'padding')};`;
          const bc = parseColor(cs['background-color']);
          if (bc && bc.alpha > 0) style += `background-color:${toRgbaString(bc)};`;
          const bw = borderWidths(cs);
          (['top', 'right', 'bottom', 'left'] as const).forEach((side, k) => {
            style += bw[k] > 0 ? `border-${side}:${bw[k]}px ${cs[`border-${side}-style`]} ${cs[`border-${side}-color`]};` : `border-${side}:0;`;
          });
          style += `border-radius:${fourCorners(cs)};`;
          if (cs['box-shadow'] && cs['box-shadow'] !== 'none') style += `box-shadow:${cs['box-shadow']};`;
          if (cs['border-image-source'] && cs['border-image-source'] !== 'none') {
            style += `border-image:${cs['border-image-source']} ${cs['border-image-slice']} / ${cs['border-image-width']} / ${cs['border-image-outset']} ${cs['border-image-repeat']};`;
          }
          // Themed controls (Pico): own drawing instead of the UA's, tick/chevron/search icons as
          // data: backgrounds, the accent of native checkboxes and ranges, a disabled control's fade.
          if (cs.appearance && cs.appearance !== 'auto') style += `appearance:${cs.appearance};`;
          if (cs.opacity && Number(cs.opacity) < 1) style += `opacity:${cs.opacity};`;
          if (cs['accent-color'] && cs['accent-color'] !== 'auto') style += `accent-color:${cs['accent-color']};`;
          if (cs['background-image'] !== 'none') {
            style += `background-image:${cs['background-image']};background-position:${cs['background-position']};background-size:${cs['background-size']};background-repeat:${cs['background-repeat']};`;
            if (cs['background-clip'] && cs['background-clip'] !== 'border-box') style += `background-clip:${cs['background-clip']};`;
          }
          style += `line-height:${cs['line-height']};font-weight:${cs['font-weight']};`;
        }
      } else if (node.tag !== 'svg' && ['path', 'circle', 'rect', 'g', 'polygon', 'line', 'ellipse', 'polyline'].includes(node.tag)) {
        // CSS classes do not travel: keep computed paint where the markup had none.
        if (!node.attrs.fill && cs.color && color) style = '';
      }
    }
    let styleAttr = style ? ` style="${escapeAttr(style)}"` : '';
    let responsiveCss = '';
    if (root && v && node.tag !== 'svg') {
      const className = `pl-fb-${this.fallbackPrefix}-${++this.fallbackCount}`;
      responsiveCss = responsiveFallbackCss(className, this.bps.map((_, i) => {
        const view = this.viewOf(node, i);
        if (!isRendered(view)) return undefined;
        return { maxWidth: this.options.deviceMaxWidths?.[i], decls: fallbackBoxDecls(view.style, view.box) };
      }));
      if (placeholderColor && node.attrs.placeholder !== undefined) responsiveCss += placeholderCss(className, toRgbaString(placeholderColor));
      // A themed control's own pseudo-element boxes (a switch's knob) travel as rules beside it.
      if (node.tag === 'input') {
        for (const which of ['before', 'after'] as const) {
          const views = node.pseudo[which];
          if (!views || !isRendered(views[this.bps[this.primary]])) continue;
          responsiveCss += pseudoElementCss(className, which, this.bps.map((name, i) => {
            const pv = views[name];
            return isRendered(pv) && isRendered(this.viewOf(node, i)) ? { maxWidth: this.options.deviceMaxWidths?.[i], decls: pseudoBoxDecls(pv.style) } : undefined;
          }));
        }
      }
      if (responsiveCss) styleAttr = ` class="${className}"${styleAttr}`;
    }
    const tail = responsiveCss ? `<style>${responsiveCss}</style>` : '';
    if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}${styleAttr}>${tail}`;
    const inner = node.children.map((c) => this.outerHtml(c, false)).join('');
    return `<${node.tag}${attrs}${styleAttr}>${inner}</${node.tag}>${tail}`;
  }
}

/**
 * Whether a box is about as wide as its text needs (padding and border aside): such a box can
 * take its natural width in a row. A wider one (stretched, or centred text in a fixed width)
 * must keep its measured width. Without measured text, assume it fits.
 */
export function fitsContent(view: NodeView, text: Box[]): boolean {
  const extent = unionBoxes(text);
  if (!extent) return true;
  const p = paddings(view.style);
  const b = borderWidths(view.style);
  return view.box.w - p[1] - p[3] - b[1] - b[3] - extent.w <= 4;
}

/**
 * The page root stands for `body`, pasted full width with no margin; the body's margin (8 px by
 * default) becomes padding so its children keep their offsets. Top and left come from where
 * the body box sits (a child's margin may have collapsed through it).
 */
export function bodyMarginAsPadding(m: StyleMap, body: NodeView): StyleMap {
  const add = (side: string, extra: number) => px((m[`padding-${side}`]?.type === 'unit' ? (m[`padding-${side}`] as { value: number }).value : 0) + Math.max(0, extra));
  return {
    'padding-top': add('top', body.box.y),
    'padding-left': add('left', body.box.x),
    'padding-right': add('right', pxOf(body.style['margin-right'])),
    'padding-bottom': add('bottom', pxOf(body.style['margin-bottom'])),
  };
}

/**
 * Loose text in a block container flows across the container's whole content width; the union
 * of its line boxes is only as wide as the text happened to be. Given that narrower width, the
 * builder's slightly different font metrics wrap the last word: use the content width. Start-
 * aligned text in a box of inline-level content only (a label: checkbox, then text) whose lines
 * begin right of the content edge shares its line with the element before it: it keeps its own
 * extent, or it would be laid over that element (a row then places it beside it). Beside block
 * children the box's flow is left to the layout pass as before.
 */
export function anonymousTextBox(lines: Box, parent: NodeView, inlineOnly = false): Box {
  if (!/^(block|flow-root|list-item|table-cell)$/.test(parent.style.display)) return lines;
  const c = contentBox(parent.box, borderWidths(parent.style), paddings(parent.style));
  const startAligned = /^(start|left|justify|-webkit-left)$/.test(parent.style['text-align'] || 'start');
  if (inlineOnly && startAligned && lines.x > c.x + 1) return lines;
  return { x: c.x, y: lines.y, w: c.w, h: lines.h };
}

/** The box values of a fallback's root that follow the breakpoints (see fallback-css.ts). */
export function fallbackBoxDecls(cs: ComputedStyle, box: Box): Decls {
  const decls: Decls = {
    height: `${Math.round(box.h)}px`,
    'font-size': cs['font-size'],
    'line-height': cs['line-height'],
    padding: fourSides(cs, 'padding'),
    'border-radius': cs['border-top-left-radius'],
  };
  // A background icon sized and placed in rem (Pico's search, select and date icons) scales with the root font.
  if (cs['background-image'] && cs['background-image'] !== 'none') {
    decls['background-position'] = cs['background-position'];
    decls['background-size'] = cs['background-size'];
  }
  return decls;
}

/** The computed padding or margin as a four-value shorthand (top right bottom left). */
function fourSides(cs: ComputedStyle, box: 'padding' | 'margin'): string {
  return `${cs[`${box}-top`]} ${cs[`${box}-right`]} ${cs[`${box}-bottom`]} ${cs[`${box}-left`]}`;
}

/** The four computed corner radii in `border-radius` order. */
function fourCorners(cs: ComputedStyle): string {
  return `${cs['border-top-left-radius']} ${cs['border-top-right-radius']} ${cs['border-bottom-right-radius']} ${cs['border-bottom-left-radius']}`;
}

/** The look of a control's drawn pseudo-element box: size, paint, shape and its offset. */
export function pseudoBoxDecls(cs: ComputedStyle): Decls {
  const decls: Decls = {
    content: cs.content && cs.content !== 'normal' && cs.content !== 'none' ? cs.content : '""',
    display: cs.display,
    width: cs.width,
    height: cs.height,
    margin: fourSides(cs, 'margin'),
    'border-radius': fourCorners(cs),
    'background-color': cs['background-color'],
  };
  if (cs.position === 'absolute') Object.assign(decls, { position: 'absolute', top: cs.top, left: cs.left });
  if (cs['background-image'] && cs['background-image'] !== 'none') Object.assign(decls, { 'background-image': cs['background-image'], 'background-position': cs['background-position'], 'background-size': cs['background-size'], 'background-repeat': cs['background-repeat'] });
  if (cs['box-shadow'] && cs['box-shadow'] !== 'none') decls['box-shadow'] = cs['box-shadow'];
  if (cs.transform && cs.transform !== 'none') decls.transform = cs.transform;
  return decls;
}

/** The glyph of Font Awesome's SVG replacement (`<svg data-prefix="fas" data-icon="star">`). */
export function faReplacementGlyph(attrs: Record<string, string>): FaGlyph {
  const prefix = attrs['data-prefix'];
  const library = prefix === 'fab' ? 'fa-brands' : prefix === 'far' ? 'fa-regular' : 'fa-solid';
  const short = prefix === 'fab' ? 'fab' : prefix === 'far' ? 'far' : 'fas';
  return { iconClass: `${short} fa-${attrs['data-icon']}`, library };
}

/** The glyph of a Font Awesome `<i class="fas fa-star">`. */
export function faFontGlyph(cls: string): FaGlyph {
  const library = /\b(fab|fa-brands)\b/.test(cls) ? 'fa-brands' : /\b(far|fa-regular)\b/.test(cls) ? 'fa-regular' : 'fa-solid';
  const name = cls.split(/\s+/).find((c) => /^fa-[a-z0-9-]+$/.test(c) && !['fa-solid', 'fa-regular', 'fa-brands', 'fa-fw', 'fa-lg', 'fa-2x', 'fa-3x', 'fa-4x', 'fa-5x', 'fa-stack', 'fa-inverse', 'fa-stack-1x', 'fa-stack-2x'].includes(c)) ?? 'fa-star';
  const prefix = library === 'fa-brands' ? 'fab' : library === 'fa-regular' ? 'far' : 'fas';
  return { iconClass: `${prefix} ${name}`, library };
}

/**
 * A system UI stack is written as the family `system-ui` (F24). Elementor quotes every family
 * (`font-family: "system-ui", Sans-serif`), and a quoted generic is a family name: it shows the
 * visitor's UI font only where the name itself resolves (Chromium on Linux through fontconfig's
 * `system-ui` alias, checked in the lab), elsewhere the kit's fallback generic. Leaving the family
 * empty is worse: Elementor then prints the kit's global font (Roboto on a new site, loaded from
 * Google Fonts) for the widget, never the theme's or the system's.
 */
export const SYSTEM_UI_NOTE = 'written as the family "system-ui"; Elementor quotes it, so browsers that do not resolve that name show the site kit\'s fallback generic (Sans-serif) instead of the visitor\'s UI font';

/** Where a row-flex box puts its content along the row (left/center/right), or undefined when it is not a row flex box. */
export function flexContentAlign(cs: Pick<ComputedStyle, 'display' | 'flex-direction' | 'justify-content'>): 'left' | 'center' | 'right' | undefined {
  if (!/flex/.test(cs.display) || !/^row/.test(cs['flex-direction'] || 'row')) return undefined;
  const j = (cs['justify-content'] || 'normal').replace(/^(safe|unsafe)\s+/, '');
  if (j === 'center' || j === 'space-around' || j === 'space-evenly') return 'center';
  if (j === 'flex-end' || j === 'end' || j === 'right') return cs['flex-direction'] === 'row-reverse' ? 'left' : 'right';
  if (j === 'space-between') return undefined;
  return cs['flex-direction'] === 'row-reverse' ? 'right' : 'left';
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The Font Awesome glyph an inline SVG draws, when it is a known icon set's drawing. */
function knownSvgGlyph(svg: StyledNode): FaGlyph | undefined {
  const paths = svgPaths(svg);
  return paths ? faGlyphForSvg(svg.attrs.viewbox, paths) : undefined;
}

/** Text of a computed `content` value (`"\f101"`, `"→"`); empty for none/normal/counters/images. */
export function parseContent(css: string | undefined): string {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(css?.trim() ?? '');
  if (!m) return '';
  return m[1].replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_s, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, '$1');
}

function sameLine(a: Box, b: Box): boolean {
  return Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
}

/** Whether boxes, in this order, go left-to-right within a line, then top-to-bottom. */
export function readsInOrder(boxes: Box[]): boolean {
  for (let k = 1; k < boxes.length; k++) {
    const a = boxes[k - 1];
    const b = boxes[k];
    if (sameLine(a, b) ? b.x + 2 < a.x : b.y + 2 < a.y) return false;
  }
  return true;
}

/** Left-to-right within a line (vertically overlapping boxes), otherwise top-to-bottom. */
export function byReadingOrder(a: Box, b: Box): number {
  return sameLine(a, b) ? a.x - b.x : a.y - b.y;
}

/** Children in painting order: stable by computed `order`, reversed for *-reverse directions. */
export function visualOrder<T>(children: T[], parent: ComputedStyle, orderOf: (c: T) => string): T[] {
  const isFlexOrGrid = /flex|grid/.test(parent.display);
  if (!isFlexOrGrid) return children;
  const sorted = children.map((c, i) => ({ c, i, o: Number(orderOf(c)) || 0 })).sort((a, b) => a.o - b.o || a.i - b.i).map((x) => x.c);
  return parent['flex-direction'].endsWith('-reverse') && parent.display.includes('flex') ? sorted.reverse() : sorted;
}

function isZero(v: StyleValue | undefined): boolean {
  return !v || (v.type === 'unit' && Math.abs(v.value) < 0.5);
}

function paddingZero(): StyleMap {
  return { 'padding-top': px(0), 'padding-right': px(0), 'padding-bottom': px(0), 'padding-left': px(0) };
}

/**
 * Every Elementor container is `position: relative`, so a later container paints over an
 * absolute/fixed one whose z-index is `auto` — unlike the source, where only positioned boxes
 * compete. Such boxes get z-index 1 to keep painting above their static siblings.
 */
export function zIndex(cs: ComputedStyle): StyleMap {
  if (cs.position === 'static') return {};
  if (cs['z-index'] !== 'auto') return { 'z-index': { type: 'unit', value: Number(cs['z-index']), unit: 'number' } };
  if (cs.position === 'absolute' || cs.position === 'fixed' || cs.position === 'sticky') return { 'z-index': { type: 'unit', value: 1, unit: 'number' } };
  return {};
}

const INLINE_PROPS = ['color', 'font-weight', 'font-style', 'font-size', 'font-family', 'text-decoration-line', 'text-transform', 'letter-spacing', 'background-color'] as const;

/** CSS text for an inline element: what differs from its parent, plus box paint and link colour. */
export function inlineDiff(cs: ComputedStyle, parent: ComputedStyle, isLink: boolean): string {
  const parts: string[] = [];
  for (const p of INLINE_PROPS) {
    const mine = cs[p];
    if (p === 'background-color') {
      const c = parseColor(mine);
      if (c && c.alpha > 0) parts.push(`background-color:${toRgbaString(c)}`);
      continue;
    }
    if (mine !== parent[p] || (isLink && (p === 'color' || p === 'text-decoration-line'))) {
      const prop = p === 'text-decoration-line' ? 'text-decoration' : p;
      parts.push(`${prop}:${mine}`);
    }
  }
  if (cs.display === 'inline-block' || cs.display === 'inline-flex') {
    parts.push('display:inline-block');
    const pad = paddings(cs);
    if (pad.some((x) => x > 0)) parts.push(`padding:${pad.map((x) => `${x}px`).join(' ')}`);
    const mr = pxOf(cs['margin-right']);
    const ml = pxOf(cs['margin-left']);
    if (mr || ml) parts.push(`margin:0 ${mr}px 0 ${ml}px`);
  } else {
    const pad = paddings(cs);
    if (pad.some((x) => x > 0)) parts.push(`padding:${pad.map((x) => `${x}px`).join(' ')}`);
  }
  const bw = borderWidths(cs);
  if (bw.some((w) => w > 0)) parts.push(`border:${Math.max(...bw)}px ${cs['border-top-style'] === 'none' ? 'solid' : cs['border-top-style']} ${cs['border-top-color']}`);
  const radius = pxOf(cs['border-top-left-radius']);
  if (radius) parts.push(`border-radius:${radius}px`);
  return parts.join(';');
}
