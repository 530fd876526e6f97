/**
 * The IR build: styled tree → builder-neutral IR. The class holds the build's state; its steps live
 * beside it (classify.ts, nodes/*, layout-pass.ts, merge-elements.ts, html.ts) as functions on the builder.
 */
import { randomBytes } from 'node:crypto';
import type { ComputedStyle, NodeView, StyledNode } from '../extract/styled-tree.ts';
import { finalStyle } from './responsive.ts';
import type { IRContainer, IRDocument, IRNode, StyleMap } from './types.ts';
import { MARGINS } from './styles.ts';
import { memoByText } from './memo-by-text.ts';
import { percent, primaryFontFamily, px } from './values.ts';
import { type BuildOptions, type Draft, SYSTEM_UI_NOTE, bodyMarginAsPadding, describe, isRendered, paddingZero } from './build-support.ts';
import { element, find, onlyChild, isIcon, isButtonLike, isInlineContent, hasText, textBoxes, plainText, isSimpleList } from './classify.ts';
import { baseDraft, leaf, textDraft, hoverOf } from './nodes/draft.ts';
import { buttonIcon, buttonIconGap, buttonDraft } from './nodes/button.ts';
import { iconDraft, svgIconDraft, glyphOf, pseudoGlyph } from './nodes/icon.ts';
import { imageDraft, videoDraft, videoFromUrl } from './nodes/media.ts';
import { iconRowParts, iconListDraft } from './nodes/icon-list.ts';
import { listDraft } from './nodes/list.ts';
import { isBareBox, embedDraft, inlineSvgDraft, svgPicture } from './nodes/embed.ts';
import { boxDraft, emptyBox, containerTag, containerDraft, anonymousText, pseudoBox } from './nodes/container.ts';
import { gridLayout, layout } from './layout-pass.ts';
import { mergeWrappers, fillsWrapper } from './merge-elements.ts';
import { absolute, linkOf, absolutizeLayers, innerHtml, nodeHtml, outerHtml } from './html.ts';
import { iframeHtml } from './iframe.ts';
import { WINDOW_HEIGHT, fillsWindow } from './window-fill.ts';
import { VIEWPORT_HEIGHT } from '../render/capture.ts';
import { buttonFontIcon, isLigatureIcon } from './ligature-icon.ts';

export * from './build-support.ts';

/** The first name of a font stack, unquoted. Asked for every text node; a page has a handful of stacks, each split once. */
const firstFamily = memoByText(1024, (stack) => stack.split(',')[0].replace(/["']/g, '').trim());

export class IRBuilder {
  readonly bps: string[];
  readonly fonts = new Set<string>();
  readonly inlineMemo = new WeakMap<StyledNode, boolean>();
  /** IR nodes that carry a `:hover` look and the styled nodes it is read from (see applyHover). */
  private readonly hoverTargets: Array<{ ir: IRNode; node: StyledNode }> = [];
  primary = 0;
  /** Names the per-breakpoint rules of HTML fallbacks; random so two pastes on one page never collide. */
  readonly fallbackPrefix = randomBytes(3).toString('hex');
  fallbackCount = 0;

  constructor(readonly options: BuildOptions) {
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
      for (const margin of MARGINS) m[margin] = px(0);
      delete m.position;
      const view = this.viewOf(root, i);
      if (root.tag === 'body' && view) {
        Object.assign(m, bodyMarginAsPadding(m, view));
        if (fillsWindow(m, view, VIEWPORT_HEIGHT)) m['min-height'] = WINDOW_HEIGHT;
      }
    });
    if (this.options.mergeElements) this.mergeWrappers(rootDraft);
    const ir = this.finalize(rootDraft) as IRContainer;
    return { root: ir, breakpoints: this.bps, fontFamilies: [...this.fonts], ...(this.options.viewportWidths ? { viewportWidths: this.options.viewportWidths } : {}) };
  }

  /** Gives `ir` the `:hover` look of `node` (none yet when the page is still computing it) and remembers the pair. */
  setHover(ir: IRNode, node: StyledNode): void {
    this.hoverTargets.push({ ir, node });
    ir.hover = this.hoverOf(node);
  }

  /**
   * Re-reads every `:hover` look once attachHover has given the styled tree its values: the IR
   * can be built while the page still works them out (nothing in the build reads them).
   */
  applyHover(): void {
    for (const { ir, node } of this.hoverTargets) ir.hover = this.hoverOf(node);
  }

  viewOf(node: StyledNode, i: number): NodeView | undefined {
    return node.views[this.bps[i]];
  }

  renderedAt(node: StyledNode): boolean[] {
    return this.bps.map((_, i) => isRendered(this.viewOf(node, i)));
  }

  emptyRoot(root: StyledNode): Draft {
    return {
      ir: { kind: 'container', tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(root) },
      perBp: this.bps.map(() => ({})), boxes: this.bps.map(() => ({ x: 0, y: 0, w: 0, h: 0 })),
      position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [], visual: false,
    };
  }

  wrap(child: Draft, source: StyledNode): Draft {
    // The lone widget fills its new container (Elementor would shrink it to its content).
    child.perBp.forEach((m) => {
      if (!m) return;
      m.width = percent(100);
      for (const margin of MARGINS) m[margin] = px(0);
    });
    return {
      ir: { kind: 'container', tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(source) },
      perBp: child.perBp.map((m) => (m ? paddingZero() : undefined)), boxes: [...child.boxes],
      position: this.bps.map(() => undefined), styles: this.bps.map(() => undefined), children: [child], visual: false,
    };
  }

  readonly textMemo = new WeakMap<StyledNode, boolean>();
  /** Per node and breakpoint index: whether all its text sits on one line (see shrink-wrap.ts). */
  readonly oneLineMemo = new WeakMap<StyledNode, Array<boolean | undefined>>();

  /** Records the family for @font-face; a system stack is noted, as the builder needs one named family. */
  useFont(cs: ComputedStyle): void {
    const chosen = primaryFontFamily(cs['font-family']);
    this.fonts.add(chosen);
    const first = firstFamily(cs['font-family']);
    if (first !== chosen && chosen !== 'system-ui') this.options.report.note('font stack', 'approximated', cs['font-family'].slice(0, 60), `set as "${chosen}"`);
    if (chosen === 'system-ui') this.options.report.note('system font stack', 'approximated', cs['font-family'].slice(0, 60), SYSTEM_UI_NOTE);
  }

  finalize(draft: Draft): IRNode {
    const ir = draft.ir;
    ir.hiddenAt = this.bps.filter((_, i) => !draft.perBp[i]);
    // The draft ends here: its widest shown map becomes the IR's base, not a copy of it.
    ir.style = finalStyle(draft.perBp, this.bps, true);
    if (ir.kind === 'container') ir.children = draft.children.map((c) => this.finalize(c));
    return ir;
  }

  // The build steps, defined beside this file; `this` is the builder.
  readonly element = element;
  readonly find = find;
  readonly onlyChild = onlyChild;
  readonly isIcon = isIcon;
  readonly isButtonLike = isButtonLike;
  readonly isInlineContent = isInlineContent;
  readonly hasText = hasText;
  readonly textBoxes = textBoxes;
  readonly plainText = plainText;
  readonly isSimpleList = isSimpleList;
  readonly baseDraft = baseDraft;
  readonly leaf = leaf;
  readonly textDraft = textDraft;
  readonly hoverOf = hoverOf;
  readonly buttonIcon = buttonIcon;
  readonly buttonIconGap = buttonIconGap;
  readonly buttonDraft = buttonDraft;
  readonly iconDraft = iconDraft;
  readonly svgIconDraft = svgIconDraft;
  readonly glyphOf = glyphOf;
  readonly pseudoGlyph = pseudoGlyph;
  readonly imageDraft = imageDraft;
  readonly videoDraft = videoDraft;
  readonly videoFromUrl = videoFromUrl;
  readonly iconRowParts = iconRowParts;
  readonly iconListDraft = iconListDraft;
  readonly listDraft = listDraft;
  readonly isBareBox = isBareBox;
  readonly embedDraft = embedDraft;
  readonly inlineSvgDraft = inlineSvgDraft;
  readonly svgPicture = svgPicture;
  readonly boxDraft = boxDraft;
  readonly emptyBox = emptyBox;
  readonly pseudoBox = pseudoBox;
  readonly containerTag = containerTag;
  readonly containerDraft = containerDraft;
  readonly anonymousText = anonymousText;
  readonly gridLayout = gridLayout;
  readonly layout = layout;
  readonly mergeWrappers = mergeWrappers;
  readonly fillsWrapper = fillsWrapper;
  readonly absolute = absolute;
  readonly linkOf = linkOf;
  readonly absolutizeLayers = absolutizeLayers;
  readonly innerHtml = innerHtml;
  readonly nodeHtml = nodeHtml;
  readonly outerHtml = outerHtml;
  readonly iframeHtml = iframeHtml;
  readonly isLigatureIcon = isLigatureIcon;
  readonly buttonFontIcon = buttonFontIcon;
}
