import { describe, expect, it } from 'vitest';
import { contentBox, detectFlow, paddingLeftBelow, placeChildren, placeFlow } from './layout.ts';

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

describe('detectFlow', () => {
  it('sees stacked boxes as a column', () => {
    expect(detectFlow([box(0, 0, 100, 20), box(0, 30, 100, 20)]).direction).toBe('column');
  });
  it('sees side-by-side boxes as a row without wrap', () => {
    const f = detectFlow([box(0, 0, 50, 20), box(60, 0, 50, 40)]);
    expect(f).toMatchObject({ direction: 'row', wrap: false });
  });
  it('sees a grid of cards as a wrapping row with lines', () => {
    const f = detectFlow([box(0, 0, 40, 20), box(50, 0, 40, 20), box(0, 30, 40, 20), box(50, 30, 40, 20)]);
    expect(f).toMatchObject({ direction: 'row', wrap: true, lines: [[0, 1], [2, 3]] });
  });
});

describe('placeChildren', () => {
  const content = box(10, 10, 200, 100);
  it('measures column margins from the previous bottom and detects centring', () => {
    const boxes = [box(10, 20, 200, 10), box(60, 40, 100, 10), box(110, 50, 100, 10), box(30, 70, 50, 10)];
    const p = placeChildren(content, boxes, detectFlow(boxes), boxes.map(() => false));
    expect(p[0]).toMatchObject({ marginTop: 10, width: { unit: '%', value: 100 } });
    expect(p[1]).toMatchObject({ marginTop: 10, alignSelf: 'center', width: { unit: 'px', value: 100 } });
    expect(p[2]).toMatchObject({ marginTop: 0, alignSelf: 'flex-end' });
    expect(p[3]).toMatchObject({ marginTop: 10, marginLeft: 20, alignSelf: 'flex-start' });
  });
  it('gives row children percentage widths and horizontal margins', () => {
    const boxes = [box(10, 10, 90, 100), box(120, 10, 90, 50)];
    const p = placeChildren(content, boxes, detectFlow(boxes), [true, true]);
    expect(p[0]).toMatchObject({ marginLeft: 0, width: { unit: '%', value: 45 }, alignSelf: 'stretch' });
    expect(p[1]).toMatchObject({ marginLeft: 20, alignSelf: 'flex-start' });
  });
  it('never gives a row child a width narrower than its source box when the line has room', () => {
    // A shrink-to-fit body beside an avatar (comment media object): 561.2 of 775 px is 72.41… %;
    // a floored 72.4 % is 561.1 px, a fifth of a pixel short, and its longest line wraps.
    const row = box(136, 0, 775, 100);
    const boxes = [box(136, 0, 31, 31), box(183, 0, 561.2, 48)];
    const p = placeChildren(row, boxes, detectFlow(boxes), [false, true]);
    expect(p[1].width.unit).toBe('%');
    expect((p[1].width.value / 100) * row.w).toBeGreaterThanOrEqual(561.2);
  });
  it('keeps shares that fill a line exactly from overflowing it', () => {
    const row = box(0, 0, 300, 50);
    const boxes = [box(0, 0, 100, 50), box(100, 0, 100, 50), box(200, 0, 100, 50)];
    const p = placeChildren(row, boxes, detectFlow(boxes), [true, true, true]);
    const total = p.reduce((sum, x) => sum + x.width.value, 0);
    expect(total).toBeLessThanOrEqual(100);
  });
});

describe('placeFlow: a flex column stacks each child below the previous one', () => {
  const content = box(0, 0, 1000, 0);
  it('measures a margin from the previous child, even when an earlier child reaches lower', () => {
    // A wrapper 0..100, a badge pulled up over it (50..70), then the next block at 100.
    const boxes = [box(0, 0, 1000, 100), box(0, 50, 1000, 20), box(0, 100, 1000, 10)];
    const { placements, end } = placeFlow(content, boxes, detectFlow(boxes), [false, false, false]);
    expect(placements.map((x) => x.marginTop)).toEqual([0, -50, 30]);
    expect(end).toBe(110);
  });
  it('ends where the last child ends, so a taller source box keeps its height', () => {
    // A scroll-to-top button placed back up in the viewport after a 1665 px wrapper.
    const boxes = [box(0, 0, 1000, 1665), box(900, 854, 40, 40)];
    const { placements, end } = placeFlow(content, boxes, detectFlow(boxes), [false, false]);
    expect(placements[1].marginTop).toBe(854 - 1665);
    expect(end).toBe(894);
  });
  it("measures from where a child's exported box ends when it grows to hold overflowing content", () => {
    // A page title 0..60 whose floats reach 117 (the export holds them), then its clearfix 60..117.
    const boxes = [box(0, 0, 1000, 60), box(0, 60, 1000, 57), box(0, 127, 1000, 10)];
    const { placements, end } = placeFlow(content, boxes, detectFlow(boxes), [false, false, false], [117, 117, 137]);
    expect(placements.map((x) => x.marginTop)).toEqual([0, -57, 10]);
    expect(end).toBe(137);
  });
  it('moves an empty last child down to the lowest bottom, so the container is not shortened', () => {
    // md3's main: a 900 px box holding 1218 px of content, then an empty block at 900.
    const boxes = [box(0, 0, 1000, 900), box(0, 900, 1000, 0)];
    const { placements, end } = placeFlow(content, boxes, detectFlow(boxes), [false, false], [1218, 900]);
    expect(placements[1].marginTop).toBe(0);
    expect(end).toBe(1218);
    // A last child with a size keeps its place (a scroll-to-top button placed back up).
    const button = [box(0, 0, 1000, 1665), box(900, 854, 40, 40)];
    expect(placeFlow(content, button, detectFlow(button), [false, false]).placements[1].marginTop).toBe(854 - 1665);
  });
  it('starts the next wrapped row line below the lowest child of the line before', () => {
    const cards = [box(0, 0, 400, 120), box(500, 0, 400, 50), box(0, 130, 400, 10)];
    const { placements, end } = placeFlow(content, cards, detectFlow(cards), [false, false, false]);
    expect(placements[2].marginTop).toBe(10);
    expect(end).toBe(140);
  });
});

describe('paddingLeftBelow', () => {
  // A 70 px navbar with 8 px padding whose links are 70 px tall: the content box is 8..62.
  const content = box(0, 8, 1000, 54);
  it('writes only the padding the content leaves below it', () => {
    expect(paddingLeftBelow(content, 70, 8)).toBe(0);
    expect(paddingLeftBelow(content, 65, 8)).toBe(5);
  });
  it('leaves the padding alone when the content ends inside the content box', () => {
    expect(paddingLeftBelow(content, 62, 8)).toBeUndefined();
    expect(paddingLeftBelow(content, 40, 8)).toBeUndefined();
  });
});

describe('contentBox', () => {
  it('removes borders and paddings', () => {
    expect(contentBox(box(0, 0, 100, 50), [1, 2, 3, 4], [5, 6, 7, 8])).toEqual(box(12, 6, 80, 34));
  });
});

import { parseContent, visualOrder } from './build.ts';

describe('visualOrder and parseContent', () => {
  const parent = { display: 'flex', 'flex-direction': 'row' } as never;
  it('orders flex children by computed order, stable', () => {
    expect(visualOrder(['a', 'b', 'c'], parent, (c) => (c === 'a' ? '2' : '0'))).toEqual(['b', 'c', 'a']);
    expect(visualOrder(['a', 'b'], { display: 'flex', 'flex-direction': 'row-reverse' } as never, () => '0')).toEqual(['b', 'a']);
    expect(visualOrder(['a', 'b'], { display: 'block', 'flex-direction': 'row' } as never, (c) => (c === 'a' ? '2' : '0'))).toEqual(['a', 'b']);
  });
  it('reads the text of computed content values', () => {
    expect(parseContent('"\\f101"')).toBe('\uf101');
    expect(parseContent('"→"')).toBe('→');
    expect(parseContent('none')).toBe('');
    expect(parseContent('counter(item)')).toBe('');
  });
});

import { byReadingOrder, readsInOrder } from './build.ts';

describe('reading order of grid auto-placement', () => {
  it('detects a later child placed above an earlier one and sorts by reading order', () => {
    const boxes = [{ x: 0, y: 0, w: 10, h: 10 }, { x: 0, y: 20, w: 20, h: 10 }, { x: 10, y: 0, w: 10, h: 10 }];
    expect(readsInOrder(boxes)).toBe(false);
    expect([...boxes].sort(byReadingOrder).map((b) => `${b.x},${b.y}`)).toEqual(['0,0', '10,0', '0,20']);
    expect(readsInOrder([boxes[0], boxes[2], boxes[1]])).toBe(true);
  });
});

describe('reading order with vertically centred rows', () => {
  it('keeps a row whose tall item starts higher in DOM order', () => {
    expect(readsInOrder([{ x: 0, y: 10, w: 10, h: 10 }, { x: 20, y: 0, w: 10, h: 30 }])).toBe(true);
  });
});

import { fitsContent } from './build.ts';

describe('fitsContent', () => {
  const view = (w: number, padding = '10px') => ({
    box: { x: 0, y: 0, w, h: 40 },
    style: { 'padding-top': '0px', 'padding-bottom': '0px', 'padding-left': padding, 'padding-right': padding, 'border-top-style': 'none', 'border-right-style': 'solid', 'border-right-width': '1px', 'border-bottom-style': 'none', 'border-left-style': 'solid', 'border-left-width': '1px' },
  }) as never;
  it('sees a button as wide as its label plus padding as natural width', () => {
    expect(fitsContent(view(102), [{ x: 11, y: 10, w: 80, h: 20 }])).toBe(true);
  });
  it('sees a stretched button (grid cell) as wider than its label', () => {
    expect(fitsContent(view(386), [{ x: 150, y: 10, w: 80, h: 20 }])).toBe(false);
  });
  it('assumes a fit when no text was measured', () => {
    expect(fitsContent(view(386), [])).toBe(true);
  });
});

import { isRendered } from './build.ts';

describe('isRendered', () => {
  const v = (style: Record<string, string>) => ({ box: { x: 0, y: 0, w: 100, h: 50 }, style: { display: 'block', visibility: 'visible', 'overflow-x': 'visible', 'clip-path': 'none', opacity: '1', ...style } }) as never;
  it('treats fully transparent boxes (hover overlays) as not rendered', () => {
    expect(isRendered(v({}))).toBe(true);
    expect(isRendered(v({ opacity: '0' }))).toBe(false);
    expect(isRendered(v({ opacity: '0.5' }))).toBe(true);
  });
});

import { bodyMarginAsPadding } from './build.ts';
import { px } from './values.ts';

describe('bodyMarginAsPadding', () => {
  it('turns the default 8 px body margin into root padding, on top of the body padding', () => {
    const body = { box: { x: 8, y: 8, w: 1424, h: 400 }, style: { 'margin-right': '8px', 'margin-bottom': '8px' } } as never;
    expect(bodyMarginAsPadding({ 'padding-top': px(2) }, body)).toEqual({ 'padding-top': px(10), 'padding-left': px(8), 'padding-right': px(8), 'padding-bottom': px(8) });
  });
});

import { anonymousTextBox } from './build.ts';

describe('anonymousTextBox', () => {
  const parent = (display: string) => ({
    box: { x: 100, y: 0, w: 500, h: 100 },
    style: { display, 'padding-top': '0px', 'padding-right': '25px', 'padding-bottom': '0px', 'padding-left': '25px', 'border-top-style': 'none', 'border-right-style': 'none', 'border-bottom-style': 'none', 'border-left-style': 'solid', 'border-left-width': '4px' },
  }) as never;
  it('gives loose text in a block the whole content width', () => {
    expect(anonymousTextBox({ x: 129, y: 10, w: 300, h: 24 }, parent('block'))).toEqual({ x: 129, y: 10, w: 446, h: 24 });
  });
  it('keeps the start of text that follows something on its line (a checkbox label, F8)', () => {
    expect(anonymousTextBox({ x: 168, y: 10, w: 80, h: 24 }, parent('block'), true)).toEqual({ x: 168, y: 10, w: 80, h: 24 });
    // beside block children the text keeps the whole content width (the layout pass decides)
    expect(anonymousTextBox({ x: 168, y: 10, w: 80, h: 24 }, parent('block'))).toEqual({ x: 129, y: 10, w: 446, h: 24 });
    // centred text starts right of the edge because it is centred: it keeps the whole width
    const centred = parent('block') as unknown as { style: Record<string, string> };
    centred.style['text-align'] = 'center';
    expect(anonymousTextBox({ x: 308, y: 10, w: 88, h: 24 }, centred as never, true)).toEqual({ x: 129, y: 10, w: 446, h: 24 });
  });
  it('keeps the text extent in flex containers (the text is a flex item)', () => {
    expect(anonymousTextBox({ x: 129, y: 10, w: 300, h: 24 }, parent('flex'))).toEqual({ x: 129, y: 10, w: 300, h: 24 });
  });
});

import { lineBoxesOf } from './build-support.ts';

describe('lineBoxesOf', () => {
  it('grows one line of 16 px text with a 24 px line height to its line box, the floor of the half-leading above', () => {
    expect(lineBoxesOf({ x: 0, y: 102, w: 300, h: 19 }, 24, 16)).toEqual({ x: 0, y: 100, w: 300, h: 24 });
  });
  it('grows two lines to two line heights', () => {
    expect(lineBoxesOf({ x: 0, y: 100, w: 300, h: 43 }, 24, 16)).toEqual({ x: 0, y: 98, w: 300, h: 48 });
  });
  it('keeps boxes that already are line boxes, normal line heights and runs taller than their lines', () => {
    expect(lineBoxesOf({ x: 0, y: 100, w: 300, h: 48 }, 24, 16)).toEqual({ x: 0, y: 100, w: 300, h: 48 });
    expect(lineBoxesOf({ x: 0, y: 100, w: 300, h: 19 }, 0, 16)).toEqual({ x: 0, y: 100, w: 300, h: 19 });
    expect(lineBoxesOf({ x: 0, y: 100, w: 300, h: 30 }, 24, 16)).toEqual({ x: 0, y: 100, w: 300, h: 30 });
  });
});
