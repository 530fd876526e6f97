// A small page with what an export from a file must carry as files: an <img>, a CSS background
// image and a web font (the font is a corpus file, OFL, in fixtures/corpus).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const FONT = resolve(import.meta.dirname, '../../../../fixtures/corpus/mdn-web-fonts-font-variant-alternates/fonts/dancing-script/dancing-script-regular.woff2');
/** 2x2 PNGs in two colours. */
const RED_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwMAAAA8AAXmGv3EAAAAASUVORK5CYII=';
const BLUE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGNgYPjPwMDAwMDAAAAGAAG9ixlrAAAAAElFTkSuQmCC';

export const FIXTURE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Export from a file</title>
<style>
@font-face { font-family: "Fixture Script"; src: url(/font.woff2) format("woff2"); }
body { margin: 0; font-family: sans-serif; }
h1 { font-family: "Fixture Script", cursive; font-size: 48px; color: rgb(20, 40, 60); }
.hero { background: rgb(240, 240, 250) url(/bg.png) center / cover no-repeat; padding: 40px; min-height: 200px; }
img { display: block; width: 320px; height: 160px; }
</style></head>
<body><section class="hero"><h1>Made with a web font</h1><p>Some text over a background image.</p>
<img src="/photo.png" alt="A photo"></section></body></html>`;

/** Routes for `serveDirectory(null, routes)` of @pagelift/capture/testing. */
export function fixturePageRoutes(): Record<string, string | Buffer> {
  return {
    '/page.html': FIXTURE_PAGE,
    '/photo.png': Buffer.from(RED_PNG, 'base64'),
    '/bg.png': Buffer.from(BLUE_PNG, 'base64'),
    '/font.woff2': readFileSync(FONT),
  };
}
