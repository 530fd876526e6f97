import type { Box } from '../extract/styled-tree.ts';
import { round } from './values.ts';
import type { Sides } from './styles.ts';

/**
 * Layout from boxes: whatever produced the source layout (block flow, floats, grid, flex,
 * tables), the children's rendered boxes say how they sit. We rebuild that with a flex
 * container whose gap is 0 and whose children carry margins measured from the boxes, so
 * the result matches the source at every captured width.
 */
export interface Flow {
  direction: 'row' | 'column';
  wrap: boolean;
  /** Child indexes grouped per visual line (one line per child for columns). */
  lines: number[][];
}

const EPS = 2;

function overlapsVertically(a: Box, top: number, bottom: number): boolean {
  if (a.h === 0 || bottom === top) return a.y >= top - EPS && a.y <= bottom + EPS;
  return Math.min(a.y + a.h, bottom) - Math.max(a.y, top) > 0.5;
}

/** Groups boxes (in DOM order) into left-to-right lines; more than one box on a line makes a row. */
export function detectFlow(boxes: Box[]): Flow {
  const lines: number[][] = [];
  let top = 0;
  let bottom = 0;
  let prevRight = 0;
  boxes.forEach((b, i) => {
    const line = lines[lines.length - 1];
    if (line && b.x >= prevRight - EPS && overlapsVertically(b, top, bottom)) {
      line.push(i);
      top = Math.min(top, b.y);
      bottom = Math.max(bottom, b.y + b.h);
    } else {
      lines.push([i]);
      top = b.y;
      bottom = b.y + b.h;
    }
    prevRight = b.x + b.w;
  });
  const hasRow = lines.some((l) => l.length > 1);
  if (!hasRow) return { direction: 'column', wrap: false, lines: boxes.map((_, i) => [i]) };
  return { direction: 'row', wrap: lines.length > 1, lines };
}

export interface Placement {
  marginTop: number;
  marginLeft: number;
  /** Width as share of the parent's content box (%), or px, or full (100 %). */
  width: { unit: '%' | 'px'; value: number };
  alignSelf: 'flex-start' | 'center' | 'flex-end' | 'stretch';
}

/**
 * Margins, width and cross-axis alignment for each child so that it lands on its source box.
 * A flex column stacks each child right below the previous one, so a margin is measured from
 * the previous child's bottom even when an earlier child reaches lower (a box pulled up by a
 * negative margin, a scroll-to-top button after a taller wrapper): measured from the lowest
 * bottom, everything after it would land too high. `end` is where the exported flow ends, so
 * the container keeps its source height (min-height) when its last child ends higher.
 */
export function placeFlow(content: Box, boxes: Box[], flow: Flow, stretchable: boolean[], ends?: number[]): { placements: Placement[]; end: number } {
  const out: Placement[] = new Array(boxes.length);
  // Where each exported child ends: its box, or lower where the builder's box grows to hold content the source box did not.
  const bottomOf = (i: number) => Math.max(boxes[i].y + boxes[i].h, ends?.[i] ?? -Infinity);
  if (flow.direction === 'column') {
    let cursor = content.y;
    let lowest = content.y;
    boxes.forEach((b, i) => {
      const left = b.x - content.x;
      const right = content.x + content.w - (b.x + b.w);
      // An empty last child placed back up (a block after a box that its content overflows)
      // would end the flow above that content and shorten the container: it moves down to the lowest bottom.
      const shift = i === boxes.length - 1 && b.h <= 1 ? Math.max(0, lowest - (b.y + b.h)) : 0;
      const marginTop = round(b.y - cursor + shift);
      cursor = bottomOf(i) + shift;
      lowest = Math.max(lowest, cursor);
      if (Math.abs(left) < 1 && Math.abs(right) < 1) {
        out[i] = { marginTop, marginLeft: 0, width: { unit: '%', value: 100 }, alignSelf: 'flex-start' };
      } else if (Math.abs(left - right) < 2 && left > 0) {
        out[i] = { marginTop, marginLeft: 0, width: { unit: 'px', value: round(b.w) }, alignSelf: 'center' };
      } else if (Math.abs(right) < 1 && left > 1) {
        out[i] = { marginTop, marginLeft: 0, width: { unit: 'px', value: round(b.w) }, alignSelf: 'flex-end' };
      } else {
        out[i] = { marginTop, marginLeft: round(left), width: { unit: 'px', value: round(b.w) }, alignSelf: 'flex-start' };
      }
    });
    return { placements: out, end: cursor };
  }
  let lineTop = content.y;
  for (const line of flow.lines) {
    let cursorX = content.x;
    let lineBottom = lineTop;
    const shareOf = rowShares(content, line.map((i) => boxes[i]));
    for (const [k, i] of line.entries()) {
      const b = boxes[i];
      const share = shareOf[k];
      const stretch = !flow.wrap && stretchable[i] && Math.abs(b.y - content.y) < 1 && Math.abs(b.h - content.h) < 1;
      out[i] = {
        marginTop: round(b.y - lineTop),
        marginLeft: round(b.x - cursorX),
        width: content.w > 0 ? { unit: '%', value: share } : { unit: 'px', value: round(b.w) },
        alignSelf: stretch ? 'stretch' : 'flex-start',
      };
      cursorX = b.x + b.w;
      lineBottom = Math.max(lineBottom, bottomOf(i));
    }
    lineTop = lineBottom;
  }
  return { placements: out, end: lineTop };
}

export function placeChildren(content: Box, boxes: Box[], flow: Flow, stretchable: boolean[]): Placement[] {
  return placeFlow(content, boxes, flow, stretchable).placements;
}

/**
 * Each row child's width as a share (%, two decimals) of the content width. Rounded up where the
 * line still fits: a floored share ends a fraction of a pixel narrower than the source, and a
 * shrink-to-fit box (text as wide as its longest line) then wraps that line early. Where rounding
 * up would overflow the line (columns that fill it exactly), shares are floored so nothing wraps.
 */
const TEXT_SLACK_PX = 0.1;

export function rowShares(content: Box, line: Box[]): number[] {
  if (!(content.w > 0)) return line.map(() => 0);
  const exact = line.map((b) => (b.w / content.w) * 10000);
  // Captured boxes are rounded to a tenth of a pixel, so a box as wide as its text gets that
  // much more; shares within float noise of a whole hundredth (50 % columns) stay that hundredth.
  const up = line.map((b) => Math.ceil(((b.w + TEXT_SLACK_PX) / content.w) * 10000 - 1e-6) / 100);
  const first = line[0];
  const last = line[line.length - 1];
  const used = line.reduce((sum, b) => sum + b.w, 0);
  const gaps = first && last ? last.x + last.w - first.x - used + (first.x - content.x) : 0;
  const widths = up.reduce((sum, share) => sum + (share * content.w) / 100, 0);
  if (gaps + widths <= content.w + 1e-6) return up;
  return exact.map((e) => Math.floor(e) / 100);
}

/**
 * Content that reaches into the bottom padding (full-height links in a navbar of fixed height):
 * Elementor adds the whole padding below the content, so the export would be taller by the
 * overlap; the padding to write is what is left of it below the content. Undefined: unchanged.
 */
export function paddingLeftBelow(content: Box, end: number, paddingBottom: number): number | undefined {
  const into = end - (content.y + content.h);
  return into > 0.5 ? round(Math.max(0, paddingBottom - into)) : undefined;
}

/** The content box: border box minus borders and padding. */
export function contentBox(box: Box, border: Sides, padding: Sides): Box {
  // Indexed reads: destructuring walks an array iterator, an allocation per side on this hot path.
  const bt = border[0], br = border[1], bb = border[2], bl = border[3];
  const pt = padding[0], pr = padding[1], pb = padding[2], pl = padding[3];
  return { x: box.x + bl + pl, y: box.y + bt + pt, w: Math.max(0, box.w - bl - br - pl - pr), h: Math.max(0, box.h - bt - bb - pt - pb) };
}

export function unionBoxes(boxes: Box[]): Box | undefined {
  // One pass, no filtered copy or spread arguments: it runs for every text node and run of the page.
  let x = Infinity, y = Infinity, x2 = -Infinity, y2 = -Infinity;
  let real = false;
  for (const b of boxes) {
    if (!(b.w > 0 || b.h > 0)) continue;
    real = true;
    x = Math.min(x, b.x);
    y = Math.min(y, b.y);
    x2 = Math.max(x2, b.x + b.w);
    y2 = Math.max(y2, b.y + b.h);
  }
  if (!real) return boxes[0];
  return { x, y, w: x2 - x, h: y2 - y };
}
