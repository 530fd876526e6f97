import { z } from 'zod';
import { Builder, EngineTarget } from './builders.ts';

export const ExportType = z.enum(['selector', 'entirePage']);
export type ExportType = z.infer<typeof ExportType>;

export const CopyFontface = z.enum(['export', 'copy']);
export const ReduceDomSize = z.enum(['standard', 'advanced']).nullable();

/**
 * What the engine needs to export a snapshot (spec section 3, "Export settings"). `builder` also
 * takes the engine's debug target `ir`; the API (ExportRequest) takes only the panel's builders.
 */
export const ExportSettings = z.object({
  exportType: ExportType.default('selector'),
  cssSelector: z.string().optional(),
  builder: EngineTarget.default('elementorFree'),
  breakpoints: z.record(z.string(), z.number().int().positive().max(10000)).optional(),
  copyFontface: CopyFontface.default('export'),
  reduceDomSize: ReduceDomSize.default(null),
  mergeElementsEnable: z.boolean().default(true),
  webflowUploadAssets: z.boolean().default(false),
  webflowAPIToken: z.string().optional(),
  targetDomain: z.string().optional(),
  /** Set by the server from the licence: the free plan exports no per-breakpoint styles. */
  responsive: z.boolean().default(true),
});
export type ExportSettings = z.infer<typeof ExportSettings>;
export type ExportSettingsInput = z.input<typeof ExportSettings>;

/** POST /v1/export/ body (spec section 7). `selector` is the spec's name for cssSelector. */
export const ExportRequest = z.object({
  pageId: z.string().min(1),
  exportType: ExportType,
  selector: z.string().optional().nullable(),
  breakpoints: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  builder: Builder,
  copyFontface: CopyFontface.optional(),
  reduceDomSize: ReduceDomSize.optional(),
  webflowAPIToken: z.string().optional().nullable(),
  targetDomain: z.string().optional().nullable(),
  webflowUploadAssets: z.boolean().optional(),
  mergeElementsEnable: z.boolean().optional(),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

export const EXPORT_MESSAGES = {
  emptySelector: 'Please enter a CSS selector',
  invalidSelector: 'Invalid CSS selector',
  processingError: 'Processing error, please send a support request to the support team',
} as const;
