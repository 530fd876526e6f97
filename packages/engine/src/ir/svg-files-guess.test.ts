// The page's SVG files are asked for off the styled tree, before the IR is built, so the page draws
// them meanwhile: the guess must be the IR's own requests, or they are drawn again afterwards.
import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import { buildOptions, startConversion } from '../convert.ts';
import { capturesFor, readInput } from '../golden/fixture.ts';
import { pictureKey } from '../render/rasterize-pictures.ts';
import { ReportCollector } from '../report.ts';
import { likelySvgFiles } from './likely-pictures.ts';
import { svgFilesToDraw } from './svg-files.ts';

describe('likelySvgFiles', () => {
  // Landwind: its logo (24 px tall on phones, 36 px above); Agency: a navbar logo and client logos
  // whose boxes change shape with the width.
  it.each([
    ['landwind.page.responsive.json.br', 1],
    ['startbootstrap-agency.page.responsive.json.br', 5],
  ])('guesses exactly the SVG files the IR of %s draws', (file, count) => {
    const input = readInput(file);
    const convert = { settings: ExportSettings.parse({ exportType: 'entirePage', builder: 'elementorFree' }), breakpoints: input.breakpoints, baseUrl: input.baseUrl, report: new ReportCollector() };
    const captures = capturesFor(input);
    const guessed = likelySvgFiles(input.tree, buildOptions(captures, convert));
    const { ir } = startConversion(input.tree, captures, convert);
    const drawn = new Set(svgFilesToDraw(ir.roots ?? [ir.root], guessed.backgrounds).map((f) => pictureKey(f.request)));
    expect(drawn.size).toBe(count);
    expect(new Set([...guessed.images, ...guessed.backgrounds.values()].map(pictureKey))).toEqual(drawn);
  });
});
