import type { ExportSettings } from '@pagelift/contract';
import { pageBackground, type StyledNode } from './extract/styled-tree.ts';
import { IRBuilder, type BuildOptions } from './ir/build.ts';
import type { IRDocument } from './ir/types.ts';
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

/** An IR built before the `:hover` looks are in (startConversion); finishConversion does the rest. */
export interface StartedConversion {
  builder: IRBuilder;
  ir: IRDocument;
}

/**
 * The pure half of an export: styled tree → IR → passes → the target's serializer. No browser,
 * no I/O. The registry gives the serializer; its capabilities choose the passes.
 */
export function convertStyledTree(tree: StyledNode, captures: WidthCapture[], faces: FontFaceSource[], input: ConvertInput): SerializeResult {
  return finishConversion(startConversion(tree, captures, input), faces, input);
}

/**
 * The IR build, the bulk of the conversion. Nothing in it reads the `:hover` looks, so an export
 * runs it while the page still works them out, then attaches them (attachHover) and finishes.
 */
export function startConversion(tree: StyledNode, captures: WidthCapture[], { settings, breakpoints, baseUrl, report }: ConvertInput): StartedConversion {
  const t = performance.now();
  const builder = new IRBuilder(buildOptions(captures, { settings, breakpoints, baseUrl, report }));
  const ir = builder.build(tree);
  if (tree.tag === 'body') applyPageBackground(ir.root.style.base, pageBackground(captures));
  report.time('ir', t);
  return { builder, ir };
}

/** What the IR build is told about the export: its widths, device ranges, base URL and settings. */
export function buildOptions(captures: WidthCapture[], { settings, breakpoints, baseUrl, report }: ConvertInput): BuildOptions {
  return {
    breakpoints: captures.map((c) => c.breakpoint),
    viewportWidths: captures.map((c) => c.width),
    deviceMaxWidths: captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl,
    report,
    mergeElements: settings.mergeElementsEnable,
  };
}

/** The `:hover` looks as the styled tree has them now, the passes and the serializer. */
export function finishConversion({ builder, ir: built }: StartedConversion, faces: FontFaceSource[], { settings, breakpoints, baseUrl, report }: ConvertInput): SerializeResult {
  const serializer = serializerFor(settings.builder);
  const capabilities = serializer.capabilities(settings.builder);
  let t = performance.now();
  builder.applyHover();
  const ir = runPasses(built, {
    settings,
    capabilities,
    faces,
    note: (feature, action, node, detail) => report.note(feature, action, node.source, detail),
    noteSource: (feature, action, example, detail) => report.note(feature, action, example, detail),
  });
  report.time('passes', t);

  t = performance.now();
  const result = serializer.serialize(ir, {
    settings,
    breakpoints,
    fontFaceCss: ir.fontFaceCss ?? '',
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
