/**
 * An inline SVG as an Elementor picture: the SVG's own file (IREmbed.picture) in an image widget,
 * or a small one as a container background (picture-box.ts), instead of an HTML widget. The user
 * can swap or resize it in the editor; an icon widget would need the file as a media attachment.
 */
import type { IREmbed, IRImage } from '../../ir/types.ts';

/** The image an inline SVG's embed shows as, or undefined when it has no file that draws the same. */
export function svgImage(node: IREmbed): IRImage | undefined {
  if (node.reason !== 'inline SVG' || !node.picture) return undefined;
  const { html, reason, picture, ...rest } = node;
  void html;
  void reason;
  return { ...rest, kind: 'image', src: picture, alt: altOf(html) };
}

/** The SVG's accessible name (`aria-label`, else its `<title>`): an image's alt text. */
function altOf(svg: string): string {
  const label = /^\s*<svg\b[^>]*\saria-label="([^"]*)"/i.exec(svg)?.[1] ?? /<title\b[^>]*>([^<]*)<\/title>/i.exec(svg)?.[1] ?? '';
  return label.trim();
}
