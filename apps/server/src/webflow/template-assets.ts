/**
 * Images of a Webflow export (`@webflow/XscpData`, formats/webflow.md): the `src` of Image
 * nodes and the `url(...)` backgrounds of classes; and the rewrite that points them at the
 * user's uploaded Webflow assets (`data.img.id`, the hosted URL, a `payload.assets` record,
 * `@img_<id>` in class styles).
 */
interface XscpLike {
  type?: string;
  payload?: {
    nodes?: Array<{ type?: string; data?: { attr?: { src?: string }; img?: { id: string } } }>;
    styles?: Array<{ styleLess?: string; variants?: Record<string, { styleLess?: string }> }>;
    assets?: unknown[];
  };
}

export interface UploadedAsset {
  assetId: string;
  hostedUrl: string;
  siteId: string;
  fileName: string;
  fileHash: string;
  mimeType: string;
  fileSize: number;
}

const URL_IN_CSS = /url\(\s*(["']?)(.*?)\1\s*\)/g;

export function isXscpData(template: unknown): template is XscpLike {
  return Boolean(template && typeof template === 'object' && (template as XscpLike).type === '@webflow/XscpData' && (template as XscpLike).payload);
}

/** Every distinct image URL of the export, in first-use order. */
export function imageUrls(template: unknown): string[] {
  if (!isXscpData(template)) return [];
  const urls = new Set<string>();
  for (const n of template.payload?.nodes ?? []) {
    const src = n.type === 'Image' ? n.data?.attr?.src : undefined;
    if (src && !src.startsWith('data:')) urls.add(src);
  }
  for (const s of template.payload?.styles ?? []) {
    for (const text of [s.styleLess ?? '', ...Object.values(s.variants ?? {}).map((v) => v.styleLess ?? '')]) {
      for (const m of text.matchAll(URL_IN_CSS)) if (m[2] && !m[2].startsWith('data:')) urls.add(m[2]);
    }
  }
  return [...urls];
}

/** A copy of the template whose images use the uploaded assets; URLs without an upload are left as they are. */
export function useUploadedAssets(template: unknown, uploads: Map<string, UploadedAsset>): unknown {
  if (!isXscpData(template) || uploads.size === 0) return template;
  const copy = structuredClone(template) as XscpLike;
  const payload = copy.payload!;
  const used = new Set<UploadedAsset>();
  for (const n of payload.nodes ?? []) {
    const up = n.type === 'Image' && n.data?.attr?.src ? uploads.get(n.data.attr.src) : undefined;
    if (!up || !n.data?.attr) continue;
    n.data.attr.src = up.hostedUrl;
    n.data.img = { id: up.assetId };
    used.add(up);
  }
  const swap = (text: string | undefined) =>
    text?.replace(URL_IN_CSS, (whole, _q: string, url: string) => {
      const up = uploads.get(url);
      if (!up) return whole;
      used.add(up);
      return `@img_${up.assetId}`;
    });
  for (const s of payload.styles ?? []) {
    s.styleLess = swap(s.styleLess);
    for (const v of Object.values(s.variants ?? {})) v.styleLess = swap(v.styleLess);
  }
  const createdOn = new Date().toISOString();
  payload.assets = [
    ...(payload.assets ?? []),
    ...[...used].map((a) => ({
      _id: a.assetId, cdnUrl: a.hostedUrl, s3Url: a.hostedUrl, siteId: a.siteId, fileName: a.fileName, origFileName: a.fileName,
      mimeType: a.mimeType, fileSize: a.fileSize, fileHash: a.fileHash, createdOn, markedAsDeleted: false, variants: [], thumbUrl: a.hostedUrl,
    })),
  ];
  return copy;
}
