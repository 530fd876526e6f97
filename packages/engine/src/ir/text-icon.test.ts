// Font Awesome glyphs inside text become their inline SVG drawing (real Chromium export, Elementor and Gutenberg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';
import { faFontGlyph } from './build-support.ts';
import { launchChromium } from '@pagelift/browser';

// Font Awesome 4 markup as admin templates write it; the page has no icon font, only the boxes its CSS gives the icons.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px sans-serif; color: #333; }
  .fa { display: inline-block; font-size: inherit; width: 0.9em; height: 1em; }
  .side i { width: 26px; font-size: 18px; }
</style></head><body>
  <h2><i class="fa fa-home"></i> Dashboard home</h2>
  <p class="side"><a href="#"><i class="fa fa-envelope-o"></i> Mail</a> and more words in the line</p>
  <p>Warning <i class="fa fa-warning" style="color: rgb(200, 0, 0); margin-left: 7px"></i> here</p>
  <p>Unknown <i class="fa fa-not-an-icon-at-all"></i> name</p>
  <p>Settings<i class="fa fa-chevron-down" style="float: right"></i></p>
</body></html>`;

let texts: ExportedElement[];
let gutenberg: string;

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'text-icon.html');
  texts = exportedWidgets(result.elements).filter((w) => w.widgetType === 'text-editor' || w.widgetType === 'heading');
  const g = await exportServedPage(PAGE, 'text-icon.html', { settings: { builder: 'gutenberg' } });
  gutenberg = JSON.stringify(g.template);
}, 180_000);
afterAll(() => closeEnginePool());

const markup = (w: ExportedElement) => String(w.settings.editor ?? w.settings.title);
const find = (word: string) => texts.find((w) => markup(w).includes(word))!;

const SVG = /<svg [^>]*viewBox="0 0 \d+ \d+" fill="currentColor"[^>]*><path d="M[^"]+"\/><\/svg>/;

describe('icon font glyphs inside text', () => {
  it('draws the glyph as an inline SVG in the text colour, in a span as wide as the source glyph', () => {
    const heading = markup(find('Dashboard home'));
    // .fa is 0.9em wide; Font Awesome Free's house is 1.125em wide, so it overflows that box at full height
    expect(heading).toMatch(/<span style="position:relative;padding-left:0\.9em"><svg [^>]*preserveAspectRatio="xMidYMid slice"[^>]*style="position:absolute;left:0;top:50%;margin-top:-0\.5em;height:1em;width:0\.9em;overflow:visible"><path d="M[^"]+"\/><\/svg><\/span> Dashboard home/);
    expect(heading).not.toContain('<i ');
  });
  it('moves a heading with an icon to the text editor, which prints the SVG (a heading title goes through wp_kses_post)', () => {
    const heading = find('Dashboard home');
    expect(heading.widgetType).toBe('text-editor');
    expect(markup(heading)).toMatch(/^<h2 /);
  });
  it('keeps a fixed-width icon column and the icon size relative to the text, not enlarging a narrower drawing', () => {
    // 26px box at 18px inside 14px text
    expect(markup(find('Mail'))).toMatch(/<span style="position:relative;padding-left:1\.444em;font-size:1\.286em"><svg /);
    expect(markup(find('Mail'))).not.toContain('preserveAspectRatio');
  });
  it('keeps the icon\'s own colour and margin', () => {
    expect(markup(find('Warning'))).toMatch(/<span style="[^"]*;color:rgb\(200, 0, 0\);margin-left:0\.5em"><svg /);
  });
  it('floats a floated glyph beside the text', () => {
    expect(markup(find('Settings'))).toMatch(/Settings<span style="float:right;display:block;position:relative;width:0\.9em;height:[\d.]+em"><svg [^>]*style="position:absolute;left:0;top:50%;margin-top:-0\.5em;height:1em;width:0\.9em;overflow:visible"/);
  });
  it('leaves an icon Font Awesome Free does not draw as the icon-font markup', () => {
    expect(markup(find('Unknown'))).toContain('<i class="fa fa-not-an-icon-at-all" aria-hidden="true"></i>');
  });
  it('gives Gutenberg the same drawing', () => {
    expect(gutenberg).toMatch(/<svg [^>]*fill=\\"currentColor\\"[^>]*><path d=\\"M[^"\\]+\\"\/><\/svg><\/span> Dashboard home/);
    expect(gutenberg).not.toContain('fa-home');
  });
  it('renders the icon on the text line, and breaks the line around it only where the source could break', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // Too narrow for icon and word on one line: the glyph (a character) stays with the word it touches.
      const icon = markup(find('Dashboard home')).match(/<span style="position:relative[^]*?<\/svg><\/span>/)![0];
      await page.setContent(`<body style="margin:0;font:20px sans-serif"><p id="p" style="width:40px;margin:0">${icon}<span id="w">Subscription</span></p></body>`);
      const [svg, word] = await Promise.all(['svg', '#w'].map((sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; })));
      expect(Math.abs(svg.y - word.y)).toBeLessThan(word.h);
      expect(word.x).toBeCloseTo(18, 0);
      expect(svg.h).toBeCloseTo(20, 0);
      // centred on the word's line: Font Awesome's glyph sits 0.125em below the baseline, 1em tall
      expect(Math.abs(svg.y + svg.h / 2 - (word.y + word.h / 2))).toBeLessThan(3);
    } finally {
      await browser.close();
    }
  });
});

describe('Font Awesome 4 outline names', () => {
  it('become the regular style of the same icon', () => {
    expect(faFontGlyph('fa fa-envelope-o')).toEqual({ iconClass: 'far fa-envelope', library: 'fa-regular' });
    expect(faFontGlyph('fa fa-files-o')).toEqual({ iconClass: 'far fa-copy', library: 'fa-regular' });
  });
  it('leave names that only end in -o alone outside Font Awesome 4', () => {
    expect(faFontGlyph('fas fa-vimeo-o')).toEqual({ iconClass: 'fas fa-vimeo-o', library: 'fa-solid' });
    expect(faFontGlyph('fa fa-home')).toEqual({ iconClass: 'fas fa-home', library: 'fa-solid' });
  });
});
