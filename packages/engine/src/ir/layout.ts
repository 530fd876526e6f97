import type { Box } from '../extract/styled-tree.ts';
import { round } from './values.ts';

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

/** Margins, width and cross-axis alignment for each child so that it lands on its source box. */
export function placeChildren(content: Box, boxes: Box[], flow: Flow, stretchable: boolean[]): Placement[] {
  const out: Placement[] = new Array(boxes.length);
  if (flow.direction === 'column') {
    let cursor = content.y;
    boxes.forEach((b, i) => {
      const left = b.x - content.x;
      const right = content.x + content.w - (b.x + b.w);
      const marginTop = round(b.y - cursor);
      cursor = Math.max(cursor, b.y + b.h);
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
    return out;
  }
  let lineTop = content.y;
  for (const line of flow.lines) {
    let cursorX = content.x;
    let lineBottom = lineTop;
    for (const i of line) {
      const b = boxes[i];
      const share = content.w > 0 ? Math.floor((b.w / content.w) * 10000) / 100 : 0;
      const stretch = !flow.wrap && stretchable[i] && Math.abs(b.y - content.y) < 1 && Math.abs(b.h - content.h) < 1;
      out[i] = {
        marginTop: round(b.y - lineTop),
        marginLeft: round(b.x - cursorX),
        width: content.w > 0 ? { unit: '%', value: share } : { unit: 'px', value: round(b.w) },
        alignSelf: stretch ? 'stretch' : 'flex-start',
      };
      cursorX = b.x + b.w;
      lineBottom = Math.max(lineBottom, b.y + b.h);
    }
    lineTop = lineBottom;
  }
  return out;
}

/** The content box: border box minus borders and padding. */
export function contentBox(box: Box, border: [number, number, number, number], padding: [number, number, number, number]): Box {
  const [bt, br, bb, bl] = border;
  const [pt, pr, pb, pl] = padding;
  return { x: box.x + bl + pl, y: box.y + bt + pt, w: Math.max(0, box.w - bl - br - pl - pr), h: Math.max(0, box.h - bt - bb - pt - pb) };
}

export function unionBoxes(boxes: Box[]): Box | undefined {
  const real = boxes.filter((b) => b.w > 0 || b.h > 0);
  if (!real.length) return boxes[0];
  const x = Math.min(...real.map((b) => b.x));
  const y = Math.min(...real.map((b) => b.y));
  const x2 = Math.max(...real.map((b) => b.x + b.w));
  const y2 = Math.max(...real.map((b) => b.y + b.h));
  return { x, y, w: x2 - x, h: y2 - y };
}
