import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { hmacHex, safeEqualHex } from '../crypto/secrets.ts';
import { HttpError } from '../http/errors.ts';
import { nowIso } from '../ids.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const TIMESTAMP_HEADER = 'x-pagelift-timestamp';
export const SIGNATURE_HEADER = 'x-pagelift-signature';

export const LicenseEvent = z.object({
  /** Unique per event; a second delivery of the same id is refused. */
  id: z.string().min(1).max(200),
  type: z.enum(['license.granted', 'license.updated', 'license.revoked']),
  email: z.string().email(),
  /** Plan id or productId; required unless revoked. */
  plan: z.union([z.string(), z.number()]).optional(),
  expiresAt: z.string().nullable().optional(),
});
export type LicenseEvent = z.infer<typeof LicenseEvent>;

/** The signature a provider sends: `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

/** POST /v1/webhooks/license: the licence provider grants, changes or revokes licences. */
export async function registerLicenseWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so keep them.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
      (req as unknown as { rawBody: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'Invalid JSON.'), undefined);
      }
    });

    scope.post('/v1/webhooks/license', { schema: { hide: true } }, async (req) => {
      const secret = ctx.config.licenseWebhookSecret;
      if (!secret) throw new HttpError(503, 'The licence webhook is not configured.');
      const raw = (req as unknown as { rawBody?: string }).rawBody ?? '';
      const ts = Number(req.headers[TIMESTAMP_HEADER]);
      const signature = String(req.headers[SIGNATURE_HEADER] ?? '').replace(/^sha256=/, '');
      if (!Number.isInteger(ts)) throw new HttpError(401, 'Missing webhook timestamp.');
      if (!safeEqualHex(hmacHex(secret, `${ts}.${raw}`), signature)) throw new HttpError(401, 'Invalid webhook signature.');
      if (Math.abs(Date.now() / 1000 - ts) > WEBHOOK_TOLERANCE_SECONDS) throw new HttpError(400, 'Webhook timestamp outside the allowed window.');
      const parsed = LicenseEvent.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, 'Invalid licence event.');
      const event = parsed.data;
      await ctx.db.transaction().execute(async (trx) => {
        const seen = await trx.selectFrom('webhook_events').select('id').where('id', '=', event.id).executeTakeFirst();
        if (seen) throw new HttpError(409, 'This event was already processed.');
        await trx.insertInto('webhook_events').values({ id: event.id, received_at: nowIso() }).execute();
        if (event.type === 'license.revoked') await ctx.licenses.revoke(event.email, trx);
        else {
          if (event.plan === undefined) throw new HttpError(400, 'The event has no plan.');
          await ctx.licenses.grant(event.email, event.plan, event.expiresAt ?? null, `webhook:${event.id}`, trx);
        }
      });
      return { received: true };
    });
  });
}
