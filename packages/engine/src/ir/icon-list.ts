import type { Box } from '../extract/styled-tree.ts';
import { round } from './values.ts';

/**
 * Rows of "icon, then text" (feature lists, pricing ticks) are what Elementor's icon-list widget
 * draws: one flex row per item, the icon vertically centred on the text. Built from separate
 * icon and text widgets instead, each icon widget is as tall as the kit's line height (its
 * inline-block icon sits on a text line), so every row grows. This decides, from the rendered
 * boxes at one width, whether rows fit that widget, and measures its settings.
 */
export interface IconRowBoxes {
  row: Box;
  icon: Box;
  text: Box;
}

export interface IconListMetrics {
  /** Icon box height (the widget's icon size). */
  iconSize: number;
  /** From the icon's right edge to the text's left edge. */
  iconGap: number;
  /** Between one row's bottom and the next row's top. */
  itemGap: number;
  /** Where the icon sits against a taller text: its top, or centred. */
  align: 'flex-start' | 'center';
}

const EPS = 1.5;

export function iconListMetrics(rows: IconRowBoxes[]): IconListMetrics | undefined {
  if (!rows.length) return undefined;
  const first = rows[0];
  const iconSize = first.icon.h;
  const iconGap = first.text.x - (first.icon.x + first.icon.w);
  const itemGap = rows.length > 1 ? rows[1].row.y - (first.row.y + first.row.h) : 0;
  for (const [k, r] of rows.entries()) {
    // Icon left of its text, on the same line, same size and spacing in every row.
    if (r.icon.x + r.icon.w > r.text.x + EPS) return undefined;
    if (Math.min(r.icon.y + r.icon.h, r.text.y + r.text.h) - Math.max(r.icon.y, r.text.y) <= 0) return undefined;
    if (Math.abs(r.icon.h - iconSize) > 0.5 || Math.abs(r.icon.w - first.icon.w) > 0.5) return undefined;
    if (Math.abs(r.text.x - (r.icon.x + r.icon.w) - iconGap) > EPS) return undefined;
    if (Math.abs(r.icon.x - first.icon.x) > EPS) return undefined;
    if (k > 0) {
      const prev = rows[k - 1];
      // Stacked with one spacing: the widget has a single "space between".
      if (Math.abs(r.row.y - (prev.row.y + prev.row.h) - itemGap) > EPS) return undefined;
    }
  }
  if (itemGap < -EPS || iconGap < 0 || iconSize <= 0) return undefined;
  const top = rows.every((r) => r.text.h > r.icon.h + 2 && Math.abs(r.icon.y - r.text.y) < EPS);
  return { iconSize: round(iconSize), iconGap: round(iconGap), itemGap: round(Math.max(0, itemGap)), align: top ? 'flex-start' : 'center' };
}
