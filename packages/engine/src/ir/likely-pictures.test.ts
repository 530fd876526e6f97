// The pictures guessed off the styled tree are drawn while the IR is built; the closer the guess
// to the IR's own requests, the less is drawn in vain or left to draw afterwards.
import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import { buildOptions, startConversion } from '../convert.ts';
import { capturesFor, readInput } from '../golden/fixture.ts';
import { pictureKey } from '../render/rasterize-pictures.ts';
import { ReportCollector } from '../report.ts';
import { likelyPictures } from './likely-pictures.ts';
import { picturesToDraw } from './pictures-to-draw.ts';

describe('likelyPictures', () => {
  // Landwind: a logo cloud of inline SVGs and a check icon before every list item; the Tailwind
  // toolbox: wave dividers across the page and small icons.
  it.each(['landwind.page.responsive.json.br', 'tailwindtoolbox-landing-page.page.responsive.json.br'])('guesses exactly the pictures the IR of %s draws', (file) => {
    const input = readInput(file);
    const convert = { settings: ExportSettings.parse({ exportType: 'entirePage', builder: 'elementorFree' }), breakpoints: input.breakpoints, baseUrl: input.baseUrl, report: new ReportCollector() };
    const captures = capturesFor(input);
    const guessed = likelyPictures(input.tree, buildOptions(captures, convert)).map(pictureKey);
    const { ir } = startConversion(input.tree, captures, convert);
    const drawn = new Set(picturesToDraw(ir.root).map((p) => pictureKey(p.request)));
    expect(drawn.size).toBeGreaterThan(3);
    expect(new Set(guessed)).toEqual(drawn);
    expect(guessed).toHaveLength(drawn.size);
  });
});
