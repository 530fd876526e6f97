import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExportSettingsInput } from '@pagelift/contract';
import { SecretBox } from '../crypto/secrets.ts';
import { decodeJobPayload, encodeJobPayload } from './job-payload.ts';
import type { ExportJob } from './jobs.ts';

const job = (webflowAPIToken?: string): ExportJob => ({
  snapshotHtml: '<p>x</p>',
  settings: { exportType: 'entirePage', builder: 'webflow', webflowAPIToken } as ExportSettingsInput,
  baseUrl: 'http://x',
  timeoutMs: 1000,
});

describe('export job payload', () => {
  const box = new SecretBox(randomBytes(32));

  it('stores the Webflow token sealed and gives it back to a worker with the same key', () => {
    const payload = encodeJobPayload(job('wf-token-123'), box);
    expect(payload).not.toContain('wf-token-123');
    expect(JSON.parse(payload).settings.webflowAPIToken).toBeUndefined();
    expect(decodeJobPayload(payload, box)).toEqual(job('wf-token-123'));
  });

  it('keeps a job without a token as it is', () => {
    const decoded = decodeJobPayload(encodeJobPayload(job(), box), box);
    expect(decoded.settings).toEqual({ exportType: 'entirePage', builder: 'webflow' });
  });

  it('drops a token that another key sealed instead of failing the export', () => {
    const payload = encodeJobPayload(job('wf-token-123'), box);
    const other = new SecretBox(randomBytes(32));
    expect(decodeJobPayload(payload, other).settings.webflowAPIToken).toBeUndefined();
  });
});
