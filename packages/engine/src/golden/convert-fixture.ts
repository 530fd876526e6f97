/**
 * Runs the pure half of an export on a recorded golden input and returns what the user gets
 * (template with deterministic ids, the @font-face text, counts and report notes). This is the
 * one place that knows the pure half's call shape: a refactor that changes it changes this
 * file, never the recorded hashes.
 */
import { ExportSettings, type ExportSettingsInput } from '@pagelift/contract';
import { convertStyledTree } from '../convert.ts';
import { ReportCollector } from '../report.ts';
import { capturesFor, withDeterministicIds, type GoldenInput } from './fixture.ts';

export interface GoldenOutput {
  template: string;
  fontFace: string;
  counts: string;
  notes: string;
}

export function convertGolden(input: GoldenInput, settingsInput: ExportSettingsInput): GoldenOutput {
  const settings = ExportSettings.parse(settingsInput);
  const report = new ReportCollector();
  const result = convertStyledTree(input.tree, capturesFor(input), input.faces, { settings, breakpoints: input.breakpoints, baseUrl: input.baseUrl, report });
  return {
    template: withDeterministicIds(result.template),
    fontFace: result.fontFace,
    counts: JSON.stringify(result.counts),
    notes: JSON.stringify(report.list()),
  };
}
