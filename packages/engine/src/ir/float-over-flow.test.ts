import { afterAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets } from '../test-support.ts';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { floatsOverFlow, staticBox } from './float-over-flow.ts';

const style = (extra: Record<string, string> = {}) =>
  ({ display: 'block', float: 'none', position: 'static', 'font-size': '18px', 'line-height': '19.8px', ...extra }) as unknown as ComputedStyle;

function draft(box: { x: number; y: number; w: number; h: number }, cs = style(), kind: 'container' | 'button' | 'heading' = 'heading'): Draft {
  return {
    ir: { kind, style: { base: {}, overrides: {} }, hiddenAt: [], source: kind } as unknown as Draft['ir'],
    perBp: [{}], boxes: [box], position: [undefined], styles: [cs], children: [], visual: false,
  };
}

describe('staticBox', () => {
  it('undoes a relative offset and leaves other boxes alone', () => {
    const box = { x: 717, y: 10, w: 12, h: 28 };
    expect(staticBox(box, style({ position: 'relative', left: '21px', top: '-2px' }))).toEqual({ x: 696, y: 12, w: 12, h: 28 });
    expect(staticBox(box, style({ left: '21px' }))).toBe(box);
  });
});

describe('floatsOverFlow', () => {
  // Bootstrap 3's dismissable alert: the close button floats right, shifted 21 px into the
  // padding, beside the heading whose block box spans the content width under it.
  const close = () => draft({ x: 717, y: 10, w: 12, h: 28 }, style({ float: 'right', position: 'relative', left: '21px', top: '-2px' }), 'button');
  const heading = () => draft({ x: 39, y: 13, w: 670, h: 26 });
  const text = () => draft({ x: 39, y: 47, w: 670, h: 39 });

  it('finds a float that a later block runs under, even when its paint sits past that block', () => {
    const button = close();
    expect(floatsOverFlow([button, heading(), text()], 0)).toEqual([button]);
  });
  it('leaves floats that sit beside their siblings, floated containers and positioned floats', () => {
    const left = draft({ x: 0, y: 0, w: 100, h: 20 }, style({ float: 'left' }), 'button');
    const right = draft({ x: 100, y: 0, w: 100, h: 20 }, style({ float: 'left' }), 'button');
    expect(floatsOverFlow([left, right, draft({ x: 0, y: 20, w: 200, h: 20 })], 0)).toEqual([]);
    const column = draft({ x: 0, y: 0, w: 200, h: 400 }, style({ float: 'left' }), 'container');
    expect(floatsOverFlow([column, draft({ x: 0, y: 0, w: 1000, h: 50 })], 0)).toEqual([]);
    const placed = close();
    placed.position[0] = 'absolute';
    expect(floatsOverFlow([placed, heading()], 0)).toEqual([]);
  });
  it('leaves a float taller than the first lines of the block it overlaps (an image the text wraps around)', () => {
    const picture = draft({ x: 0, y: 0, w: 200, h: 150 }, style({ float: 'left' }), 'button');
    expect(floatsOverFlow([picture, draft({ x: 0, y: 0, w: 670, h: 200 })], 0)).toEqual([]);
  });
  it('ignores a float with nothing after it', () => {
    expect(floatsOverFlow([heading(), close()], 0)).toEqual([]);
  });
});

describe('a float over the flow, exported (real Chromium render)', () => {
  // Bootstrap 3's dismissable alert: a floated close button, pushed into the padding by a
  // relative offset, beside a heading that takes the whole line.
  const PAGE = `<!doctype html><html><head><style>
    body { margin: 0; font: 14px/20px sans-serif; }
    .alert { width: 600px; padding: 15px 35px 15px 15px; background: #ffdd87; }
    .close { float: right; position: relative; top: -2px; right: -21px; padding: 0; border: 0; background: none; font: bold 21px/1 sans-serif; }
    h4 { margin: 0 0 10px; font-size: 18px; }
    p { margin: 0; }
  </style></head><body>
    <div class="alert"><button type="button" class="close">&times;</button><h4>Warning!</h4><p>Change this and that and try again.</p></div>
  </body></html>`;

  it('places the close button where it paints and keeps the heading and text in flow', async () => {
    const { elements } = await exportServedPage(PAGE, 'alert.html');
    const widgets = exportedWidgets(elements);
    const close = widgets.find((w) => JSON.stringify(w.settings).includes('\u00d7'));
    expect(close?.settings._position).toBe('absolute');
    expect(Number((close?.settings._offset_x as { size: number }).size)).toBeGreaterThan(600);
    const heading = widgets.find((w) => JSON.stringify(w.settings).includes('Warning!'));
    expect(heading?.settings._position).toBeUndefined();
  }, 120_000);
});

afterAll(() => closeEnginePool());
