// Content an overflow-clipping ancestor cuts away stays out of the export (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportedElements, exportServedPage, type ExportedElement } from '../test-support.ts';

// A closed accordion answer (max-height: 0), a closed submenu (grid-template-rows: 0fr, the
// gentelella4 sidebar), a carousel window with a slide parked beside it, a scroller holding more
// than it shows, and a badge placed outside a static clipping box (its containing block is above it).
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/20px sans-serif; }
  .answer { max-height: 0; overflow: hidden; padding: 0 4px; }
  .sub { display: grid; grid-template-rows: 0fr; }
  .sub > .inner { min-height: 0; overflow: hidden; padding: 4px 0 4px 28px; }
  .sub a { display: flex; padding: 7px 12px; }
  .window { position: relative; width: 300px; height: 60px; overflow: hidden; }
  .track { display: flex; width: 600px; }
  .slide { width: 300px; flex: none; }
  .scroller { height: 40px; overflow-y: auto; }
  .holder { position: relative; }
  .static-clip { width: 100px; height: 30px; overflow: hidden; }
  .badge { position: absolute; left: 0; top: 40px; }
</style></head><body>
  <section><button>Question one</button><div class="answer">Hidden answer text</div></section>
  <nav><div class="tree"><span>Dashboards</span><div class="sub"><div class="inner"><a href="#a">Operations sublink</a><a href="#b">Analytics sublink</a></div></div></div><a href="#c">Calendar link</a></nav>
  <div class="window"><div class="track"><div class="slide">Slide shown</div><div class="slide">Slide parked</div></div></div>
  <div class="scroller"><p>Scroll line one</p><p>Scroll line two</p><p>Scroll line three</p></div>
  <div class="holder"><div class="static-clip"><span>Clip box</span><span class="badge">Escaping badge</span></div></div>
</body></html>`;

let text: string;
beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'clipped.html');
  text = exportedElements(result.elements).map((e) => JSON.stringify(e.settings)).join('\n');
}, 120_000);
afterAll(() => closeEnginePool());

describe('content cut away by overflow clipping', () => {
  it('leaves out a closed accordion answer and a closed submenu', () => {
    expect(text).toContain('Question one');
    expect(text).not.toContain('Hidden answer text');
    expect(text).toContain('Dashboards');
    expect(text).toContain('Calendar link');
    expect(text).not.toContain('Operations sublink');
    expect(text).not.toContain('Analytics sublink');
  });
  it('leaves out a slide parked beside its carousel window', () => {
    expect(text).toContain('Slide shown');
    expect(text).not.toContain('Slide parked');
  });
  it('keeps what a scroller holds and what a static clipping box does not contain', () => {
    expect(text).toContain('Scroll line three');
    expect(text).toContain('Escaping badge');
  });
});
