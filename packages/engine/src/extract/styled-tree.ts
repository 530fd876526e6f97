import { CAPTURED_PROPERTIES, type CapturedProperty, type RawDomSnapshot, type WidthCapture } from '../render/capture.ts';
import { hideClippedContent } from './clipped-content.ts';

export type ComputedStyle = Record<CapturedProperty, string>;
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What one node looks like at one breakpoint; absent when the node is not rendered there. */
export interface NodeView {
  box: Box;
  style: ComputedStyle;
}

export interface StyledNode {
  kind: 'element' | 'text';
  tag: string;
  attrs: Record<string, string>;
  /** Text nodes: the raw character data. */
  text: string;
  /** `img`/`video`: the URL the browser actually chose (srcset, picture). */
  currentSrc?: string;
  children: StyledNode[];
  views: Record<string, NodeView | undefined>;
  pseudo: { before?: Record<string, NodeView | undefined>; after?: Record<string, NodeView | undefined> };
  depth: number;
  /** Elements: Chromium's id of the node, the same at every width. */
  backendNodeId?: number;
  /** Links and buttons: computed `:hover` values (see attachHover). */
  hover?: Record<string, string>;
}

export { NATURAL_SIZE_ATTRIBUTE, PLACEHOLDER_COLOR_ATTRIBUTE } from '../render/page-facts.ts';

/** Elements that never render content of their own. */
const SKIPPED_TAGS = new Set(['head', 'script', 'style', 'link', 'meta', 'noscript', 'template', 'title', 'base']);

interface Indexed {
  byBackendId: Map<number, number>;
  layoutOf: Map<number, number[]>;
}

function indexSnapshot(snap: RawDomSnapshot): Indexed {
  const doc = snap.documents[0];
  const byBackendId = new Map<number, number>();
  doc.nodes.backendNodeId.forEach((id, i) => byBackendId.set(id, i));
  const layoutOf = new Map<number, number[]>();
  doc.layout.nodeIndex.forEach((nodeIndex, li) => {
    const list = layoutOf.get(nodeIndex);
    if (list) list.push(li);
    else layoutOf.set(nodeIndex, [li]);
  });
  return { byBackendId, layoutOf };
}

/**
 * Nodes with identical computed styles share one object: pages repeat the same few dozen
 * styles thousands of times, and 100,000 nodes × 90 properties would otherwise dominate time
 * and memory.
 */
const styleCache = new WeakMap<RawDomSnapshot, Map<number, Array<{ values: number[]; style: ComputedStyle }>>>();

/** Looked up by a hash of the string indexes, then compared index by index: no key strings to build. */
function styleOf(snap: RawDomSnapshot, values: number[]): ComputedStyle {
  let cache = styleCache.get(snap);
  if (!cache) styleCache.set(snap, (cache = new Map()));
  const n = values.length;
  let hash = n;
  for (let i = 0; i < n; i++) hash = (Math.imul(hash, 31) + values[i]) | 0;
  let bucket = cache.get(hash);
  if (bucket) {
    for (const entry of bucket) {
      const seen = entry.values;
      if (seen.length !== n) continue;
      let i = 0;
      while (i < n && seen[i] === values[i]) i++;
      if (i === n) return entry.style;
    }
  } else cache.set(hash, (bucket = []));
  const style = {} as ComputedStyle;
  for (let i = 0; i < CAPTURED_PROPERTIES.length; i++) {
    const v = values[i];
    style[CAPTURED_PROPERTIES[i]] = v === undefined || v < 0 ? '' : snap.strings[v];
  }
  bucket.push({ values, style });
  return style;
}

function readView(snap: RawDomSnapshot, layoutIndexes: number[] | undefined): NodeView | undefined {
  if (!layoutIndexes?.length) return undefined;
  const doc = snap.documents[0];
  const first = layoutIndexes[0];
  const style = styleOf(snap, doc.layout.styles[first]);
  // Inline boxes split over several lines have one layout object per fragment: union them.
  let [x, y, w, h] = doc.layout.bounds[first];
  let x2 = x + w;
  let y2 = y + h;
  for (const li of layoutIndexes.slice(1)) {
    const [bx, by, bw, bh] = doc.layout.bounds[li];
    if (bw === 0 && bh === 0) continue;
    x = Math.min(x, bx);
    y = Math.min(y, by);
    x2 = Math.max(x2, bx + bw);
    y2 = Math.max(y2, by + bh);
  }
  return { box: { x, y, w: x2 - x, h: y2 - y }, style };
}

/**
 * Joins the per-width DOM snapshots into one tree (nodes matched by backend node id) whose
 * nodes carry a box and computed style for every breakpoint where they render.
 */
export function buildStyledTree(captures: WidthCapture[], rootMarker?: string): StyledNode | null {
  const builder = new StyledTreeBuilder(captures[0], rootMarker);
  for (const capture of captures.slice(1)) builder.addWidth(capture);
  return builder.finish();
}

/**
 * buildStyledTree one width at a time: the tree and its views at the first width from the first
 * capture, each later width's views as its capture comes in, so an export joins a width while
 * Chromium renders the next one. Iterative, so a 20,000-level nesting cannot overflow the stack.
 */
export class StyledTreeBuilder {
  private readonly breakpoints: string[] = [];
  /** Every views record of the tree (nodes and their ::before/::after) and whose it is. */
  private readonly owners: Array<{ views: Record<string, NodeView | undefined>; backendId: number }> = [];
  private body: StyledNode | undefined;
  private marked: StyledNode | undefined;

  constructor(first: WidthCapture, rootMarker?: string) {
    const primary = first.snapshot;
    const nodes = primary.documents[0].nodes;
    const s = primary.strings;
    const count = nodes.parentIndex.length;
    const { layoutOf } = indexSnapshot(primary);
    this.breakpoints.push(first.breakpoint);

    const pseudoOf = new Map<number, string>();
    if (nodes.pseudoType) nodes.pseudoType.index.forEach((ni, k) => pseudoOf.set(ni, s[nodes.pseudoType!.value[k]]));
    const srcIndex = new Map<number, string>();
    if (nodes.currentSourceURL)
      nodes.currentSourceURL.index.forEach((ni, k) => srcIndex.set(ni, s[nodes.currentSourceURL!.value[k]]));

    const viewsFor = (nodeIndex: number): Record<string, NodeView | undefined> => {
      const views: Record<string, NodeView | undefined> = { [first.breakpoint]: readView(primary, layoutOf.get(nodeIndex)) };
      this.owners.push({ views, backendId: nodes.backendNodeId[nodeIndex] });
      return views;
    };

    const built: Array<StyledNode | undefined> = new Array(count);
    // Parents always precede children in the snapshot's node order.
    for (let i = 0; i < count; i++) {
      const type = nodes.nodeType[i];
      const parentIdx = nodes.parentIndex[i];
      const parent = parentIdx >= 0 ? built[parentIdx] : undefined;
      // Content of skipped elements (script text, head) has no built parent and is dropped.
      if (!parent && !(type === 1 && s[nodes.nodeName[i]].toLowerCase() === 'html')) continue;
      const pseudo = pseudoOf.get(i);
      if (pseudo) {
        if (parent && (pseudo === 'before' || pseudo === 'after')) parent.pseudo[pseudo] = viewsFor(i);
        continue;
      }
      if (type === 3) {
        if (!parent) continue;
        const text = s[nodes.nodeValue[i]] ?? '';
        const node: StyledNode = {
          kind: 'text', tag: '#text', attrs: {}, text, children: [], views: viewsFor(i), pseudo: {}, depth: parent.depth + 1,
        };
        parent.children.push(node);
        continue;
      }
      if (type !== 1) continue;
      const tag = s[nodes.nodeName[i]].toLowerCase();
      if (SKIPPED_TAGS.has(tag)) continue;
      const attrs: Record<string, string> = {};
      const flat = nodes.attributes[i] ?? [];
      for (let a = 0; a + 1 < flat.length; a += 2) attrs[(s[flat[a]] ?? '').toLowerCase()] = s[flat[a + 1]] ?? '';
      const node: StyledNode = {
        kind: 'element', tag, attrs, text: '', children: [], views: viewsFor(i), pseudo: {},
        depth: parent ? parent.depth + 1 : 0, currentSrc: srcIndex.get(i), backendNodeId: nodes.backendNodeId[i],
      };
      built[i] = node;
      if (tag === 'html') continue;
      if (parent && parent.tag !== 'html') parent.children.push(node);
      if (tag === 'body' && !this.body) this.body = node;
      if (rootMarker && rootMarker in attrs && !this.marked) this.marked = node;
    }
  }

  /** The views at one more width (narrower than the ones before), from its capture. */
  addWidth(capture: WidthCapture): void {
    const { byBackendId, layoutOf } = indexSnapshot(capture.snapshot);
    this.breakpoints.push(capture.breakpoint);
    for (const { views, backendId } of this.owners) {
      const idx = byBackendId.get(backendId);
      views[capture.breakpoint] = idx === undefined ? undefined : readView(capture.snapshot, layoutOf.get(idx));
    }
  }

  /** The export root (the marked node, else the body), once every width is in. */
  finish(): StyledNode | null {
    // Measured from the body, so clips of a marked root's ancestors apply too.
    const clipRoot = this.body ?? this.marked;
    if (clipRoot) hideClippedContent(clipRoot, this.breakpoints);
    return this.marked ?? this.body ?? null;
  }
}

/**
 * Gives links and buttons their `:hover` looks, keyed by backend node id. Separate from
 * buildStyledTree so the tree can be built while the page still computes them.
 */
export function attachHover(root: StyledNode, hover: Map<number, Record<string, string>>): void {
  if (!hover.size) return;
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.backendNodeId !== undefined) node.hover = hover.get(node.backendNodeId);
    for (const child of node.children) stack.push(child);
  }
}

/** The `html` element's background shows behind a transparent body; the extractor keeps it. */
export function pageBackground(captures: WidthCapture[]): string | undefined {
  const snap = captures[0].snapshot;
  const doc = snap.documents[0];
  const idx = doc.nodes.nodeName.findIndex((n) => snap.strings[n]?.toLowerCase() === 'html');
  if (idx < 0) return undefined;
  const li = doc.layout.nodeIndex.indexOf(idx);
  if (li < 0) return undefined;
  const bgIndex = CAPTURED_PROPERTIES.indexOf('background-color');
  return snap.strings[doc.layout.styles[li][bgIndex]];
}
