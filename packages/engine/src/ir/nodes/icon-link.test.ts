// An inline link whose only content is an icon, in block flow (real Chromium render): gentelella's
// top bar toggle `<div class="nav toggle"><a id="menu_toggle"><i class="fa fa-bars"></i></a></div>`
// was a run of inline content without text and exported nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../../test-support.ts';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/24px sans-serif; }
  .toggle { float: left; width: 60px; padding-top: 16px; }
  .toggle a { padding: 15px 15px 0; cursor: pointer; font-size: 26px; }
  .fa { display: inline-block; font-style: normal; }
  .fa-cog::before { content: "\\2699"; }
  p { clear: both; margin: 0; }
</style></head><body>
  <div class="toggle"><a id="menu_toggle"><i class="fa fa-cog"></i></a></div>
  <div class="toggle"><a href="#x"><i class="fa fa-bell"></i></a></div>
  <p>Dashboard</p>
</body></html>`;

let widgets: ExportedElement[];

beforeAll(async () => {
  const { elements } = await exportServedPage(PAGE, 'icon-link.html');
  widgets = exportedWidgets(elements);
}, 120_000);
afterAll(() => closeEnginePool());

describe('an inline link around an icon alone', () => {
  it('exports the icon', () => {
    expect(JSON.stringify(widgets)).toMatch(/fa-cog/);
  });
  it('still exports nothing for an icon the page does not draw', () => {
    expect(JSON.stringify(widgets)).not.toMatch(/fa-bell/);
    expect(JSON.stringify(widgets)).toContain('Dashboard');
  });
});
