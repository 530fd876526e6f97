import type { Project, User } from '@pagelift/contract';
import { ExtensionError } from './errors.ts';

/** The subset of GET /v1/projects the extension reads. */
export type ProjectSummary = Pick<Project, '_id' | 'name' | 'url' | 'deleted'>;

export interface LoginResult {
  token: string;
  user: User;
}

export interface UploadedPage {
  _id: string;
  projectId: string;
  name: string;
  thumbnailUrl?: string | null;
  [key: string]: unknown;
}

/**
 * A thin client for the calls the extension makes. Each failure becomes an ExtensionError whose
 * message can go straight to the popup: the server's own `error` text when it sent one.
 */
export class Api {
  constructor(
    readonly base: string,
    private readonly token?: string,
  ) {}

  withToken(token: string): Api {
    return new Api(this.base, token);
  }

  async login(email: string, password: string): Promise<LoginResult> {
    const body = await this.request('POST', '/v1/auth/login', { json: { email, password }, auth: false });
    const data = (body as { data?: { token?: string; user?: User } }).data;
    if (!data?.token || !data.user) throw new ExtensionError('server', 'The server answered the sign-in without a token.');
    return { token: data.token, user: data.user };
  }

  /** GET /v1/auth/: checks a token and says whose it is. */
  async me(): Promise<User> {
    const body = await this.request('GET', '/v1/auth/');
    const user = (body as { data?: { user?: User } }).data?.user;
    if (!user) throw new ExtensionError('server', 'The server did not say who is signed in.');
    return user;
  }

  async listProjects(): Promise<{ projects: ProjectSummary[]; projectsRemaining?: number }> {
    const body = await this.request('GET', '/v1/projects');
    const data = (body as { data?: { projects?: ProjectSummary[]; projectsRemaining?: number } }).data;
    return { projects: data?.projects ?? [], projectsRemaining: data?.projectsRemaining };
  }

  async uploadPage(form: FormData): Promise<UploadedPage> {
    const body = await this.request('POST', '/v1/pages', { form });
    const page = (body as { data?: { page?: UploadedPage } }).data?.page;
    if (!page?._id) throw new ExtensionError('server', 'The server accepted the page but did not return it.');
    return page;
  }

  private async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; auth?: boolean } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.auth !== false && this.token) headers.authorization = `Bearer ${this.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form; // fetch writes the multipart boundary itself
    }
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { method, headers, body, credentials: 'omit' });
    } catch (error) {
      throw new ExtensionError(
        'network',
        `Cannot reach PageLift at ${this.base}. Check your connection, or the API address in the extension's options. (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const payload = await response
      .clone()
      .json()
      .catch(async () => ({ error: (await response.text().catch(() => '')).slice(0, 300) }));
    if (response.ok) return payload;
    throw httpError(response.status, serverText(payload), path);
  }
}

function serverText(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const p = payload as { error?: unknown; message?: unknown; data?: { error?: unknown; msg?: unknown } };
    for (const candidate of [p.error, p.message, p.data?.error, p.data?.msg]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
      if (candidate && typeof candidate === 'object' && typeof (candidate as { message?: unknown }).message === 'string') {
        return (candidate as { message: string }).message;
      }
    }
  }
  return '';
}

/** Maps an HTTP failure to the sentence the popup shows. */
export function httpError(status: number, text: string, path: string): ExtensionError {
  const said = text ? ` The server said: ${text}` : '';
  if (status === 401) {
    if (path === '/v1/auth/login') return new ExtensionError('bad-credentials', text || 'Wrong email or password.', status);
    return new ExtensionError('signed-out', 'You are signed out of PageLift. Sign in again to add pages.', status);
  }
  if (status === 409 || status === 402) {
    return new ExtensionError(
      'site-limit',
      `Your licence's site limit is reached, so this page cannot be added.${said} Upgrade your licence in PageLift to add more sites.`,
      status,
    );
  }
  if (status === 413) return new ExtensionError('too-large', `This page is too large to upload.${said}`, status);
  if (status === 403 && path === '/v1/auth/login') return new ExtensionError('bad-credentials', text || 'This account cannot sign in yet.', status);
  if (status === 404 && path === '/v1/pages') {
    return new ExtensionError('no-project', `The project was not found; it may have been deleted.${said}`, status);
  }
  if (status >= 500) return new ExtensionError('server', `PageLift had a problem (HTTP ${status}). Try again in a moment.${said}`, status);
  return new ExtensionError('server', text || `PageLift refused the request (HTTP ${status}).`, status);
}
