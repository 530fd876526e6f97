import type { IRDocument, IRImage, IRNode } from '../../ir/types.ts';
import type { ElementorElement } from './common.ts';
import { toElementorContainer } from './container.ts';
import type { SerializeContext } from './controls.ts';
import { keepEmojiAsText } from './emoji.ts';
import { idGenerator } from './ids.ts';
import { pictureBox } from './picture-box.ts';
import { svgImage } from './svg-image.ts';
import {
  toElementorButton, toElementorDivider, toElementorHeading, toElementorHtml, toElementorIcon, toElementorIconList, toElementorImage, toElementorList,
  toElementorText, toElementorVideo,
} from './widgets.ts';

export interface ElementorEnvelope {
  type: 'elementor';
  siteurl: string;
  elements: ElementorElement[];
}

export interface ElementorOptions {
  /** Elementor Pro's per-element custom CSS (capabilities.customCss). */
  customCss: boolean;
  responsive: boolean;
  targetDomain?: string;
  /** @font-face CSS to embed as a hidden HTML element (copy mode 'export'). */
  embedFontFace?: string;
  onNote?: (feature: string, node: IRNode, action?: 'approximated' | 'dropped') => void;
  /**
   * Inline SVG as a picture of its own PNG file (svg-image.ts) instead of an HTML widget; on
   * unless false. The file is a data: URL here, which WordPress strips: the server stores it as a
   * resource and the CLI as an asset file before the user gets the data.
   */
  svgPictures?: boolean;
}

export const PLACEHOLDER_DOMAIN = 'pagelift.invalid';

/** `https://<host without www.>/wp-json/`: a REST root that never equals the user's site, so paste imports media. */
export function siteUrlFor(targetDomain: string | undefined): string {
  let host = PLACEHOLDER_DOMAIN;
  const raw = targetDomain?.trim();
  if (raw) {
    try {
      host = new URL(/^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`).host || host;
    } catch {
      host = PLACEHOLDER_DOMAIN;
    }
  }
  return `https://${host.replace(/^www\./i, '')}/wp-json/`;
}

export function toElementorElement(ctx: SerializeContext, node: IRNode, isInner: boolean): ElementorElement {
  if (!node.lookCopy || ctx.counting === false) return toElementorKind(ctx, node, isInner);
  // A per-look copy is emitted in full but counted once (its first copy was counted).
  ctx.counting = false;
  try {
    return toElementorKind(ctx, node, isInner);
  } finally {
    ctx.counting = true;
  }
}

function toElementorKind(ctx: SerializeContext, node: IRNode, isInner: boolean): ElementorElement {
  switch (node.kind) {
    case 'container':
      return toElementorContainer(ctx, node, isInner, node.children.map((c) => toElementorElement(ctx, c, true)));
    case 'heading':
      return toElementorHeading(ctx, node);
    case 'text':
      return toElementorText(ctx, node);
    case 'list':
      return toElementorList(ctx, node);
    case 'image':
      return toElementorPicture(ctx, node, isInner);
    case 'button':
      return toElementorButton(ctx, node);
    case 'icon':
      return toElementorIcon(ctx, node);
    case 'iconList':
      return toElementorIconList(ctx, node);
    case 'video':
      return toElementorVideo(ctx, node);
    case 'divider':
      return toElementorDivider(ctx, node);
    case 'embed': {
      const image = ctx.svgPictures ? svgImage(node) : undefined;
      if (!image) return toElementorHtml(ctx, node);
      ctx.notes('inline SVG as a picture of its own file (its hover colour is not kept)', node, 'approximated');
      return toElementorPicture(ctx, image, isInner);
    }
  }
}

/** An image widget, or a small picture as a container background (picture-box.ts). */
function toElementorPicture(ctx: SerializeContext, node: IRImage, isInner: boolean): ElementorElement {
  const box = pictureBox(node, ctx.breakpoints);
  if (!box) return toElementorImage(ctx, node);
  ctx.notes('small picture as a container background (no line box; alt text not kept)', node, 'approximated');
  return toElementorContainer(ctx, box, isInner, []);
}

export function toElementorEnvelope(doc: IRDocument, options: ElementorOptions): { envelope: ElementorEnvelope; counts: SerializeContext['counts'] } {
  const ctx: SerializeContext = {
    breakpoints: doc.breakpoints,
    responsive: options.responsive,
    customCss: options.customCss,
    newId: idGenerator(),
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 },
    notes: options.onNote ?? (() => {}),
    svgPictures: options.svgPictures !== false,
  };
  const roots = (doc.roots ?? [doc.root]).map((r) => toElementorElement(ctx, r, false));
  keepEmojiAsText(roots);
  const root = roots[0];
  if (options.embedFontFace) {
    root.elements.unshift({
      id: ctx.newId(), elType: 'widget', widgetType: 'html', isInner: false,
      settings: { html: `<style>${options.embedFontFace}</style>`, _element_width: 'initial', _element_custom_width: { unit: 'px', size: 0, sizes: [] }, _position: 'absolute' },
      elements: [],
    });
  }
  return { envelope: { type: 'elementor', siteurl: siteUrlFor(options.targetDomain), elements: roots }, counts: ctx.counts };
}
