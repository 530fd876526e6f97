// Boxes drawn by ::before/::after become elements of their own (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, type ExportedElement } from '../test-support.ts';

// Gentelella's stat tiles: a rule drawn by each tile's ::before; a hero tint by ::after.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/20px sans-serif; }
  .tiles { display: flex; }
  .tile { position: relative; width: 200px; padding: 10px 20px; }
  .tile::before { content: ""; position: absolute; left: 0; top: 10px; height: 65px; border-left: 2px solid #adb2b5; }
  .hero { position: relative; height: 200px; background: #345; color: #fff; }
  .hero::after { content: ""; position: absolute; inset: 0; background: rgba(0, 0, 0, 0.4); }
</style></head><body>
  <div class="tiles"><div class="tile"><span>Total users</span><h3>2500</h3></div><div class="tile"><span>Average time</span><h3>123.50</h3></div></div>
  <div class="hero"><h1>Welcome</h1></div>
</body></html>`;

let root: ExportedElement[];

beforeAll(async () => {
  root = (await exportServedPage(PAGE, 'pseudo.html')).elements;
}, 120_000);
afterAll(() => closeEnginePool());

const all = exportedElements;

describe('pseudo-element boxes', () => {
  it('draws each tile\'s rule as an absolutely placed box with its left border', () => {
    const rules = all(root).filter((e) => e.elType === 'container' && e.settings.border_border === 'solid' && e.settings.border_width?.left === '2');
    expect(rules).toHaveLength(2);
    for (const r of rules) {
      expect(r.settings._position ?? r.settings.position).toBe('absolute');
      expect(Number(r.settings.min_height?.size)).toBe(65);
    }
  });
  it('leaves the hero\'s full-cover tint out', () => {
    const tints = all(root).filter((e) => JSON.stringify(e.settings).includes('rgba(0, 0, 0, 0.4)') || JSON.stringify(e.settings).includes('#00000066'));
    expect(tints).toHaveLength(0);
  });
});
