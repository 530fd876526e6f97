import { z } from 'zod';
import { Builder, License, Page, Project, User } from '@pagelift/contract';

/**
 * Response schemas for the OpenAPI document (/v1/docs) and the serializer. Success bodies are exact
 * (unknown keys are dropped on the way out); failure bodies name the fields clients read and let
 * others through, since an error may carry more (e.g. `retryAfter`).
 */

const ERROR_TEXT = z.string().describe('The text the client shows');

export const ErrorBody = z.looseObject({ error: ERROR_TEXT });
/** activation, resend and password change: `data.status` / `msg` as in the spec (absent on schema-validation and per-IP 429 answers). */
export const StatusErrorBody = z.looseObject({
  error: ERROR_TEXT,
  data: z.object({ status: z.literal('error'), msg: z.string() }).optional(),
});
/** The forgot-password calls: `success: false` (absent on per-IP 429 answers). */
export const SuccessErrorBody = z.looseObject({ error: ERROR_TEXT, success: z.literal(false).optional() });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input or a refused action',
  401: 'Not signed in, or wrong credentials',
  403: 'The account is not activated',
  404: 'Not found (other users’ ids look missing too)',
  408: 'The upload took longer than its time limit',
  409: 'Conflict: already exists, plan limit, or a plan that does not allow it',
  413: 'Upload too large',
  429: 'Too many requests (per IP, per account, per code, during the resend cool-down, or too many uploads or exports in flight); see Retry-After',
  500: 'Unexpected failure',
  503: 'Not configured',
};

type ErrorShape = typeof ErrorBody | typeof StatusErrorBody | typeof SuccessErrorBody;

/** `{ [status]: schema }` for the success answer(s) and every failure status the route can give. */
export function responses<S extends Record<number, z.ZodType>>(success: S, errors: number[], shape: ErrorShape = ErrorBody): S & Record<number, z.ZodType> {
  const out: Record<number, z.ZodType> = { ...success };
  for (const status of [...new Set([...errors, 500])]) out[status] = shape.describe(ERROR_DESCRIPTIONS[status] ?? 'Failure');
  return out as S & Record<number, z.ZodType>;
}

const ok = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description);

export const PageView = Page.extend({ htmlUrl: z.string().describe('The frame address on the snapshot host') });
const StatusMsg = z.object({ status: z.literal('success'), msg: z.string() });

export const Schemas = {
  config: ok(
    z.object({
      publicSiteUrl: z.string(),
      apiBaseUrl: z.string(),
      iframeApiUrl: z.string(),
      googleClientId: z.string().nullable(),
      googleScriptUrl: z.string(),
      pluginVersion: z.string(),
      pluginUrl: z.string(),
      upgradeUrl: z.string(),
      sisterProducts: z.array(z.object({ name: z.string(), url: z.string() })),
      documentsUrl: z.string(),
      contactUrl: z.string(),
      chatUrl: z.string(),
      extensionUrl: z.string(),
      builders: z.array(Builder).describe('Builders the engine can export to now; the web app lists the others as coming soon'),
    }),
    'Public runtime configuration',
  ),
  signedIn: ok(z.object({ data: z.object({ token: z.string(), user: User }) }), 'Signed in: a bearer token and the user'),
  googleSignedIn: ok(z.object({ data: z.object({ token: z.string(), newUser: User }) }), 'Signed in with Google'),
  me: ok(z.object({ data: z.object({ user: User, license: License }) }), 'The current user and licence'),
  statusMsg: ok(z.object({ data: StatusMsg }), 'Done'),
  activated: ok(z.object({ data: StatusMsg.extend({ user: User, token: z.string().optional() }) }), 'Activated: the user, and a token when this call activated the account'),
  resendWait: ok(z.object({ data: z.object({ retryAfter: z.number().int().min(0).describe('Seconds until POST /v1/auth/resend may mail a new code; 0 means now') }) }), 'The resend cool-down left'),
  resent: ok(z.object({ success: z.literal(true), data: StatusMsg }), 'A new code was mailed'),
  passwordUpdated: ok(z.object({ data: StatusMsg.extend({ token: z.string(), user: User }) }), 'Password changed; older tokens are revoked, use this one'),
  codeSent: ok(z.object({ success: z.literal(true), id: z.string().describe('The reset id the next steps carry'), msg: z.string() }), 'A reset code was mailed'),
  successMsg: ok(z.object({ success: z.literal(true), msg: z.string() }), 'Done'),
  profile: ok(User.extend({ msg: z.string(), data: z.object({ user: User }) }), 'The updated user (the body itself and data.user)'),
  projects: ok(z.object({ data: z.object({ projects: z.array(Project), projectsRemaining: z.number().int() }) }), 'The live projects; -1 remaining means unlimited'),
  projectCreated: ok(z.object({ data: z.object({ project: Project, projectsRemaining: z.number().int() }) }), 'The new project'),
  project: ok(z.object({ data: z.object({ project: Project }) }), 'The project'),
  projectDeleted: ok(z.object({ data: z.object({ status: z.literal('success'), project: Project, projectsRemaining: z.number().int() }) }), 'Deleted (pages too)'),
  webflowSaved: ok(z.object({ data: z.object({ status: z.literal('success'), project: Project }) }), 'Stored encrypted; the project shows ****last4'),
  pages: ok(z.object({ data: z.object({ pages: z.array(PageView) }) }), 'The project’s live pages'),
  page: ok(z.object({ data: z.object({ page: PageView }) }), 'The page'),
  pageDeleted: ok(z.object({ data: z.object({ status: z.literal('success'), page: PageView }) }), 'Deleted'),
  exported: ok(
    z.object({
      template: z.unknown().describe('The builder template (JSON)'),
      fontFace: z.string().describe('@font-face CSS to add to the site'),
      report: z.unknown().describe('What was converted, approximated or dropped'),
      file: z
        .object({ name: z.string(), mimeType: z.string(), content: z.string() })
        .optional()
        .describe("Set when the builder's profile delivers the result as a file (too big for the clipboard): download it instead of copying"),
      webflowAssets: z
        .object({
          uploaded: z.number().int(),
          reused: z.number().int(),
          notUploaded: z.array(z.object({ url: z.string(), reason: z.string() })),
          message: z.string().optional(),
        })
        .optional()
        .describe('Webflow with "Upload images to assets": what was uploaded to the site, and what kept PageLift\'s URLs and why'),
    }),
    'The export',
  ),
} as const;
