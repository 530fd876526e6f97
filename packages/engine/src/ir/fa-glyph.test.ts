// Font Awesome markup whose icon font never loaded draws nothing in the source, so it exports no icon
// (real Chromium render): a page that names `fa fa-bell` without Font Awesome's CSS (a kit script that
// did not load) shows no bell, while a class whose ::before draws a glyph stays an Elementor icon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/24px sans-serif; }
  .bar { display: flex; gap: 16px; align-items: center; padding: 12px; }
  .fa { display: inline-block; font-style: normal; }
  .fa-cog::before { content: "\\2699"; }
</style></head><body>
  <div class="bar">
    <a href="#settings"><i class="fa fa-cog"></i></a>
    <a href="#alerts"><i class="fa fa-bell"></i></a>
    <i class="fa fa-user"></i>
    <p>Sign in</p>
  </div>
</body></html>`;

let widgets: ExportedElement[];

beforeAll(async () => {
  const { elements } = await exportServedPage(PAGE, 'fa-glyph.html');
  widgets = exportedWidgets(elements);
}, 120_000);
afterAll(() => closeEnginePool());

const iconsNamed = () => JSON.stringify(widgets).match(/fa-(cog|bell|user)/g) ?? [];

describe('Font Awesome markup', () => {
  it('exports an icon where the page draws its glyph', () => {
    expect(iconsNamed()).toContain('fa-cog');
  });
  it('exports nothing where the icon font never loaded', () => {
    expect(iconsNamed()).not.toContain('fa-bell');
    expect(iconsNamed()).not.toContain('fa-user');
    expect(JSON.stringify(widgets)).toContain('Sign in');
  });
});
