/** IR build: icons (Font Awesome `<i>`, FA and known icon-set SVGs, icon-font pseudo-elements). */
import type { StyledNode } from '../../extract/styled-tree.ts';
import { borderStyle, decorationStyle, paddingStyle, textStyle } from '../styles.ts';
import type { FaGlyph } from '../svg-icons.ts';
import type { IRNode } from '../types.ts';
import { keyword, px } from '../values.ts';
import { type Draft, describe, escapeHtml, faFontGlyph, faReplacementGlyph, isRendered, knownSvgGlyph, parseContent, zIndex } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

export function iconDraft(this: IRBuilder, node: StyledNode): Draft {
  const glyph = faFontGlyph(node.attrs.class ?? '');
  return this.leaf(node, { kind: 'icon', iconClass: glyph.iconClass, library: glyph.library }, {});
}

/** An SVG that draws a Font Awesome glyph (FA's own replacement, or a known icon set's drawing) is a native icon. */
export function svgIconDraft(this: IRBuilder, node: StyledNode, glyph: FaGlyph): Draft {
  const draft = this.leaf(node, { kind: 'icon', iconClass: glyph.iconClass, library: glyph.library, svg: this.outerHtml(node, true) });
  // The glyph is as tall as the SVG box; Elementor sizes icons by font-size.
  draft.perBp.forEach((m, i) => {
    const b = draft.boxes[i];
    if (m && b) m['font-size'] = px(b.h);
  });
  return draft;
}

/** The Font Awesome glyph an element draws: FA's `<i>`/SVG replacement or a known icon-set SVG. */
export function glyphOf(this: IRBuilder, n: StyledNode): FaGlyph | undefined {
  if (n.tag === 'svg') return n.attrs['data-icon'] && n.attrs['data-prefix'] ? faReplacementGlyph(n.attrs) : knownSvgGlyph(n);
  return this.isIcon(n) ? faFontGlyph(n.attrs.class ?? '') : undefined;
}

/**
 * Icon fonts other than Font Awesome (Bootstrap Icons, Material …) draw a glyph in ::before.
 * The glyph becomes text in that font (the @font-face travels with the export).
 */
export function pseudoGlyph(this: IRBuilder, node: StyledNode): Draft | null {
  const which = (['before', 'after'] as const).find((w) => {
    const v = node.pseudo[w]?.[this.bps[this.primary]];
    // A hidden one draws nothing: the clearfix hack's `content: "."` (visibility: hidden, height 0).
    return isRendered(v) && parseContent(v.style.content).trim() !== '';
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
    return Object.assign({}, textStyle(ps), { 'text-align': keyword('center') }, paddingStyle(cs), decorationStyle(cs), borderStyle(cs), zIndex(cs));
  });
  draft.singleLine = this.bps.map(() => true);
  return draft;
}
