// Walks the live DOM (not a clone: clones lose form state, canvas pixels and shadow roots)
// and writes the snapshot HTML in one pass.
import { attributesHtml, collectAttributes, type Attributes } from './attributes.ts';
import { canvasImage } from './canvas.ts';
import { absolutizeCssUrls } from './css-text.ts';
import { addAsset, liftDataImage, noteNotCaptured, type CaptureContext } from './context.ts';
import { freezeInputState, freezeOptionState, textareaText } from './forms.ts';
import { escapeAttribute, escapeStyleText, escapeText } from './html-escape.ts';
import { imageAttributes, isMediaSource, isPictureSource, mediaAttributes, recordImageUrl, svgReferenceAttributes } from './images.ts';
import { adoptedSheetsText, ownedSheetText } from './stylesheets.ts';
import { isFetchableUrl, withoutFragment } from './urls.ts';
import { WidthStateWriter } from './width-states.ts';
import { WIDTH_STATES_ATTRIBUTE } from '@pagelift/contract/width-state-rules';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'frame']);
/** Children of these are written as they are (the parser does not decode them). */
const RAW_TEXT_ELEMENTS = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Removed with their content: no script may run in the snapshot host. */
const REMOVED_ELEMENTS = new Set(['script', 'noscript']);

type ShadowRootGetter = (el: Element) => ShadowRoot | null;

/**
 * Open shadow roots are readable from the page; in an extension content script
 * `chrome.dom.openOrClosedShadowRoot` reaches closed ones too.
 */
function shadowRootGetter(): ShadowRootGetter {
  const chromeDom = (globalThis as unknown as { chrome?: { dom?: { openOrClosedShadowRoot?: (el: Element) => ShadowRoot | null } } }).chrome?.dom;
  if (chromeDom?.openOrClosedShadowRoot) {
    const open = chromeDom.openOrClosedShadowRoot.bind(chromeDom);
    return (el) => {
      try {
        return open(el) ?? null;
      } catch {
        return el.shadowRoot;
      }
    };
  }
  return (el) => el.shadowRoot;
}

export class Serializer {
  private readonly shadowRootOf = shadowRootGetter();
  /** Per-width states of the top document's elements, when the caller recorded any (width-states.ts). */
  private states: WidthStateWriter | null = null;
  /**
   * Where the element being written sits: element-child indices from <html>, as the export browser
   * will parse the snapshot. `nextIndex` is the index the next element written among its siblings gets.
   */
  private readonly path: number[] = [];
  private nextIndex = 0;
  /** Above 0 inside trees a path cannot reach: frames, templates, shadow roots, <head>. */
  private unaddressable = 0;

  constructor(private readonly ctx: CaptureContext) {}

  /** The document as HTML: doctype (it decides quirks mode) and the root element. */
  document(doc: Document): string {
    let out = '';
    const dt = doc.doctype;
    if (dt) {
      out += `<!DOCTYPE ${dt.name}`;
      if (dt.publicId) out += ` PUBLIC "${dt.publicId}"`;
      if (dt.systemId) out += `${dt.publicId ? '' : ' SYSTEM'} "${dt.systemId}"`;
      out += '>\n';
    }
    const root = doc.documentElement;
    if (!root) return out;
    const top = doc === document && this.ctx.attributeDepth === 0 && root.localName === 'html' && root.namespaceURI === HTML_NS;
    if (!top) return out + this.element(root);
    this.states = WidthStateWriter.create((name, value) =>
      name === 'style' ? absolutizeCssUrls(value, doc.baseURI, (url) => addAsset(this.ctx, url, 'background'), (data) => liftDataImage(this.ctx, data, 'css')) : value,
    );
    this.ctx.toggledSelector = this.states?.toggled ?? null;
    const html = this.element(root);
    const states = this.states?.states((line) => noteNotCaptured(this.ctx, line));
    this.states = null;
    // The root's start tag is written before its children are walked: the attribute goes in afterwards.
    return out + (states ? `<html ${WIDTH_STATES_ATTRIBUTE}="${escapeAttribute(JSON.stringify(states))}"${html.slice('<html'.length)}` : html);
  }

  private children(parent: Node): string {
    let out = '';
    const saved = this.nextIndex;
    this.nextIndex = 0;
    for (let child = parent.firstChild; child; child = child.nextSibling) out += this.node(child);
    this.nextIndex = saved;
    return out;
  }

  /** Children the export browser cannot reach by element-child paths (template content, shadow trees, frames). */
  private unaddressed<T>(write: () => T): T {
    const saved = this.nextIndex;
    this.unaddressable++;
    try {
      return write();
    } finally {
      this.unaddressable--;
      this.nextIndex = saved;
    }
  }

  private node(node: Node): string {
    switch (node.nodeType) {
      case Node.ELEMENT_NODE:
        return this.element(node as Element);
      case Node.TEXT_NODE:
      case Node.CDATA_SECTION_NODE: {
        const parent = node.parentNode as Element | null;
        const text = (node as Text).data;
        if (parent && parent.namespaceURI === HTML_NS && RAW_TEXT_ELEMENTS.has(parent.localName)) return text;
        return escapeText(text);
      }
      default:
        // Comments and processing instructions carry nothing visible.
        return '';
    }
  }

  private element(el: Element): string {
    const ctx = this.ctx;
    const html = el.namespaceURI === HTML_NS;
    const tag = el.localName;
    if (html) {
      if (REMOVED_ELEMENTS.has(tag)) return '';
      if (isPictureSource(el) || isMediaSource(el)) return '';
      if (tag === 'link') return this.counted(this.link(el as HTMLLinkElement));
      if (tag === 'style') return this.counted(this.style(el as HTMLStyleElement));
      if (tag === 'base') return '';
      if (tag === 'meta' && !keepMeta(el as HTMLMetaElement)) return '';
    } else if (tag === 'script') return '';

    ctx.nodeCount++;
    this.path.push(this.nextIndex++);
    try {
      return this.writeElement(el, html, tag);
    } finally {
      this.path.pop();
    }
  }

  /** An element written by a handler of its own, or not at all (''): it takes a sibling index only if written. */
  private counted(out: string): string {
    if (out) this.nextIndex++;
    return out;
  }

  private writeElement(el: Element, html: boolean, tag: string): string {
    const ctx = this.ctx;
    if (this.states && this.unaddressable === 0) this.states.element(el, this.path.slice(1));
    const attrs = collectAttributes(el, ctx);
    let outTag = tag;
    /** When set, replaces the element's children in the output. */
    let content: string | null = null;

    if (html) {
      switch (tag) {
        case 'img':
          imageAttributes(el as HTMLImageElement, attrs, ctx);
          break;
        case 'input':
          freezeInputState(el as HTMLInputElement, attrs);
          if ((el as HTMLInputElement).type === 'image' && attrs.get('src')) recordImageUrl(ctx, attrs.get('src')!);
          break;
        case 'option':
          freezeOptionState(el as HTMLOptionElement, attrs);
          break;
        case 'textarea':
          content = escapeText(textareaText(el as HTMLTextAreaElement));
          break;
        case 'canvas':
          if (canvasImage(el as HTMLCanvasElement, attrs, ctx) !== null) outTag = 'img';
          break;
        case 'video':
        case 'audio':
          mediaAttributes(el as HTMLMediaElement, attrs, ctx);
          break;
        case 'iframe':
        case 'frame':
          this.unaddressed(() => this.frame(el as HTMLIFrameElement, attrs));
          break;
        case 'object':
        case 'embed':
          noteNotCaptured(ctx, `${tag} ${attrs.get('data') ?? attrs.get('src') ?? ''}: plugin content is not captured`);
          attrs.delete('data');
          attrs.delete('src');
          break;
        case 'body':
        case 'table':
        case 'td':
        case 'th': {
          const background = attrs.get('background');
          if (background && isFetchableUrl(background)) addAsset(ctx, withoutFragment(background), 'background');
          break;
        }
        case 'template':
          content = this.unaddressed(() => this.children((el as HTMLTemplateElement).content));
          break;
      }
    } else if (el.namespaceURI === SVG_NS && (tag === 'image' || tag === 'use' || tag === 'feImage')) {
      svgReferenceAttributes(attrs, ctx);
    }

    const open = `<${outTag}${attributesHtml(attrs, escapeAttribute)}`;
    if (outTag === 'img' && tag === 'canvas') return open + '>';
    if (html && VOID_ELEMENTS.has(tag)) return open + '>';

    let inner = '';
    if (html && tag === 'head') inner += '<meta charset="utf-8">';
    const shadow = this.shadowRootOf(el);
    if (shadow) inner += this.unaddressed(() => this.shadowTemplate(shadow));
    // <head> gets a <meta charset> here and a <base> in the export browser: its paths would not hold.
    inner += content ?? (html && tag === 'head' ? this.unaddressed(() => this.children(el)) : this.children(el));
    if (html && tag === 'body') {
      // Adopted sheets come after every sheet of the document in the cascade.
      const adopted = adoptedSheetsText(el.ownerDocument, ctx);
      if (adopted) inner += `<style data-pagelift-adopted="">${escapeStyleText(adopted)}</style>`;
    }
    if (!html && inner === '') return open + '/>';
    return `${open}>${inner}</${outTag}>`;
  }

  /** Open (or, from an extension, closed) shadow roots as declarative shadow DOM. */
  private shadowTemplate(shadow: ShadowRoot): string {
    if (shadow.mode === 'closed') noteNotCaptured(this.ctx, 'closed shadow roots were captured as open ones');
    let flags = '';
    if (shadow.delegatesFocus) flags += ' shadowrootdelegatesfocus';
    if ((shadow as ShadowRoot & { clonable?: boolean }).clonable) flags += ' shadowrootclonable';
    let inner = this.children(shadow);
    const adopted = adoptedSheetsText(shadow, this.ctx);
    if (adopted) inner += `<style data-pagelift-adopted="">${escapeStyleText(adopted)}</style>`;
    return `<template shadowrootmode="open"${flags}>${inner}</template>`;
  }

  /** Stylesheet links become <style> with the sheet's rules; icons stay; the rest goes. */
  private link(link: HTMLLinkElement): string {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet')) {
      const sheet = link.sheet as CSSStyleSheet | null;
      if (!sheet) {
        if (!link.disabled && !rel.includes('alternate')) noteNotCaptured(this.ctx, `stylesheet ${link.href}: did not load`);
        return '';
      }
      if (sheet.disabled) return '';
      this.ctx.nodeCount++;
      const media = link.getAttribute('media');
      const mediaAttr = media ? ` media="${escapeAttribute(media)}"` : '';
      return `<style${mediaAttr}>${escapeStyleText(ownedSheetText(sheet, this.ctx, link.getRootNode() as Document | ShadowRoot))}</style>`;
    }
    if (rel.some((r) => r.endsWith('icon')) && isFetchableUrl(link.href)) {
      this.ctx.nodeCount++;
      addAsset(this.ctx, withoutFragment(link.href), 'icon');
      const attrs = collectAttributes(link, this.ctx);
      return `<link${attributesHtml(attrs, escapeAttribute)}>`;
    }
    return '';
  }

  private style(style: HTMLStyleElement): string {
    const sheet = style.sheet as CSSStyleSheet | null;
    if (sheet?.disabled) return '';
    this.ctx.nodeCount++;
    const attrs = collectAttributes(style, this.ctx);
    let text: string;
    if (sheet) text = ownedSheetText(sheet, this.ctx, style.getRootNode() as Document | ShadowRoot);
    else text = absolutizeCssUrls(style.textContent ?? '', style.baseURI, (url) => addAsset(this.ctx, url, 'background'), (data) => liftDataImage(this.ctx, data, 'css'));
    return `<style${attributesHtml(attrs, escapeAttribute)}>${escapeStyleText(text)}</style>`;
  }

  /**
   * Same-origin frames are inlined as `srcdoc`; cross-origin ones stay as empty frames of
   * the same size, because their content cannot be read.
   */
  private frame(frame: HTMLIFrameElement, attrs: Attributes): void {
    attrs.delete('loading');
    const original = frame.getAttribute('src') ?? '';
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      doc = null;
    }
    attrs.delete('src');
    attrs.delete('srcdoc');
    if (doc?.documentElement) {
      this.ctx.attributeDepth++;
      try {
        attrs.set('srcdoc', this.document(doc));
      } finally {
        this.ctx.attributeDepth--;
      }
      return;
    }
    if (original) attrs.set('data-pagelift-src', frame.src);
    noteNotCaptured(this.ctx, `iframe ${frame.src || original}: cross-origin, kept as an empty frame`);
  }
}

/** Meta tags that would act in the snapshot host (refresh, CSP) or lie about its encoding. */
function keepMeta(meta: HTMLMetaElement): boolean {
  if (meta.hasAttribute('charset')) return false;
  const equiv = (meta.httpEquiv || '').toLowerCase();
  return !['refresh', 'content-security-policy', 'content-type', 'set-cookie', 'origin-trial'].includes(equiv);
}
