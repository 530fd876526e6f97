import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, responses } from '../http/schemas.ts';
import { builderProfile, EXPORT_MESSAGES, ExportRequest, PAID_BUILDERS, type ExportSettingsInput } from '@pagelift/contract';
import type { AppContext } from '../context.ts';
import { requireActive, requireUser, userOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { ownedPage } from '../pages/routes.ts';
import { resolveResourceUrls, snapshotKey } from '../pages/view.ts';
import { storeDataUrls } from './data-urls.ts';
import { ExportJobInputError } from './jobs.ts';
import { ExportNotStartedError } from './queue.ts';
import { QUEUE_MESSAGES } from './admission.ts';
import { uploadWebflowImages, type WebflowAssetsReport } from '../webflow/upload.ts';

const names = (list: readonly string[]) => `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

export function paidBuilderMessage(builder: ExportRequest['builder'], planName: string): string {
  const paid = names(PAID_BUILDERS.map((b) => builderProfile(b).name));
  return `${builderProfile(builder).name} export is not available in the ${planName} plan. Please upgrade your license to export to ${paid}.`;
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

  r.post('/v1/export/', { preValidation: [requireUser(ctx), requireActive()], schema: { body: ExportRequest, tags: ['export'], response: responses({ 200: Schemas.exported }, [400, 401, 403, 404, 409, 429, 503]) } }, async (req, reply) => {
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
      gutenbergCss: body.gutenbergCss,
      webflowUploadAssets: body.webflowUploadAssets,
      webflowAPIToken: body.webflowAPIToken || storedToken || undefined,
      targetDomain: body.targetDomain || project.target_domain || undefined,
      responsive: plan.responsive,
    };
    const html = await ctx.storage.get(snapshotKey(page.html));
    if (!html) throw new HttpError(404, 'Page not found.');

    // Admitted within the per-user and overall bounds (429 beyond), then dropped before it starts
    // if the caller goes away or it waits longer than EXPORT_QUEUE_WAIT_MS.
    const release = ctx.exportAdmission.admit(user.id);
    const callerGone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) callerGone.abort();
    };
    reply.raw.on('close', onClose);
    const waitSignal = AbortSignal.any([callerGone.signal, AbortSignal.timeout(ctx.config.exportQueueWaitMs)]);
    try {
      const result = await ctx.exports.run({
        snapshotHtml: resolveResourceUrls(html.toString('utf8'), ctx.config.publicUrl),
        settings,
        // The resource prefix, not the API origin: the export browser fetches nothing outside it.
        baseUrl: `${ctx.config.publicUrl}/v1/resources/`,
        timeoutMs: ctx.config.exportTimeoutMs,
        title: page.name,
      }, waitSignal);
      // Pictures left as data: URLs (the page's own, the engine's) as resources where the builder drops data: URLs.
      const delivered = builderProfile(body.builder).delivery.storesDataUrls
        ? await storeDataUrls({ template: result.template, file: result.file }, ctx.storage, ctx.config.publicUrl)
        : { template: result.template, file: result.file };
      const answer = { template: delivered.template, fontFace: result.fontFace, report: result.report, ...(delivered.file ? { file: delivered.file } : {}) };
      if (!builderProfile(body.builder).panel.webflowUpload || !settings.webflowUploadAssets) return answer;
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
      return { ...answer, template: uploaded.template, webflowAssets };
    } catch (err) {
      if (err instanceof ExportJobInputError) throw new HttpError(400, err.message);
      if (err instanceof ExportNotStartedError) {
        if (callerGone.signal.aborted) req.log.info('export dropped before it started: the caller went away');
        throw new HttpError(503, QUEUE_MESSAGES.waitedTooLong, { retryAfter: 60 });
      }
      req.log.error({ err, exportQueue: ctx.exports.kind }, 'export failed');
      throw new HttpError(500, EXPORT_MESSAGES.processingError);
    } finally {
      release();
      reply.raw.off('close', onClose);
    }
  });
}
