import { randomBytes } from 'node:crypto';
import { declsText, type Decls } from './css.ts';

/** The node types this serializer writes (Webflow's own names). */
export type WebflowNodeType =
  | 'Block' | 'Section' | 'BlockContainer' | 'Heading' | 'Paragraph' | 'Link' | 'Image' | 'List' | 'ListItem'
  | 'Span' | 'Strong' | 'Emphasized' | 'LineBreak' | 'Superscript' | 'Subscript' | 'HtmlEmbed';

export interface WebflowElementNode {
  _id: string;
  type: WebflowNodeType;
  tag: string;
  classes: string[];
  children: string[];
  data: Record<string, unknown>;
  v?: string;
}
export interface WebflowTextNode { _id: string; text: true; v: string }
export type WebflowNode = WebflowElementNode | WebflowTextNode;

export interface WebflowStyle {
  _id: string;
  fake: false;
  type: 'class';
  name: string;
  namespace: '';
  comb: '' | '&';
  styleLess: string;
  variants: Record<string, { styleLess: string }>;
  children: string[];
  selector: null;
}

export interface WebflowAsset {
  _id: string;
  cdnUrl: string;
  s3Url: string;
  siteId: string;
  fileName: string;
  origFileName: string;
  mimeType: string;
  width?: number;
  height?: number;
  fileSize: number;
  fileHash: string;
  createdOn: string;
  markedAsDeleted: false;
  variants: unknown[];
  thumbUrl: string;
}

export interface XscpData {
  type: '@webflow/XscpData';
  payload: {
    nodes: WebflowNode[];
    styles: WebflowStyle[];
    assets: WebflowAsset[];
    ix1: unknown[];
    ix2: { interactions: unknown[]; events: unknown[]; actionLists: unknown[] };
  };
  meta: Record<string, number>;
}

/** Webflow's breakpoint variant keys (desktop-first), see formats/webflow.md section 5. */
export const WEBFLOW_VARIANTS = ['medium', 'small', 'tiny'] as const;
export type VariantKey = 'main' | (typeof WEBFLOW_VARIANTS)[number];

/** Class content per variant key (`main` = base `styleLess`, `main_hover` = hover). */
export type ClassLook = Partial<Record<VariantKey | 'main_hover', Decls>>;

/** The data keys every real copy carries on an element node. */
export function baseData(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { displayName: '', attr: { id: '' }, xattr: [], search: { exclude: false }, visibility: { conditions: [] }, ...extra };
}

/**
 * Builds one payload: uuid-shaped ids unique in it (a random prefix per export, so two
 * pastes never share a class id), the flat node list in creation order (create a parent
 * before its children for root-first, depth-first order) and one class per distinct look.
 */
export class PayloadBuilder {
  readonly nodes: WebflowNode[] = [];
  readonly styles: WebflowStyle[] = [];
  private readonly prefix = randomBytes(10).toString('hex');
  private counter = 0;
  private readonly byLook = new Map<string, WebflowStyle>();
  private readonly names = new Set<string>();

  id(): string {
    const n = (++this.counter).toString(16).padStart(12, '0');
    const p = this.prefix;
    return `${p.slice(0, 8)}-${p.slice(8, 12)}-4${p.slice(13, 16)}-a${p.slice(17, 20)}-${n}`;
  }

  element(type: WebflowNodeType, tag: string, data: Record<string, unknown>, classes: string[] = []): WebflowElementNode {
    const node: WebflowElementNode = { _id: this.id(), type, tag, classes, children: [], data };
    this.nodes.push(node);
    return node;
  }

  text(v: string): WebflowTextNode {
    const node: WebflowTextNode = { _id: this.id(), text: true, v };
    this.nodes.push(node);
    return node;
  }

  /** The class id for a look: equal looks share one class; names are unique (`name-2`). Empty looks get none. */
  classFor(name: string, look: ClassLook): string | undefined {
    const base = look.main ?? {};
    const variants: Record<string, { styleLess: string }> = {};
    for (const key of [...WEBFLOW_VARIANTS, 'main_hover'] as const) {
      const d = look[key];
      if (d && Object.keys(d).length) variants[key] = { styleLess: declsText(d) };
    }
    const styleLess = declsText(base);
    if (!styleLess && !Object.keys(variants).length) return undefined;
    const key = JSON.stringify([styleLess, variants]);
    const known = this.byLook.get(key);
    if (known) return known._id;
    let unique = name || 'element';
    for (let n = 2; this.names.has(unique); n++) unique = `${name}-${n}`;
    this.names.add(unique);
    const style: WebflowStyle = {
      _id: this.id(), fake: false, type: 'class', name: unique, namespace: '', comb: '', styleLess, variants, children: [], selector: null,
    };
    this.byLook.set(key, style);
    this.styles.push(style);
    return style._id;
  }

  envelope(): XscpData {
    return {
      type: '@webflow/XscpData',
      payload: { nodes: this.nodes, styles: this.styles, assets: [], ix1: [], ix2: { interactions: [], events: [], actionLists: [] } },
      meta: { unlinkedSymbolCount: 0, droppedLinks: 0, dynBindRemovedCount: 0, dynListBindRemovedCount: 0, paginationRemovedCount: 0 },
    };
  }
}
