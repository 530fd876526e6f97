/**
 * Ligature icon fonts (Google's Material Icons and Material Symbols) draw a glyph for a word:
 * `<i class="material-icons">add</i>`. Inside a button the word is not label text: read as text
 * it comes out as "ADD ADD NEW CARD" in the button's font (and uppercase breaks the ligature).
 */
import type { StyledNode } from '../extract/styled-tree.ts';
import type { IRBuilder } from './build.ts';
import type { IRButton } from './types.ts';
import { isRendered, round1 } from './build-support.ts';
import { pxOf } from './values.ts';

const LIGATURE_FAMILY = /^\s*["']?material (icons|symbols)/i;
const LIGATURE_WORD = /^[a-z0-9_]+$/;

/** An element whose only text is an icon name drawn by a ligature icon font. */
export function isLigatureIcon(this: IRBuilder, node: StyledNode): boolean {
  if (node.kind !== 'element') return false;
  const v = this.viewOf(node, this.primary);
  if (!isRendered(v) || !LIGATURE_FAMILY.test(v.style['font-family'])) return false;
  const texts = node.children.filter((c) => c.kind === 'text' && c.text.trim());
  return texts.length === 1 && node.children.every((c) => c.kind === 'text') && LIGATURE_WORD.test(texts[0].text.trim());
}

/**
 * The button's text without the ligature icon's word. The space between icon and label stays
 * (collapsed as the browser does, no-break spaces kept): it is the distance the source shows.
 */
function labelWithout(node: StyledNode, skip: StyledNode, after: boolean): string {
  const out: string[] = [];
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === skip || n.tag === 'svg') continue;
    if (n.kind === 'text') out.push(n.text);
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  const text = out.join('').replace(/[ \t\n\r\f]+/g, ' ');
  return after ? text.replace(/^ /, '') : text.replace(/ $/, '');
}

/**
 * The ligature icon of a button (its first or last content) and the label without it, or
 * undefined. The icon keeps its font, its size relative to the button's, its vertical alignment
 * and its distance to the label.
 */
export function buttonFontIcon(this: IRBuilder, node: StyledNode): { icon: NonNullable<IRButton['fontIcon']>; label: string } | undefined {
  const kids = node.children.filter((c) => c.kind === 'element' || c.text.trim());
  const at = [0, kids.length - 1].find((k) => kids[k] && this.isLigatureIcon(kids[k]));
  if (at === undefined) return undefined;
  const el = kids[at];
  const v = this.viewOf(el, this.primary)!;
  const b = this.viewOf(node, this.primary)?.style;
  const buttonSize = pxOf(b?.['font-size']);
  const size = pxOf(v.style['font-size']);
  const after = at > 0 && at === kids.length - 1;
  const label = labelWithout(node, el, after);
  // The distance from the glyph's box to the label's text, as laid out in the source.
  const text = this.textBoxes(node, this.primary).filter((t) => t.x >= v.box.x + v.box.w - 0.5 || t.x + t.w <= v.box.x + 0.5);
  let gap = 0;
  if (text.length) {
    gap = after ? v.box.x - Math.max(...text.map((t) => t.x + t.w)) : Math.min(...text.map((t) => t.x)) - (v.box.x + v.box.w);
  }
  this.useFont(v.style);
  this.options.report.note('ligature icon font in a button', 'approximated', `${el.tag}.${el.attrs.class ?? ''}`, 'drawn in its font beside the label where the builder allows');
  return {
    label,
    icon: {
      text: el.children.find((c) => c.kind === 'text' && c.text.trim())!.text.trim(),
      family: v.style['font-family'].split(',')[0].replace(/["']/g, '').trim(),
      size: buttonSize > 0 && size > 0 ? Math.round((size / buttonSize) * 10000) / 10000 : 1,
      weight: v.style['font-weight'],
      verticalAlign: v.style['vertical-align'] || 'baseline',
      after,
      gap: round1(Math.max(0, label.trim() ? gap : 0)),
    },
  };
}
