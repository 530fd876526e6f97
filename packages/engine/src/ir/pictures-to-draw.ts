/** Which inline SVG pictures the export draws as PNG files (render/rasterize-pictures.ts), and at what size. */
import type { PictureRequest } from '../render/rasterize-pictures.ts';
import type { IREmbed, IRNode, ResponsiveStyle } from './types.ts';
import { num } from './values.ts';

/**
 * The inline SVGs of `root` that carry a picture file, each with the box to draw it at (see
 * pictureRequest).
 */
export function picturesToDraw(root: IRNode): Array<{ node: IREmbed; request: PictureRequest }> {
  const found: Array<{ node: IREmbed; request: PictureRequest }> = [];
  const visit = (node: IRNode) => {
    if (node.kind === 'container') node.children.forEach(visit);
    if (node.kind !== 'embed' || !node.picture) return;
    const request = pictureRequest(node.picture, node.style);
    if (request) found.push({ node, request });
  };
  visit(root);
  return found;
}

/**
 * The picture file `url` drawn at its largest box over the widths, or undefined: a picture whose
 * box changes shape with the width is left out (one file at one shape would stretch somewhere).
 */
export function pictureRequest(url: string, style: ResponsiveStyle): PictureRequest | undefined {
  const boxes = [style.base, ...Object.values(style.overrides)]
    .map((s) => ({ width: num(s['picture-width']), height: num(s['image-height']) }))
    .filter((b) => b.width > 0 && b.height > 0);
  if (!boxes.length) return undefined;
  const largest = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  const aspect = largest.width / largest.height;
  if (boxes.some((b) => Math.abs(b.width / b.height / aspect - 1) > 0.02)) return undefined;
  return { url, ...largest };
}
