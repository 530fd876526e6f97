/**
 * An inline SVG as an Elementor picture: the SVG's own file (IREmbed.picture) in an image widget,
 * or a small one as a container background (picture-box.ts), instead of an HTML widget. The user
 * can swap or resize it in the editor; an icon widget would need the file as a media attachment.
 */
import type { IREmbed, IRImage, StyleMap } from '../../ir/types.ts';
import { keyword } from '../../ir/values.ts';

/**
 * The image an inline SVG's embed shows as, or undefined when it has no file that draws the same.
 * Only a PNG file (the export draws one: render/rasterize-pictures.ts): Elementor's paste imports
 * pictures into the media library, which refuses SVG files on a default WordPress.
 */
export function svgImage(node: IREmbed): IRImage | undefined {
  if (node.reason !== 'inline SVG' || !node.picture?.startsWith('data:image/png')) return undefined;
  const { html, reason, picture, ...rest } = node;
  void reason;
  // The file is drawn at the box's own shape, so it fills the box as `contain` does (and, unlike
  // `fill`, a small one can be a container's background: picture-box.ts).
  const contain = (m: StyleMap): StyleMap => (m['object-fit'] ? { ...m, 'object-fit': keyword('contain') } : m);
  const style = { base: contain(node.style.base), overrides: Object.fromEntries(Object.entries(node.style.overrides).map(([bp, m]) => [bp, contain(m)])) };
  return { ...rest, style, kind: 'image', src: picture, alt: altOf(html) };
}

/** The SVG's accessible name (`aria-label`, else its `<title>`): an image's alt text. */
function altOf(svg: string): string {
  const label = /^\s*<svg\b[^>]*\saria-label="([^"]*)"/i.exec(svg)?.[1] ?? /<title\b[^>]*>([^<]*)<\/title>/i.exec(svg)?.[1] ?? '';
  return label.trim();
}
