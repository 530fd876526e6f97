import type { ExportSettings } from '@pagelift/contract';
import { pageBackground, type StyledNode } from './extract/styled-tree.ts';
import { fontFaceFor } from './fonts/font-face.ts';
import { IRBuilder } from './ir/build.ts';
import { parseColor } from './ir/values.ts';
import { runPasses } from './passes/index.ts';
import type { WidthCapture } from './render/capture.ts';
import type { FontFaceSource } from './render/page-facts.ts';
import type { ReportCollector } from './report.ts';
import { serializerFor } from './serializers/index.ts';
import type { SerializeResult } from './serializers/types.ts';

export interface ConvertInput {
  settings: ExportSettings;
  /** Breakpoint name → max width (px), the builder's device ranges. */
  breakpoints: Record<string, number>;
  baseUrl: string;
  report: ReportCollector;
}

/**
 * The pure half of an export: styled tree → IR → passes → the target's serializer. No browser,
 * no I/O. The registry gives the serializer; its capabilities choose the passes.
 */
export function convertStyledTree(tree: StyledNode, captures: WidthCapture[], faces: FontFaceSource[], { settings, breakpoints, baseUrl, report }: ConvertInput): SerializeResult {
  const serializer = serializerFor(settings.builder);
  const capabilities = serializer.capabilities(settings.builder);
  let t = performance.now();
  let ir = new IRBuilder({
    breakpoints: captures.map((c) => c.breakpoint),
    viewportWidths: captures.map((c) => c.width),
    deviceMaxWidths: captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl,
    report,
    mergeElements: settings.mergeElementsEnable,
  }).build(tree);
  if (tree.tag === 'body') applyPageBackground(ir.root.style.base, pageBackground(captures));
  ir = runPasses(ir, { settings, capabilities, note: (feature, action, node, detail) => report.note(feature, action, node.source, detail) });
  report.time('ir', t);

  t = performance.now();
  const used = fontFaceFor(ir.fontFamilies, faces);
  for (const family of used.missing) report.note(`font "${family}" has no readable @font-face`, 'approximated', family, 'the target site must provide it');
  const result = serializer.serialize(ir, {
    settings,
    breakpoints,
    fontFaceCss: used.css,
    baseUrl,
    onNote: (feature, node, action = 'approximated') => report.note(feature, action, node.source),
  });
  report.time('serialize', t);
  return result;
}

/** A transparent body shows the `html` background (white by default): paint it on the root. */
function applyPageBackground(base: Record<string, unknown>, htmlBackground: string | undefined): void {
  if (base['background-color'] || base['background-image']) return;
  const c = htmlBackground ? parseColor(htmlBackground) : undefined;
  base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
}
