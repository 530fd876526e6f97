// Font Awesome glyphs inside text become their inline SVG drawing (real Chromium export, Elementor and Gutenberg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';
import { faFontGlyph } from './build-support.ts';

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

describe('icon font glyphs inside text', () => {
  it('draws the glyph as an inline SVG in the text colour, 1em tall on the baseline', () => {
    const heading = find('Dashboard home');
    expect(markup(heading)).toMatch(/<svg [^>]*viewBox="0 0 \d+ \d+" fill="currentColor"[^>]*style="display:inline-block;height:1em;width:[\d.]+em;vertical-align:-0.125em[^"]*"><path d="M[^"]+"\/><\/svg> Dashboard home/);
    expect(markup(heading)).not.toContain('<i ');
  });
  it('moves a heading with an icon to the text editor, which prints the SVG (a heading title goes through wp_kses_post)', () => {
    const heading = find('Dashboard home');
    expect(heading.widgetType).toBe('text-editor');
    expect(markup(heading)).toMatch(/^<h2 /);
  });
  it('keeps a fixed-width icon column and the icon size relative to the text', () => {
    // 26px box at 18px inside 14px text
    expect(markup(find('Mail'))).toMatch(/style="display:inline-block;height:1em;width:1\.444em;vertical-align:-0.125em;overflow:visible;font-size:1\.286em"/);
  });
  it('keeps the icon\'s own colour and margin', () => {
    expect(markup(find('Warning'))).toMatch(/<svg [^>]*style="[^"]*;color:rgb\(200, 0, 0\);margin-left:0\.5em"/);
  });
  it('leaves an icon Font Awesome Free does not draw as the icon-font markup', () => {
    expect(markup(find('Unknown'))).toContain('<i class="fa fa-not-an-icon-at-all" aria-hidden="true"></i>');
  });
  it('gives Gutenberg the same drawing', () => {
    expect(gutenberg).toMatch(/<svg [^>]*fill=\\"currentColor\\"[^>]*><path d=\\"M[^"\\]+\\"\/><\/svg> Dashboard home/);
    expect(gutenberg).not.toContain('fa-home');
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
