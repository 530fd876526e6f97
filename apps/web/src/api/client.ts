import type { Builder, ExportRequest, License, Page, Project, RegisterBody, RegisterByGoogleBody, LoginBody, User } from '@pagelift/contract';
import { tokenStorage } from '../state/storage.ts';

/** Runtime configuration served by the server (GET /v1/config), never baked into the bundle. */
export interface RuntimeConfig {
  publicSiteUrl: string;
  apiBaseUrl: string;
  iframeApiUrl: string;
  googleClientId: string | null;
  googleScriptUrl: string;
  pluginVersion: string;
  /** The WordPress plugin's download link, as the server is configured. */
  pluginUrl: string;
  upgradeUrl: string;
  sisterProducts: { name: string; url: string }[];
  documentsUrl: string;
  contactUrl: string;
  chatUrl: string;
  extensionUrl: string;
  /** The builders the server's engine can export to now (the others are listed as coming soon). */
  builders: Builder[];
}

/** A non-2xx answer; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** Seconds from the answer's Retry-After header (a 429's wait), when it sent one. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiBase = '';

/** Called once the runtime config is known; until then calls go to the page's own origin. */
export function setApiBase(url: string): void {
  apiBase = url.replace(/\/+$/, '');
}

/** Absolute URL for a path the server returned (thumbnails, avatars) or an API path. */
export function apiUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

interface RequestOptions {
  body?: unknown;
  form?: FormData;
  /** Forgot-password calls answer `{ success, error }` even on failure statuses: return the body. */
  acceptAnyStatus?: boolean;
}

function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return `Request failed (${status})`;
}

/** Retry-After in its delta-seconds form (the server's); null when absent or a date. */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (options.form) payload = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path), { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok && !options.acceptAnyStatus) throw new ApiError(errorText(body, response.status), response.status, body, retryAfterSeconds(response.headers.get('retry-after')));
  return body as T;
}

/** The spec's `data.data.x` reads: the server wraps every answer in `{ data }`. */
async function data<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const body = await request<{ data: T }>(method, path, options);
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as T;
}

export interface AuthResult {
  token: string;
  user: User;
}
export interface StatusResult {
  status: 'success' | 'error' | string;
  msg?: string;
}
export interface RecoveryResult {
  success: boolean;
  id?: string;
  error?: string;
}

/** POST /v1/export/ answer: the builder data and the @font-face CSS (spec section 3, "Export response"). */
export interface ExportResult {
  template: unknown;
  fontFace: string;
  /** The server packaged the result as a file (too big for the clipboard, per the builder's profile). */
  file?: { name: string; mimeType: string; content: string };
  /** Webflow with "Upload images to assets": what was uploaded, and what kept PageLift's URLs and why. */
  webflowAssets?: { uploaded: number; reused: number; notUploaded: Array<{ url: string; reason: string }>; message?: string };
}

export const api = {
  async getConfig(): Promise<RuntimeConfig> {
    return data<RuntimeConfig>('GET', '/v1/config');
  },

  register: (body: RegisterBody) => data<AuthResult>('POST', '/v1/auth/register', { body }),
  login: (body: LoginBody) => data<AuthResult>('POST', '/v1/auth/login', { body }),
  registerByGoogle: (body: RegisterByGoogleBody) =>
    data<{ token: string; newUser: User }>('POST', '/v1/auth/registerByGoogle', { body }),
  currentUser: () => data<{ user: User; license: License | null }>('GET', '/v1/auth/'),
  async updateProfile(info: Pick<User, '_id' | 'first_name' | 'last_name' | 'username' | 'email' | 'avatar'>, avatar: File | null): Promise<User> {
    const form = new FormData();
    form.append('info', JSON.stringify({ id: info._id, first_name: info.first_name, last_name: info.last_name, username: info.username, email: info.email, avatar: info.avatar }));
    form.append('avatar', avatar ?? '');
    const answer = await data<User | { user: User }>('POST', '/v1/auth/update', { form });
    return 'user' in answer && answer.user ? answer.user : (answer as User);
  },
  updatePassword: (body: { id: string; current_password: string; new_password: string; confirm_password: string }) =>
    data<StatusResult & { token?: string; user?: User }>('POST', '/v1/auth/updatePassword', { body }),
  activate: (body: { id: string; code: string }) => data<StatusResult & { user?: User; token?: string }>('POST', '/v1/auth/active', { body }),
  resend: (body: { id: string }) => data<unknown>('POST', '/v1/auth/resend', { body }),
  /** Seconds before the account's activation code may be sent again (0: now). */
  resendWait: () => data<{ retryAfter: number }>('GET', '/v1/auth/resend'),

  getCode: (email: string) => request<RecoveryResult>('POST', '/v1/auth/getCode', { body: { email }, acceptAnyStatus: true }),
  verifyCode: (id: string, code: string) => request<RecoveryResult>('POST', '/v1/auth/verify', { body: { id, code }, acceptAnyStatus: true }),
  changePassword: (id: string, password: string, confirm_password: string) =>
    request<RecoveryResult>('POST', '/v1/auth/changePassword', { body: { id, password, confirm_password }, acceptAnyStatus: true }),

  listProjects: () => data<{ projects: Project[]; projectsRemaining: number }>('GET', '/v1/projects'),
  createProject: (body: { name: string; url: string }) =>
    data<{ project: Project; projectsRemaining?: number }>('POST', '/v1/projects', { body }),
  updateProject: (project: Pick<Project, '_id' | 'name'>) => data<unknown>('PUT', `/v1/projects/${encodeURIComponent(project._id)}`, { body: project }),
  deleteProject: (id: string) => data<unknown>('DELETE', `/v1/projects/${encodeURIComponent(id)}`),
  getProject: (id: string) => data<{ project: Project }>('GET', `/v1/projects/${encodeURIComponent(id)}`),

  listPages: (projectId: string) => data<{ pages: Page[] }>('GET', `/v1/pages/project/${encodeURIComponent(projectId)}`),
  getPage: (id: string) => data<{ page: Page }>('GET', `/v1/pages/${encodeURIComponent(id)}`),
  updatePage: (page: Pick<Page, '_id' | 'name'>) => data<unknown>('PUT', `/v1/pages/${encodeURIComponent(page._id)}`, { body: page }),
  deletePage: (id: string) => data<unknown>('DELETE', `/v1/pages/${encodeURIComponent(id)}`),

  saveWebflowToken: (projectId: string, webflowAPIToken: string) => data<unknown>('PUT', '/v1/webflow/', { body: { projectId, webflowAPIToken } }),
  /** The export answers `{ template, fontFace, report }` unwrapped; failures carry `error`. */
  exportPage: (body: ExportRequest) => data<ExportResult>('POST', '/v1/export/', { body }),
};
