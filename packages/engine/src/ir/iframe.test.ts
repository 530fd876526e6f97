// An iframe kept as HTML keeps its height on each device and never points at the page that holds it (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; }
  .map iframe { display: block; width: 100%; height: 480px; border: 0; }
  @media (max-width: 900px) { .map iframe { height: 675px; } }
</style></head><body>
  <p>Find us</p>
  <div class="map"><iframe title="Our office"></iframe></div>
  <iframe src="frame.html" style="width:300px;height:200px;border:0"></iframe>
</body></html>`;

let frames: string[];
let folderUrl: string;

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'iframe.html');
  folderUrl = result.folderUrl;
  const widgets = exportedWidgets(result.elements);
  frames = widgets.filter((w) => w.widgetType === 'html' && String(w.settings.html).includes('<iframe')).map((w) => String(w.settings.html));
}, 120_000);
afterAll(() => closeEnginePool());

describe('iframes', () => {
  it('leaves a frame without a source blank and gives it its phone height', () => {
    const html = frames.find((h) => h.includes('Our office'))!;
    expect(html).not.toMatch(/\ssrc=/);
    expect(html).toMatch(/height="480"/);
    expect(html).toMatch(/@media \(max-width:\d+px\)\{\.pl-fb-[\w-]+\{height:675px !important\}\}/);
  });
  it('keeps a frame\'s source, made absolute', () => {
    const html = frames.find((h) => h.includes('frame.html'))!;
    expect(html).toContain(`src="${folderUrl}frame.html"`);
    expect(html).toMatch(/height="200"/);
    expect(html).not.toContain('<style>');
  });
});
