import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, responses } from '../http/schemas.ts';
import { EXPORT_MESSAGES, ExportRequest, PAID_BUILDERS, type ExportSettingsInput } from '@pagelift/contract';
import type { AppContext } from '../context.ts';
import { requireActive, requireUser, userOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { ownedPage } from '../pages/routes.ts';
import { resolveResourceUrls, snapshotKey } from '../pages/view.ts';
import { ExportJobInputError } from './jobs.ts';
import { uploadWebflowImages, type WebflowAssetsReport } from '../webflow/upload.ts';

const BUILDER_NAMES: Record<string, string> = { elementor: 'Elementor Pro', bricks: 'Bricks', breakdance: 'Breakdance' };

export function paidBuilderMessage(builder: string, planName: string): string {
  return `${BUILDER_NAMES[builder] ?? builder} export is not available in the ${planName} plan. Please upgrade your license to export to Elementor Pro, Bricks and Breakdance.`;
}

/** Breakpoint fields arrive as numbers or numeric text; anything else is dropped. */
function numericBreakpoints(input: Record<string, number | string> | undefined): Record<string, number> | undefined {
  if (!input) return undefined;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(input)) {
    const n = typeof v === 'number' ? v : Number(v);
    if (Number.isInteger(n) && n > 0 && n <= 10000) out[k] = n;
  }
  return Object.keys(out).length ? out : undefined;
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/export/', { preHandler: [requireUser(ctx), requireActive()], schema: { body: ExportRequest, tags: ['export'], response: responses({ 200: Schemas.exported }, [400, 401, 403, 404, 409]) } }, async (req) => {
    const user = userOf(req);
    const body = req.body;
    const page = await ownedPage(ctx.db, user.id, body.pageId);
    const { plan } = await ctx.licenses.effective(user.id);
    if (!plan.paidBuilders && PAID_BUILDERS.includes(body.builder)) throw new HttpError(409, paidBuilderMessage(body.builder, plan.name));
    if (body.exportType === 'selector' && !body.selector?.trim()) throw new HttpError(400, EXPORT_MESSAGES.emptySelector);

    const project = await ctx.db.selectFrom('projects').select(['webflow_token', 'target_domain']).where('id', '=', page.project_id).executeTakeFirstOrThrow();
    const storedToken = project.webflow_token ? ctx.secretBox.open(project.webflow_token) : null;
    const settings: ExportSettingsInput = {
      exportType: body.exportType,
      cssSelector: body.exportType === 'selector' ? body.selector!.trim() : undefined,
      builder: body.builder,
      breakpoints: numericBreakpoints(body.breakpoints),
      copyFontface: body.copyFontface,
      reduceDomSize: body.reduceDomSize ?? null,
      mergeElementsEnable: body.mergeElementsEnable,
      webflowUploadAssets: body.webflowUploadAssets,
      webflowAPIToken: body.webflowAPIToken || storedToken || undefined,
      targetDomain: body.targetDomain || project.target_domain || undefined,
      responsive: plan.responsive,
    };
    const html = await ctx.storage.get(snapshotKey(page.html));
    if (!html) throw new HttpError(404, 'Page not found.');

    try {
      const result = await ctx.exports.run({
        snapshotHtml: resolveResourceUrls(html.toString('utf8'), ctx.config.publicUrl),
        settings,
        baseUrl: ctx.config.publicUrl,
        timeoutMs: ctx.config.exportTimeoutMs,
      });
      if (body.builder !== 'webflow' || !settings.webflowUploadAssets) return { template: result.template, fontFace: result.fontFace, report: result.report };
      // Webflow problems never fail the export: it answers with PageLift's URLs and says why.
      const uploaded = await uploadWebflowImages({
        template: result.template,
        userId: user.id,
        token: settings.webflowAPIToken,
        db: ctx.db,
        storage: ctx.storage,
        publicUrl: ctx.config.publicUrl,
        apiBaseUrl: ctx.config.webflowApiUrl,
        timeoutMs: ctx.config.webflowTimeoutMs,
        concurrency: ctx.config.webflowUploadConcurrency,
      });
      const webflowAssets: WebflowAssetsReport = uploaded.report;
      if (webflowAssets.notUploaded.length) req.log.warn({ notUploaded: webflowAssets.notUploaded.length, uploaded: webflowAssets.uploaded }, 'webflow images not uploaded');
      return { template: uploaded.template, fontFace: result.fontFace, report: result.report, webflowAssets };
    } catch (err) {
      if (err instanceof ExportJobInputError) throw new HttpError(400, err.message);
      req.log.error({ err, exportQueue: ctx.exports.kind }, 'export failed');
      throw new HttpError(500, EXPORT_MESSAGES.processingError);
    }
  });
}
