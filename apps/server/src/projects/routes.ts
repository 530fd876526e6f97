import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, responses } from '../http/schemas.ts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { precompiled } from '../db/precompiled.ts';
import { requireActive, requireUser, userOf } from '../auth/guard.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { newId, nowIso } from '../ids.ts';
import { hostOf } from './domain.ts';
import { publicProject, type ProjectRow } from './view.ts';
import { fastResponseSerializer } from '../http/fast-serializer.ts';

const liveProjectsOf = precompiled((db, args: { userId: string }) =>
  db.selectFrom('projects').selectAll().where('user_id', '=', args.userId).where('deleted', '=', 0).orderBy('created_at', 'asc'),
);

const Params = z.object({ id: z.string().min(1).max(64) });

/** The owner's live (not deleted) project, or 404: other users' ids look exactly like missing ones. */
export async function ownedProject(db: Db, userId: string, projectId: string): Promise<ProjectRow> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', projectId).where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirst();
  if (!row) throw notFound('Project');
  return row;
}

export function siteLimitMessage(planName: string, sites: number): string {
  const limit = `${sites} site${sites === 1 ? '' : 's'}`;
  return `You have reached the limit of your ${planName} plan (${limit}). Deleted projects still count as used sites. Please upgrade your license to add more projects.`;
}

export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = [requireUser(ctx), requireActive()];
  const view = (row: ProjectRow) => publicProject(row, ctx.secretBox);

  // The hottest read of the web app: its 200 answer is written by fast-json-stringify (issue 14).
  r.get('/v1/projects', { preValidation: guard, serializerCompiler: fastResponseSerializer, schema: { tags: ['projects'], response: responses({ 200: Schemas.projects }, [401, 403]) } }, async (req) => {
    const user = userOf(req);
    const rows = await liveProjectsOf(db, { userId: user.id });
    return { data: { projects: rows.map(view), projectsRemaining: await ctx.licenses.sitesRemaining(user.id) } };
  });

  r.post(
    '/v1/projects',
    {
      preValidation: guard,
      schema: { body: z.object({ name: z.string().trim().min(1).max(200), url: z.string().trim().min(1).max(2048) }), tags: ['projects'], response: responses({ 201: Schemas.projectCreated }, [400, 401, 403, 409]) },
    },
    async (req, reply) => {
      const user = userOf(req);
      const host = hostOf(req.body.url);
      if (!host) throw new HttpError(400, 'Please enter a valid source domain, for example example.com.');
      const { plan } = await ctx.licenses.effective(user.id);
      const now = nowIso();
      const row: ProjectRow = { id: newId(), user_id: user.id, name: req.body.name, url: host, deleted: 0, webflow_token: null, target_domain: null, created_at: now, updated_at: now };
      await db.transaction().execute(async (trx) => {
        // Serialise a user's concurrent creations so two requests cannot both take the last site.
        if (ctx.dbKind === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        const used = await ctx.licenses.usedSites(user.id, trx);
        if (ctx.licenses.remaining(plan, used) === 0) throw new HttpError(409, siteLimitMessage(plan.name, plan.sites));
        await trx.insertInto('projects').values(row).execute();
      });
      reply.status(201);
      return { data: { project: view(row), projectsRemaining: await ctx.licenses.sitesRemaining(user.id) } };
    },
  );

  r.get('/v1/projects/:id', { preValidation: guard, schema: { params: Params, tags: ['projects'], response: responses({ 200: Schemas.project }, [400, 401, 403, 404]) } }, async (req) => {
    return { data: { project: view(await ownedProject(db, userOf(req).id, req.params.id)) } };
  });

  r.put(
    '/v1/projects/:id',
    {
      preValidation: guard,
      schema: {
        params: Params,
        body: z.looseObject({
          name: z.string().trim().min(1).max(200).optional(),
          settings: z.looseObject({ targetDomain: z.string().max(2048).optional().nullable() }).optional(),
        }),
        tags: ['projects'],
        response: responses({ 200: Schemas.project }, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const project = await ownedProject(db, userOf(req).id, req.params.id);
      const targetDomain = req.body.settings?.targetDomain;
      await db
        .updateTable('projects')
        .set({
          name: req.body.name ?? project.name,
          target_domain: targetDomain === undefined ? project.target_domain : targetDomain || null,
          updated_at: nowIso(),
        })
        .where('id', '=', project.id)
        .execute();
      return { data: { project: view(await ownedProject(db, project.user_id, project.id)) } };
    },
  );

  r.delete('/v1/projects/:id', { preValidation: guard, schema: { params: Params, tags: ['projects'], response: responses({ 200: Schemas.projectDeleted }, [400, 401, 403, 404]) } }, async (req) => {
    const user = userOf(req);
    const project = await ownedProject(db, user.id, req.params.id);
    const now = nowIso();
    await db.updateTable('projects').set({ deleted: 1, updated_at: now }).where('id', '=', project.id).execute();
    await db.updateTable('pages').set({ deleted: 1, updated_at: now }).where('project_id', '=', project.id).execute();
    return { data: { status: 'success', project: { ...view(project), deleted: true }, projectsRemaining: await ctx.licenses.sitesRemaining(user.id) } };
  });

  r.put(
    '/v1/webflow/',
    { preValidation: guard, schema: { body: z.object({ projectId: z.string().min(1).max(64), webflowAPIToken: z.string().max(4096) }), tags: ['projects'], response: responses({ 200: Schemas.webflowSaved }, [400, 401, 403, 404]) } },
    async (req) => {
      const project = await ownedProject(db, userOf(req).id, req.body.projectId);
      const token = req.body.webflowAPIToken.trim();
      await db
        .updateTable('projects')
        .set({ webflow_token: token ? ctx.secretBox.seal(token) : null, updated_at: nowIso() })
        .where('id', '=', project.id)
        .execute();
      return { data: { status: 'success', project: view(await ownedProject(db, project.user_id, project.id)) } };
    },
  );
}
