// Button icons from icon-set SVGs (F22): glyph, side, spacing and the content's alignment (real Chromium render).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool } from '../index.ts';
import { FIXTURES_DIR, exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';
import { flexContentAlign } from './build.ts';

type El = ExportedElement;
const widgets = exportedWidgets;

let result: Awaited<ReturnType<typeof exportServedPage>>;
let buttons: El[];
const button = (text: string) => buttons.find((b) => b.settings.text === text)!;

beforeAll(async () => {
  result = await exportServedPage(readFileSync(`${FIXTURES_DIR}/button-icons.html`, 'utf8'), 'button-icons.html');
  buttons = widgets(result.elements).filter((w) => w.widgetType === 'button');
});
afterAll(() => closeEnginePool());

describe('button icons (F22)', () => {
  it('exports the three buttons natively and passes the structural checker', () => {
    expect(buttons.map((b) => b.settings.text)).toEqual(['View on GitHub', 'Get Figma file', 'Next', 'Save']);
    expect(checkElementorData(result.template, { edition: 'free' }).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('spaces the icon by the SVG\'s margin, before the text', () => {
    expect(button('View on GitHub').settings).toMatchObject({
      selected_icon: { value: 'fab fa-github', library: 'fa-brands' },
      icon_align: 'row',
      icon_indent: { unit: 'px', size: 8 },
      content_align: 'center',
    });
  });

  it('draws the multicolour Figma logo as the Figma glyph and says so', () => {
    expect(button('Get Figma file').settings).toMatchObject({
      selected_icon: { value: 'fab fa-figma', library: 'fa-brands' },
      icon_align: 'row',
      icon_indent: { unit: 'px', size: 8 },
    });
    expect(result.report.notes.some((n) => n.feature === 'multicolour logo SVG in a button' && n.action === 'approximated')).toBe(true);
    expect(result.report.notes.some((n) => n.feature === 'inline SVG icon in a button')).toBe(false);
  });

  it('centres a flex button\'s content by its justify-content, whatever its text-align', () => {
    expect(button('Get Figma file').settings.content_align).toBe('center');
  });

  it('gives an inline-block button\'s icon a gap no wider than its source space', () => {
    // no margin; the collapsed space before "Next" is at least 0.19 em of the 20 px font: 3 px
    expect(button('Next').settings).toMatchObject({ selected_icon: { value: 'fas fa-arrow-right' }, icon_indent: { unit: 'px', size: 3 } });
    // with a margin, the margin alone (the space's width is unknown and must not overflow the box)
    expect(button('Save').settings).toMatchObject({ selected_icon: { value: 'fas fa-download' }, icon_indent: { unit: 'px', size: 8 } });
  });
});

describe('flexContentAlign', () => {
  const cs = (display: string, justify: string, dir = 'row') => ({ display, 'justify-content': justify, 'flex-direction': dir });
  it('reads justify-content of row flex boxes', () => {
    expect(flexContentAlign(cs('inline-flex', 'center'))).toBe('center');
    expect(flexContentAlign(cs('flex', 'normal'))).toBe('left');
    expect(flexContentAlign(cs('flex', 'flex-end'))).toBe('right');
    expect(flexContentAlign(cs('flex', 'flex-end', 'row-reverse'))).toBe('left');
    expect(flexContentAlign(cs('flex', 'safe center'))).toBe('center');
  });
  it('leaves other boxes to text-align', () => {
    expect(flexContentAlign(cs('inline-block', 'center'))).toBeUndefined();
    expect(flexContentAlign(cs('flex', 'center', 'column'))).toBeUndefined();
    expect(flexContentAlign(cs('flex', 'space-between'))).toBeUndefined();
  });
});
