// Images as the visitor saw them: lazy placeholders replaced by the real source, the srcset
// candidate the browser picked kept (with its descriptor, so it is sized the same at every
// width), other candidates and <picture> sources dropped so the snapshot never asks the
// source for an image we did not collect.
import type { Attributes } from './attributes.ts';
import { addAsset, liftDataImage, noteNotCaptured, type CaptureContext } from './context.ts';
import { formatSrcset, parseSrcset, type SrcsetCandidate } from './srcset.ts';
import { absoluteUrl, isFetchableUrl, withoutFragment } from './urls.ts';

const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy'];
const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'];

function firstAttribute(el: Element, names: string[]): string | null {
  for (const name of names) {
    const value = el.getAttribute(name);
    if (value && value.trim()) return value;
  }
  return null;
}

function recordImage(ctx: CaptureContext, url: string): void {
  if (url.startsWith('blob:')) ctx.blobUrls.add(url);
  else if (isFetchableUrl(url)) addAsset(ctx, withoutFragment(url), 'image');
}

function absoluteCandidates(srcset: string, base: string): SrcsetCandidate[] {
  return parseSrcset(srcset).map((c) => ({ url: absoluteUrl(c.url, base) ?? c.url, descriptor: c.descriptor }));
}

/** A tiny inline GIF/SVG or nothing: what lazy loaders put in `src` until the image is due. */
function looksLikePlaceholder(img: HTMLImageElement): boolean {
  const current = img.currentSrc || img.getAttribute('src') || '';
  if (!current) return true;
  if (current.startsWith('data:') && current.length < 2000) return true;
  return img.complete && img.naturalWidth === 0;
}

/** `<source>` in `<picture>` is dropped: the chosen candidate moves onto the `<img>`. */
export function isPictureSource(el: Element): boolean {
  return el.localName === 'source' && el.parentElement?.localName === 'picture';
}

export function imageAttributes(img: HTMLImageElement, attrs: Attributes, ctx: CaptureContext): void {
  const base = img.baseURI;
  attrs.delete('loading');
  const lazySrc = firstAttribute(img, LAZY_SRC_ATTRIBUTES);
  const lazySrcset = firstAttribute(img, LAZY_SRCSET_ATTRIBUTES);

  if ((lazySrc || lazySrcset) && looksLikePlaceholder(img)) {
    if (lazySrc) {
      const src = absoluteUrl(lazySrc, base) ?? lazySrc;
      attrs.set('src', src);
      recordImage(ctx, src);
    }
    if (lazySrcset) {
      const candidates = absoluteCandidates(lazySrcset, base);
      candidates.forEach((c) => recordImage(ctx, c.url));
      attrs.set('srcset', formatSrcset(candidates));
    } else attrs.delete('srcset');
    return;
  }

  const current = img.currentSrc;
  if (current) {
    const sources = img.parentElement?.localName === 'picture'
      ? Array.from(img.parentElement.children).filter((el) => el.localName === 'source')
      : [];
    let chosen: { candidate: SrcsetCandidate; sizes: string | null } | null = null;
    for (const holder of [...sources, img]) {
      const srcset = holder.getAttribute('srcset');
      if (!srcset) continue;
      const candidate = absoluteCandidates(srcset, base).find((c) => c.url === current);
      if (candidate) {
        chosen = { candidate, sizes: holder.getAttribute('sizes') };
        break;
      }
    }
    // A picture carried as a data: URL becomes a file too (a builder site strips data: URLs).
    attrs.set('src', (current.startsWith('data:') && liftDataImage(ctx, current, 'image')) || current);
    recordImage(ctx, current);
    if (chosen) {
      attrs.set('srcset', formatSrcset([chosen.candidate]));
      if (chosen.sizes) attrs.set('sizes', chosen.sizes);
      else attrs.delete('sizes');
    } else {
      attrs.delete('srcset');
      attrs.delete('sizes');
    }
    return;
  }

  // Never loaded (hidden at this width, or broken): keep what the markup asks for, collected.
  const src = attrs.get('src');
  if (src) recordImage(ctx, src);
  const srcset = img.getAttribute('srcset');
  if (srcset) {
    const candidates = absoluteCandidates(srcset, base);
    candidates.forEach((c) => recordImage(ctx, c.url));
    attrs.set('srcset', formatSrcset(candidates));
  }
}

/** Media elements keep their poster; the media itself is not captured (size, streaming). */
export function mediaAttributes(el: HTMLMediaElement, attrs: Attributes, ctx: CaptureContext): void {
  const src = el.currentSrc || attrs.get('src');
  if (src) noteNotCaptured(ctx, `${el.localName} ${src}: media files are not captured`);
  attrs.delete('src');
  attrs.delete('autoplay');
  attrs.set('preload', 'none');
  const poster = attrs.get('poster');
  if (poster) recordImage(ctx, poster);
}

export function isMediaSource(el: Element): boolean {
  const parent = el.parentElement?.localName;
  return (el.localName === 'source' || el.localName === 'track') && (parent === 'video' || parent === 'audio');
}

/** `<image href>` and `<use href="sprite.svg#id">` in SVG; `#id` references stay as they are. */
export function svgReferenceAttributes(attrs: Attributes, ctx: CaptureContext): void {
  for (const name of ['href', 'xlink:href']) {
    const value = attrs.get(name);
    if (value && !value.startsWith('#')) recordImage(ctx, value);
  }
}

export function recordImageUrl(ctx: CaptureContext, url: string): void {
  recordImage(ctx, url);
}
