/** IR build: buttons (links and controls styled as buttons), with their Font Awesome icon. */
import type { StyledNode } from '../../extract/styled-tree.ts';
import type { FaGlyph } from '../svg-icons.ts';
import type { NodeView } from '../../extract/styled-tree.ts';
import type { IRButton, StyleMap } from '../types.ts';
import { keyword, px, pxOf } from '../values.ts';
import { keepCssHeight } from '../button-height.ts';
import { keepsOneLine, unbreakableText } from '../nowrap.ts';
import { unionBoxes } from '../layout.ts';
import { borderWidths, paddings, paintsBox } from '../styles.ts';
import { type Draft, describe, faFontGlyph, fitsContent, faReplacementGlyph, flexContentAlign, isRendered, knownSvgGlyph, round1 } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

/** Font Awesome icon of a button, from `<i class="fa…">` or FA's `<svg data-icon>`. */
export function buttonIcon(this: IRBuilder, node: StyledNode): IRButton['icon'] {
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
export function buttonIconGap(this: IRBuilder, button: StyledNode, icon: StyledNode, after: boolean): number | undefined {
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

export function buttonDraft(this: IRBuilder, node: StyledNode, label?: string): Draft {
  const icon = this.buttonIcon(node);
  if (!icon && this.find(node, (n) => n.tag === 'svg')) this.options.report.note('inline SVG icon in a button', 'dropped', describe(node), 'the button keeps its text');
  const fontIcon = icon || label !== undefined ? undefined : this.buttonFontIcon(node);
  const text = label ?? fontIcon?.label ?? this.plainText(node).trim();
  const oneLine = keepsOneLine(this.viewOf(node, this.primary)?.style['white-space']);
  const draft = this.textDraft(node, { kind: 'button', text: oneLine ? unbreakableText(text) : text });
  if (node.tag === 'a' && node.attrs.href) draft.ir.link = this.linkOf(node);
  this.setHover(draft.ir, node);
  if (icon) (draft.ir as IRButton).icon = icon;
  if (fontIcon) (draft.ir as IRButton).fontIcon = fontIcon.icon;
  // A flex button places its content by justify-content; text-align does not move it.
  draft.perBp.forEach((m, i) => {
    const v = this.viewOf(node, i);
    if (!m || !v) return;
    const align = flexContentAlign(v.style);
    if (align) m['text-align'] = keyword(align);
    // An inline button's box is its glyphs' height, not a line's; an icon may make the height.
    if (v.style.display === 'inline' || icon || fontIcon) return;
    const text = this.textBoxes(node, i);
    const textHeight = unionBoxes(text)?.h ?? 0;
    // A one-line label in a box made tall by CSS is still one line: it keeps its natural
    // width in a row (see layout-pass), so a label a hair wider in the builder does not wrap.
    const lh = pxOf(v.style['line-height']) || pxOf(v.style['font-size']) * 1.3;
    if (keepCssHeight(m, v, textHeight) && draft.singleLine && textHeight < lh * 1.5 && fitsContent(v, text)) draft.singleLine[i] = true;
  });
  draft.visual = true;
  return draft;
}
