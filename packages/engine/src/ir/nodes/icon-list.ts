/** IR build: rows of icon + text as one icon list. */
import type { StyledNode } from '../../extract/styled-tree.ts';
import { iconListMetrics, type IconRowBoxes } from '../icon-list.ts';
import { borderStyle, decorationStyle, paddings, paddingStyle, paintsBox, textStyle } from '../styles.ts';
import type { FaGlyph } from '../svg-icons.ts';
import type { IRNode } from '../types.ts';
import { keyword, parseColor, px } from '../values.ts';
import { type Draft, REPLACED, describe, isRendered, zIndex } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

/** An unpainted row holding exactly an icon, then an inline text element. */
export function iconRowParts(this: IRBuilder, row: StyledNode): { icon: StyledNode; glyph: FaGlyph; text: StyledNode } | undefined {
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
export function iconListDraft(this: IRBuilder, node: StyledNode): Draft | null {
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
    // Rows sharing the first row's computed text style and icon colour look alike without
    // serialising either; the first row's look is serialised once, not once per row.
    const t0 = this.viewOf(rows[0].text, i)?.style;
    const ic0 = this.viewOf(rows[0].icon, i)?.style;
    let firstLook: string | undefined;
    const differs = (r: (typeof rows)[number]) => {
      const t = this.viewOf(r.text, i)?.style;
      const ic = this.viewOf(r.icon, i)?.style;
      if (t && ic && ic0 && t === t0 && ic.color === ic0.color) return false;
      firstLook ??= look(rows[0], i);
      return look(r, i) !== firstLook;
    };
    if (rows.some(differs)) return undefined;
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
    // Object.assign, not spreads: see boxLook in build-support.ts.
    return Object.assign(
      {}, paddingStyle(cs), decorationStyle(cs), borderStyle(cs), zIndex(cs), textStyle(text),
      { 'icon-size': px(m.iconSize), 'icon-gap': px(m.iconGap), 'item-gap': px(m.itemGap), 'icon-align': keyword(m.align) },
      iconColor ? { 'icon-color': iconColor } : {},
    );
  });
}
