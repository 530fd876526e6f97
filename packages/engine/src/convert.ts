import type { ExportSettings } from '@pagelift/contract';
import { pageBackground, type StyledNode } from './extract/styled-tree.ts';
import { fontFaceFor } from './fonts/font-face.ts';
import { IRBuilder } from './ir/build.ts';
import type { IRContainer } from './ir/types.ts';
import { splitPerBreakpointLooks } from './ir/split-looks.ts';
import { parseColor } from './ir/values.ts';
import type { WidthCapture } from './render/capture.ts';
import type { FontFaceSource } from './render/page-facts.ts';
import type { ReportCollector } from './report.ts';
import { toElementorEnvelope } from './serializers/elementor/index.ts';

export interface ConvertInput {
  settings: ExportSettings;
  /** Breakpoint name → max width (px), the builder's device ranges. */
  breakpoints: Record<string, number>;
  baseUrl: string;
  report: ReportCollector;
}

/** The pure half of an export: styled tree → IR → builder data. No browser, no I/O. */
export function convertStyledTree(tree: StyledNode, captures: WidthCapture[], faces: FontFaceSource[], { settings, breakpoints, baseUrl, report }: ConvertInput) {
  let t = performance.now();
  const ir = new IRBuilder({
    breakpoints: captures.map((c) => c.breakpoint),
    viewportWidths: captures.map((c) => c.width),
    deviceMaxWidths: captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl,
    report,
    mergeElements: settings.mergeElementsEnable,
  }).build(tree);
  if (tree.tag === 'body') applyPageBackground(ir.root.style.base, pageBackground(captures));
  if (settings.responsive && ir.breakpoints.length > 1) {
    // The root too: the envelope may hold several top-level containers, one per look.
    ir.roots = splitPerBreakpointLooks(ir.root, ir.breakpoints, (node) => report.note('colour or font that changes per breakpoint', 'approximated', node.source, 'too large to duplicate; the desktop look is kept')) as IRContainer[];
  }
  report.time('ir', t);

  t = performance.now();
  const used = fontFaceFor(ir.fontFamilies, faces);
  for (const family of used.missing) report.note(`font "${family}" has no readable @font-face`, 'approximated', family, 'the target site must provide it');
  const { envelope, counts } = toElementorEnvelope(ir, {
    pro: settings.builder === 'elementor',
    responsive: settings.responsive,
    targetDomain: settings.targetDomain,
    embedFontFace: settings.copyFontface === 'export' && used.css ? used.css : undefined,
    onNote: (feature, node, action = 'approximated') => report.note(feature, action, node.source),
  });
  report.time('serialize', t);
  return { envelope, counts, fontFaceCss: used.css };
}

/** A transparent body shows the `html` background (white by default): paint it on the root. */
function applyPageBackground(base: Record<string, unknown>, htmlBackground: string | undefined): void {
  if (base['background-color'] || base['background-image']) return;
  const c = htmlBackground ? parseColor(htmlBackground) : undefined;
  base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
}
