/**
 * The three Webflow Data API v2 calls "Upload images to assets" needs (formats/webflow.md
 * section 6): the site the token belongs to, create an asset (file name + MD5), and the upload
 * of the bytes to the presigned S3 form it returns. Errors carry a kind and a message the
 * export panel shows as is; they never contain the token.
 */
export type WebflowErrorKind = 'token' | 'permission' | 'timeout' | 'upload' | 'api';

export class WebflowApiError extends Error {
  constructor(
    readonly kind: WebflowErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'WebflowApiError';
  }
}

export interface CreatedAsset {
  id: string;
  uploadUrl: string;
  /** The presigned form's fields, in the order the API gave them (S3 wants the policy fields before the file). */
  uploadDetails: Array<[string, string]>;
  hostedUrl: string;
}

export interface WebflowApiOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

export class WebflowDataApi {
  constructor(private readonly options: WebflowApiOptions) {}

  /** The site a site token belongs to (the first one the token can read). */
  async siteId(): Promise<string> {
    const body = (await this.call('GET', '/v2/sites')) as { sites?: Array<{ id?: unknown }> };
    const id = body.sites?.[0]?.id;
    if (typeof id !== 'string' || !id) throw new WebflowApiError('permission', 'The Webflow API token gives access to no site. Create a site token with assets:write for your site.');
    return id;
  }

  async createAsset(siteId: string, fileName: string, md5: string): Promise<CreatedAsset> {
    const body = (await this.call('POST', `/v2/sites/${encodeURIComponent(siteId)}/assets`, { fileName, fileHash: md5 })) as Record<string, unknown>;
    const details = body.uploadDetails;
    if (typeof body.id !== 'string' || typeof body.uploadUrl !== 'string' || !details || typeof details !== 'object') {
      throw new WebflowApiError('api', 'Webflow answered the asset creation with an unexpected body.');
    }
    const hostedUrl = typeof body.hostedUrl === 'string' ? body.hostedUrl : typeof body.assetUrl === 'string' ? body.assetUrl : '';
    if (!hostedUrl) throw new WebflowApiError('api', 'Webflow did not return the asset URL.');
    return { id: body.id, uploadUrl: body.uploadUrl, uploadDetails: Object.entries(details as Record<string, unknown>).map(([k, v]) => [k, String(v)]), hostedUrl };
  }

  /** POST the bytes to the presigned form: every field in the given order, the file last. */
  async upload(asset: CreatedAsset, bytes: Buffer, fileName: string, contentType: string): Promise<void> {
    const form = new FormData();
    for (const [name, value] of asset.uploadDetails) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
    let res: Response;
    try {
      res = await fetch(asset.uploadUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      throw transportError(err, 'upload');
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.status !== 200 && res.status !== 201 && res.status !== 204) throw new WebflowApiError('upload', `The upload to Webflow's storage failed (HTTP ${res.status}).`);
  }

  private async call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.options.token}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw transportError(err, 'api');
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401) throw new WebflowApiError('token', 'Webflow rejected the API token. Check the Webflow API Token in the export panel.');
    if (res.status === 403) throw new WebflowApiError('permission', 'The Webflow API token has no permission for this site\'s assets (it needs assets:write).');
    if (res.status === 429) throw new WebflowApiError('api', 'Webflow is rate limiting this token; try again in a minute.');
    if (res.status < 200 || res.status >= 300) throw new WebflowApiError('api', `The Webflow API answered HTTP ${res.status}.`);
    try {
      return JSON.parse(text);
    } catch {
      throw new WebflowApiError('api', 'The Webflow API answered with something that is not JSON.');
    }
  }
}

function transportError(err: unknown, kind: 'api' | 'upload'): WebflowApiError {
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new WebflowApiError('timeout', 'Webflow did not answer in time.');
  return new WebflowApiError(kind, kind === 'upload' ? "Webflow's storage could not be reached." : 'The Webflow API could not be reached.');
}
