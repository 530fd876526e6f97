/**
 * The inline-SVG pictures the IR build will most likely ask to draw (ir/pictures-to-draw.ts), read
 * off the styled tree before the build. The export's page can then draw them while Node builds
 * the IR, instead of after it (index.ts). A guess, never the answer: the build decides which SVGs
 * become pictures (one inside a button becomes its icon), and only its requests are used; a guess
 * it does not ask for costs a drawing, one it asks for that was not guessed is drawn afterwards.
 */
import type { StyledNode } from '../extract/styled-tree.ts';
import { pictureKey, type PictureRequest } from '../render/rasterize-pictures.ts';
import { ReportCollector } from '../report.ts';
import { IRBuilder, knownSvgGlyph, type BuildOptions } from './build.ts';
import { pictureBox } from './nodes/embed.ts';
import { pictureRequest } from './pictures-to-draw.ts';
import { finalStyle } from './responsive.ts';
import { likelyImageSvgRequests, svgBackgroundRequests, type TreeViews } from './svg-files.ts';
import { isRendered } from './build-support.ts';

/**
 * Every rendered inline SVG that is not a known icon, with the file and box inlineSvgDraft and
 * finalize would give it (the same functions, on a builder of its own: its notes go nowhere).
 */
export function likelyPictures(tree: StyledNode, options: BuildOptions): PictureRequest[] {
  const builder = new IRBuilder({ ...options, report: new ReportCollector() });
  const found = new Map<string, PictureRequest>();
  const guess = (node: StyledNode) => {
    const rendered = builder.renderedAt(node);
    if (!rendered.some(Boolean)) return;
    if ((node.attrs['data-icon'] && node.attrs['data-prefix']) || knownSvgGlyph(node)) return;
    builder.primary = rendered.indexOf(true);
    const url = builder.svgPicture(node, builder.outerHtml(node, true));
    if (!url) return;
    const perBp = builder.bps.map((_, i) => (rendered[i] ? pictureBox(builder.viewOf(node, i)!.box) : undefined));
    const request = pictureRequest(url, finalStyle(perBp, builder.bps));
    if (request) found.set(pictureKey(request), request);
  };
  const visit = (node: StyledNode) => {
    if (node.kind !== 'element') return;
    if (node.tag === 'svg') guess(node);
    else node.children.forEach(visit);
  };
  visit(tree);
  return [...found.values()];
}

/**
 * The page's SVG files (ir/svg-files.ts): the `<img>` ones guessed at the box the IR will give them,
 * and the simple backgrounds, whose sizes only the styled tree knows (the IR keeps no boxes).
 */
export function likelySvgFiles(tree: StyledNode, options: BuildOptions): { images: PictureRequest[]; backgrounds: Map<string, PictureRequest> } {
  const builder = new IRBuilder({ ...options, report: new ReportCollector() });
  const views: TreeViews = {
    views: (node) => builder.bps.map((_, i) => {
      const view = builder.viewOf(node, i);
      return view && isRendered(view) ? view : undefined;
    }),
    absolute: (url) => builder.absolute(url),
  };
  return { images: likelyImageSvgRequests(tree, views), backgrounds: svgBackgroundRequests(tree, views) };
}
