// Controls holding drawings of no icon set keep them: gentelella4's sidebar toggles and its FAQ (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, exportedWidgets, type ExportedElement } from '../test-support.ts';

// Gentelella 4's sidebar: the toggle is a transparent flex row, its icon an SVG of no icon set.
const ICON = '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5"><rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="3" width="7" height="4" rx="1.5"/></svg>';
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 13px sans-serif; background: #1a2332; color: #7b8fa3; }
  nav { width: 252px; padding: 8px; }
  .nav-toggle { font: inherit; color: inherit; background: none; border: 0; width: 100%; display: flex; align-items: center; gap: 10px; padding: 6px 12px; min-height: 32px; text-align: start; }
  .nav-toggle .nav-text { flex: 1; }
  .chev { margin-inline-start: auto; }
  .docs { display: inline-flex; align-items: center; gap: 6px; padding: 0 12px; height: 32px; background: #1abb9c; color: #fff; border: 0; border-radius: 6px; }
</style></head><body>
  <nav>
    <button type="button" class="nav-toggle">${ICON}<span class="nav-text">Dashboards</span><svg class="chev" width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor"><path d="M6 4l4 4-4 4"/></svg></button>
  </nav>
  <button type="button" class="docs">${ICON}Docs</button>
  <button type="button" class="nav-toggle">How do I invite team members?<svg class="chev" width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor"><path d="M6 4l4 4-4 4"/></svg></button>
</body></html>`;

let widgets: ExportedElement[];

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'nav-toggle.html');
  widgets = exportedWidgets(result.elements);
  all = exportedElements(result.elements);
}, 120_000);
afterAll(() => closeEnginePool());

// One rule for all three (button-parts.ts): a button widget shows one icon-set icon at most, so a
// control holding a drawing of no icon set is built of its parts and keeps the drawing.
const containerWith = (text: string) => all.find((e) => e.elType === 'container' && JSON.stringify(e.elements).includes(text) && e.elements.length > 1);
let all: ExportedElement[];
/** The drawings a subtree shows: as SVG markup (HTML widgets) or as pictures drawn from it (PNG files). */
const drawings = (json: string) => (json.match(/<svg|data:image\/png/g) ?? []).length;

describe('controls with drawings of no icon set', () => {
  it('a menu toggle is built of its parts: both drawings and the label', () => {
    expect(widgets.some((w) => w.widgetType === 'button' && w.settings.text === 'Dashboards')).toBe(false);
    expect(drawings(JSON.stringify(containerWith('Dashboards')!.elements))).toBeGreaterThanOrEqual(2);
  });
  it('a painted button keeps its drawing beside its label', () => {
    expect(drawings(JSON.stringify(containerWith('Docs')!.elements))).toBeGreaterThanOrEqual(1);
  });
  it('a question with a trailing chevron keeps the chevron', () => {
    expect(drawings(JSON.stringify(containerWith('How do I invite team members?')!.elements))).toBeGreaterThanOrEqual(1);
  });
});
