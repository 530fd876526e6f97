import type { IRDocument, IRNode } from '../ir/types.ts';
import type { Pass } from './types.ts';

/**
 * Every asset URL the document references (images, background-image layers, hosted videos), in
 * document order and once each, on `doc.assets`: what a builder uploads or lists as media
 * (Webflow's asset upload, Bricks and Breakdance media). The IR build already made them absolute
 * on PageLift's resource origin; `data:` URLs are not assets.
 */
export function resolveAssets(doc: IRDocument): IRDocument {
  const assets: NonNullable<IRDocument['assets']> = [];
  const seen = new Set<string>();
  const add = (url: string, kind: 'image' | 'background' | 'video') => {
    if (!url || url.startsWith('data:') || seen.has(url)) return;
    seen.add(url);
    assets.push({ url, kind });
  };
  const visit = (node: IRNode) => {
    const styles = [node.style.base, ...Object.values(node.style.overrides)];
    for (const style of styles) {
      const layers = style['background-image'];
      if (layers?.type === 'layers') for (const layer of layers.value) if (layer.type === 'image') add(layer.url, 'background');
    }
    if (node.kind === 'image') add(node.src, 'image');
    if (node.kind === 'video' && node.provider === 'hosted') add(node.url, 'video');
    if (node.kind === 'container') node.children.forEach(visit);
  };
  (doc.roots ?? [doc.root]).forEach(visit);
  return { ...doc, assets };
}

export const resolveAssetsPass: Pass = {
  name: 'resolve-assets',
  when: () => true,
  run: resolveAssets,
};
