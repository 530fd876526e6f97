import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure: `status` and a JSON body whose `error` text the client shows as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { error: this.message, ...this.extra };
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const unauthorized = () => new HttpError(401, 'Please sign in again.');

const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm password',
  new_password: 'New password',
  current_password: 'Current password',
  name: 'Name',
  url: 'Source domain',
  code: 'Code',
  id: 'Id',
  pageId: 'Page',
  exportType: 'Export type',
  selector: 'CSS selector',
  builder: 'Page builder',
  copyFontface: 'CSS @font-face mode',
  reduceDomSize: 'Reduce DOM size level',
  targetDomain: 'Target domain',
  webflowAPIToken: 'Webflow API token',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns the first schema issue into one sentence a user can act on. */
export function describeValidationIssue(issue: ValidationIssue): string {
  const field = issue.instancePath.split('/').filter(Boolean).join('.');
  const label = FIELD_LABELS[field] ?? (field || 'Request');
  const input = issue.params?.input;
  if (issue.keyword === 'invalid_type' && (input === undefined || input === null)) return `${label} is required.`;
  if (issue.keyword === 'too_small') {
    if (issue.params?.minimum === 1) return `${label} is required.`;
    return `${label} must be at least ${String(issue.params?.minimum)} characters.`;
  }
  if (issue.keyword === 'too_big') return `${label} is too long.`;
  if (field === 'email') return 'Please enter a valid email address.';
  return `Invalid ${label.toLowerCase()}.`;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Every 429 says when to come back: the limiter's own figure when it set one, else a minute.
    if ((err instanceof HttpError ? err.status : err.statusCode) === 429 && !reply.getHeader('retry-after')) {
      const wait = err instanceof HttpError ? Number(err.extra.retryAfter) : NaN;
      reply.header('retry-after', String(Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 60));
    }
    if (err instanceof HttpError) return reply.status(err.status).send(err.body());
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0] as unknown as ValidationIssue;
      return reply.status(400).send({ error: describeValidationIssue(first) });
    }
    if (err.statusCode === 429) return reply.status(429).send({ error: 'Too many requests. Please try again later.' });
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ error: 'The upload is too large.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.' });
  });
}
