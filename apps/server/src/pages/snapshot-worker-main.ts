import { parentPort } from 'node:worker_threads';
import { rewriteAssetUrls } from './rewrite-asset-urls.ts';
import { sanitizeSnapshot } from './sanitize.ts';

export interface CleanRequest {
  html: Uint8Array;
  urls: [string, string][];
}

parentPort!.on('message', (req: CleanRequest) => {
  const text = Buffer.from(req.html.buffer, req.html.byteOffset, req.html.byteLength).toString('utf8');
  parentPort!.postMessage(sanitizeSnapshot(rewriteAssetUrls(text, new Map(req.urls))));
});
