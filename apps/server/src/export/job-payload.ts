import type { SecretBox } from '../crypto/secrets.ts';
import type { ExportJob } from './jobs.ts';

/** The job as stored in a queue row: the Webflow token travels sealed, never as plain text. */
interface StoredJob extends Omit<ExportJob, 'settings'> {
  settings: Omit<ExportJob['settings'], 'webflowAPIToken'> & { webflowAPITokenSealed?: string };
}

/** Serialises a job for the queue table, sealing the user's Webflow token with the server's key. */
export function encodeJobPayload(job: ExportJob, box: SecretBox): string {
  const { webflowAPIToken, ...settings } = job.settings;
  const stored: StoredJob = { ...job, settings: webflowAPIToken ? { ...settings, webflowAPITokenSealed: box.seal(webflowAPIToken) } : settings };
  return JSON.stringify(stored);
}

/**
 * Reads a queued job back. A token that does not open (a worker with another JWT_SECRET) is
 * dropped rather than failing the export: only a Webflow upload needs it.
 */
export function decodeJobPayload(payload: string, box: SecretBox): ExportJob {
  const { settings, ...rest } = JSON.parse(payload) as StoredJob;
  const { webflowAPITokenSealed, ...plain } = settings;
  const token = webflowAPITokenSealed ? box.open(webflowAPITokenSealed) : null;
  return { ...rest, settings: token ? { ...plain, webflowAPIToken: token } : plain };
}
