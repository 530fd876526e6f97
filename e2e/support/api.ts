import type { Page as PageEntity, Project, User } from '@pagelift/contract';
import type { SmtpSink } from './smtp-sink.ts';

export interface TestUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username: string;
  token: string;
  user: User;
}

let counter = 0;
/** A fresh, unique address per call so files and tests never share accounts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Node-side calls to the real API, for arranging what a test is not about. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly smtp: SmtpSink,
  ) {}

  async call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const json = (await res.json().catch(() => null)) as T & { error?: string };
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${json?.error ?? ''}`);
    return json;
  }

  /** Registers an account; pending unless `activate`. */
  async createUser(options: { activate?: boolean; prefix?: string; first_name?: string; last_name?: string } = {}): Promise<TestUser> {
    const email = uniqueEmail(options.prefix);
    const password = 'correct-horse-9';
    const profile = { first_name: options.first_name ?? 'Ada', last_name: options.last_name ?? 'Lovelace', username: email.split('@')[0]!, email, password, confirm_password: password };
    const reg = await this.call<{ data: { token: string; user: User } }>('POST', '/v1/auth/register', null, profile);
    let { token, user } = reg.data;
    if (options.activate !== false) {
      const code = await this.smtp.code(email, 0);
      const active = await this.call<{ data: { user: User; token?: string } }>('POST', '/v1/auth/active', token, { id: user._id, code });
      user = active.data.user;
      token = active.data.token ?? token;
    }
    return { ...profile, token, user };
  }

  async createProject(token: string, name: string, url: string): Promise<Project> {
    const res = await this.call<{ data: { project: Project } }>('POST', '/v1/projects', token, { name, url });
    return res.data.project;
  }

  async listProjects(token: string): Promise<{ projects: Project[]; projectsRemaining: number }> {
    return (await this.call<{ data: { projects: Project[]; projectsRemaining: number } }>('GET', '/v1/projects', token)).data;
  }

  async listPages(token: string, projectId: string): Promise<PageEntity[]> {
    return (await this.call<{ data: { pages: PageEntity[] } }>('GET', `/v1/pages/project/${projectId}`, token)).data.pages;
  }

  /** Adds a page the way the extension does: multipart manifest + html + thumbnail. */
  async uploadPage(token: string, projectId: string, page: { name: string; sourceUrl: string; html: string; thumbnail?: Buffer }): Promise<PageEntity> {
    const form = new FormData();
    form.append('manifest', JSON.stringify({ projectId, name: page.name, sourceUrl: page.sourceUrl, assets: [] }));
    form.append('html', new Blob([page.html], { type: 'text/html' }), 'snapshot.html');
    if (page.thumbnail) form.append('thumbnail', new Blob([new Uint8Array(page.thumbnail)], { type: 'image/png' }), 'thumbnail.png');
    const res = await this.call<{ data: { page: PageEntity } }>('POST', '/v1/pages', token, form);
    return res.data.page;
  }
}
