import type { Box } from '../extract/styled-tree.ts';
import { round } from './values.ts';

/**
 * CSS grid → Elementor grid container. Rebuilt as a wrapping flex row, a grid loses what only a
 * grid does: dense auto-placement, spans, and tracks wider than the container (the row then
 * wraps where the source overflows). Elementor (Free) has a grid container whose columns, rows
 * and gaps are responsive, and per-child `grid-column` / `grid-row`. From the computed tracks
 * (Chromium resolves them to px) and the children's boxes at one width, this places every child
 * on explicit lines, so dense packing and spans come out exactly.
 */
export interface GridPlan {
  /** `grid-template-columns`: fr ratios when the tracks fill the content box, else px. */
  columns: string;
  /** `grid-template-rows` in px (rows are sized by content at this width). */
  rows: string;
  columnGap: number;
  rowGap: number;
  /** Per child: `grid-column` and `grid-row` as `start / span n`. */
  areas: Array<{ column: string; row: string }>;
}

/** Computed track list (`116.5px 116.5px 116.5px`) → sizes; undefined for `none` or anything unresolved. */
export function parseTracks(css: string | undefined): number[] | undefined {
  if (!css || css === 'none') return undefined;
  const parts = css.trim().split(/\s+/);
  const sizes = parts.map((p) => (/^-?[\d.]+px$/.test(p) ? Number(p.slice(0, -2)) : NaN));
  return sizes.every((n) => Number.isFinite(n)) && sizes.length > 0 ? sizes : undefined;
}

function lines(start: number, tracks: number[], gap: number): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  let at = start;
  for (const t of tracks) {
    out.push({ from: at, to: at + t });
    at += t + gap;
  }
  return out;
}

/** The tracks a box spans: its start on a track start and its end on a track end (±2 px). */
function spanOf(from: number, to: number, tracks: Array<{ from: number; to: number }>): { start: number; span: number } | undefined {
  const s = tracks.findIndex((t) => Math.abs(t.from - from) <= 2);
  if (s < 0) return undefined;
  const e = tracks.findIndex((t, k) => k >= s && Math.abs(t.to - to) <= 2);
  if (e < 0) return undefined;
  return { start: s + 1, span: e - s + 1 };
}

function columnTemplate(tracks: number[], gap: number, contentWidth: number): string {
  const used = tracks.reduce((a, b) => a + b, 0) + gap * (tracks.length - 1);
  if (Math.abs(used - contentWidth) > 2) return tracks.map((t) => `${round(t)}px`).join(' ');
  const min = Math.min(...tracks);
  if (tracks.every((t) => Math.abs(t - min) <= 1)) return `repeat(${tracks.length}, 1fr)`;
  return tracks.map((t) => `${round(t / min)}fr`).join(' ');
}

export function planGrid(content: Box, columns: number[], rows: number[], columnGap: number, rowGap: number, children: Box[]): GridPlan | undefined {
  const colLines = lines(content.x, columns, columnGap);
  const rowLines = lines(content.y, rows, rowGap);
  const areas: GridPlan['areas'] = [];
  for (const b of children) {
    const c = spanOf(b.x, b.x + b.w, colLines);
    const r = spanOf(b.y, b.y + b.h, rowLines);
    if (!c || !r) return undefined;
    areas.push({ column: `${c.start} / span ${c.span}`, row: `${r.start} / span ${r.span}` });
  }
  return {
    columns: columnTemplate(columns, columnGap, content.w),
    rows: rows.map((t) => `${round(t)}px`).join(' '),
    columnGap: round(columnGap),
    rowGap: round(rowGap),
    areas,
  };
}
