/**
 * Reduce DOM Size: fewer, simpler elements with the same render. A pure pass over the IR
 * (IRDocument → IRDocument, the input is not changed), deterministic, for every builder.
 *
 * - `standard` removes what adds nothing visible: wrappers that paint nothing and span their
 *   parent (their only child takes their place and their vertical margins and padding; several
 *   children of a column box spanning a column parent move up into it), and attribute-less
 *   inline `<span>`s in texts, and empty boxes that take no room or only stand for a gap
 *   (reduce-dom-empty.ts: a spacer becomes its neighbour's margin). Where the target cannot link a box (capabilities.boxLinks), a
 *   linked box is such a wrapper too: its link is dropped either way.
 * - `standard` also folds a box into its only child where one box draws both (reduce-dom-fold.ts):
 *   a nested stack (a transparent box spanning its parent) gives its children and layout to the
 *   parent; a text spanning its box takes the box's look.
 * - `advanced` also merges adjacent text runs of one style that touch (one paragraph with a
 *   line break), short one-line runs stacked at an even spacing (reduce-dom-runs.ts), and folds a stretched framed box into its image (foldIntoImage), which can
 *   lose the part of the frame below the image where the box was stretched taller.
 *
 * Every rule checks each breakpoint of the IR: a node is only removed where its box is the
 * same at every width, so the result renders like the input.
 */
import { BORDER_WIDTH, PADDING } from '../ir/styles.ts';
import type { IRContainer, IRDocument, IRNode, IRText, StyleMap } from '../ir/types.ts';
import type { Pass } from './types.ts';
import { mergeSpacedRuns } from './reduce-dom-runs.ts';
import { spliceNarrow } from './reduce-dom-splice.ts';
import { dropEmptyBoxes, spacersToMargins } from './reduce-dom-empty.ts';
import { resetValue } from '../ir/responsive.ts';
import { sameData, type StyleValue } from '../ir/values.ts';
import {
  boxWidths,
  contentWidths,
  everyBp,
  foldIntoImage,
  foldIntoText,
  foldStack,
  gridAreaHeights,
  kw,
  num,
  sameHidden,
  spansParent,
  val,
  type Widths,
} from './reduce-dom-fold.ts';

export type ReduceDomLevel = 'standard' | 'advanced';

export interface ReduceDomOptions {
  /** The target can link a box (absent: it can). Where it cannot, a linked box is only a wrapper. */
  boxLinks?: boolean;
  /** Told of each box link the target drops (reported as the serializer would have). */
  onDroppedLink?: (node: IRContainer) => void;
}

export function reduceDom(doc: IRDocument, level: ReduceDomLevel | null | undefined, options: ReduceDomOptions = {}): IRDocument {
  if (!level) return doc;
  const bps = doc.breakpoints;
  const viewport: Widths = doc.viewportWidths ?? [];
  const unlink = (root: IRContainer) => (options.boxLinks === false ? withoutBoxLinks(root, options.onDroppedLink) : root);
  const reduceRoot = (r: IRContainer) => {
    const root = unlink(r);
    const box = boxWidths(root, bps, viewport);
    // The root stays a box (the export's top block) but may still take in a nested stack.
    return foldStack({ ...root, children: reduceChildren(root, bps, level, box) }, bps, PAINT, box);
  };
  const root = reduceRoot(doc.root);
  const roots = doc.roots?.map((r) => (r === doc.root ? root : reduceRoot(r)));
  return { ...doc, root, ...(roots ? { roots } : {}) };
}

/** The pipeline's pass (passes/index.ts): before split-looks, for every builder, when the user asks for it. */
export const reduceDomPass: Pass = {
  name: 'reduce-dom',
  when: ({ settings }) => !!settings.reduceDomSize,
  run: (doc, { settings, capabilities, note }) =>
    reduceDom(doc, settings.reduceDomSize, {
      boxLinks: capabilities.boxLinks !== false,
      onDroppedLink: (node) => note('linked box (the link is kept on its texts only)', 'approximated', node),
    }),
};

/** `root` with no link on any box (the target draws none): the texts, buttons and images inside keep theirs. */
export function withoutBoxLinks(root: IRContainer, onDropped?: (node: IRContainer) => void): IRContainer {
  const strip = (node: IRNode): IRNode => {
    if (node.kind !== 'container') return node;
    const children = node.children.map(strip);
    if (!node.link) return children.every((c, i) => c === node.children[i]) ? node : { ...node, children };
    onDropped?.(node);
    const { link: _dropped, ...rest } = node;
    return { ...rest, children };
  };
  return strip(root) as IRContainer;
}

/** `box`: the parent's border-box width per breakpoint, where known. */
function reduceChildren(parent: IRContainer, bps: string[], level: ReduceDomLevel, box: Widths): IRNode[] {
  const content = contentWidths(parent, bps, box);
  let children = parent.children.map((c) => reduceNode(c, bps, level, boxWidths(c, bps, content), gridAreaHeights(parent, c, bps)));
  children = dropEmptyBoxes(parent, children, bps, (c) => transparent(c, bps));
  children = spacersToMargins(parent, children, bps, (c) => transparent(c, bps));
  if (!isColumn(parent, bps)) return children.map((c) => unwrap(c, bps, false));
  children = children.map((c) => unwrap(c, bps, true));
  if (noGap(parent, bps)) children = children.flatMap((c) => splice(c, bps)).flatMap((c) => spliceNarrow(c, bps, PAINT));
  if (level === 'advanced') children = mergeTextRuns(children, bps);
  // Evenly spaced one-line runs: the gap goes into the line-height (a row gap would add to it).
  if (level === 'advanced' && noGap(parent, bps)) children = mergeSpacedRuns(children, bps);
  return children;
}

/** `area`: the height of the grid area the node fills, per breakpoint, where its grid parent tells it. */
function reduceNode(node: IRNode, bps: string[], level: ReduceDomLevel, box: Widths, area: Widths): IRNode {
  if (node.kind === 'text' || node.kind === 'heading') {
    const html = plainSpans(node.html);
    return html === node.html ? node : { ...node, html };
  }
  if (node.kind !== 'container') return node;
  const out = foldStack({ ...node, children: reduceChildren(node, bps, level, box) }, bps, PAINT, box);
  // A box that paints nothing gives way to its child instead (unwrap), keeping the child's own look.
  if (transparent(out, bps)) return out;
  const text = foldIntoText(out, bps, PAINT);
  return text === out ? foldIntoImage(out, bps, PAINT, level === 'advanced', area) : text;
}

/** `<span>` without attributes (or with empty ones) draws nothing of its own. */
export function plainSpans(html: string): string {
  let out = html;
  for (;;) {
    const next = out.replace(/<span(?:\s+(?:class|style)="\s*")*\s*>([^<]*)<\/span>/gi, '$1');
    if (next === out) return out;
    out = next;
  }
}

function isColumn(node: IRContainer, bps: string[]): boolean {
  return everyBp(bps, (i) => kw(val(node, bps, i, 'display')) !== 'grid' && (kw(val(node, bps, i, 'flex-direction')) ?? 'column') === 'column');
}

/** Properties whose presence means a box draws or positions something of its own. */
export const PAINT = [
  'background-color',
  'background-image',
  'box-shadow',
  'opacity',
  'overflow',
  'position',
  'z-index',
  'top',
  'left',
  'min-height',
  'grid-column',
  'grid-row',
  'flex-order',
  'filter',
  'transform',
  'mix-blend-mode',
];

/**
 * Nothing painted, no padding or border, no link or hover look, no grid, nothing only custom CSS says.
 * `verticalPadding`: px padding at the top and bottom is allowed (a flex column does not collapse
 * margins, so it can become its first and last child's margins).
 */
function transparent(node: IRContainer, bps: string[], verticalPadding = false): boolean {
  if (node.link || node.hover || node.unexpressed?.length || node.lookCopy) return false;
  return everyBp(bps, (i) => {
    const g = (p: string) => val(node, bps, i, p);
    if (kw(g('display')) === 'grid') return false;
    for (const p of PAINT) {
      const v = g(p);
      if (!v) continue;
      if (p === 'background-color' && v.type === 'color' && v.alpha === 0) continue;
      if (p === 'overflow' && kw(v) === 'visible') continue;
      if (p === 'position' && kw(v) === 'static') continue;
      if (p === 'opacity' && num(v) === 1) continue;
      if ((p === 'min-height' || p === 'flex-order') && num(v) === 0) continue;
      if (p === 'z-index' && kw(v) === 'auto') continue;
      if ((p === 'top' || p === 'left') && num(v) === 0 && !g('position')) continue;
      return false;
    }
    const padded = (p: string) => verticalPadding && (p === 'padding-top' || p === 'padding-bottom') && isPx(g(p));
    return PADDING.every((p, k) => (padded(p) || num(g(p)) === 0) && num(g(BORDER_WIDTH[k])) === 0);
  });
}

const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));

/**
 * A transparent wrapper with exactly one child is replaced by the child when one box spans
 * the other: a wrapper spanning its column parent leaves the child's placement as it is; a
 * child spanning its wrapper takes the wrapper's placement (width, side margins, alignment,
 * flex and grid placement). Either way the child adds the wrapper's vertical margins to its own.
 */
function unwrap(node: IRNode, bps: string[], parentIsColumn: boolean): IRNode {
  if (node.kind !== 'container' || node.children.length !== 1) return node;
  const child = node.children[0];
  if (!transparent(node, bps, true) || !sameHidden(node, child)) return node;
  const wrapperSpans = parentIsColumn && spansParent(node, bps);
  const childSpans =
    spansParent(child, bps) &&
    everyBp(bps, (i) => (kw(val(node, bps, i, 'align-self')) ?? 'flex-start') !== 'center' && kw(val(node, bps, i, 'align-self')) !== 'flex-end');
  if (!wrapperSpans && !childSpans) return node;
  let style = addMargins(child, node, bps, ['margin-top', 'margin-bottom']);
  if (!wrapperSpans) style = takePlacement({ ...child, style } as IRNode, node, bps);
  return unwrap({ ...child, style } as IRNode, bps, parentIsColumn);
}

const noGap = (node: IRNode, bps: string[]) => everyBp(bps, (i) => num(val(node, bps, i, 'row-gap')) === 0);

/**
 * A transparent column box spanning its column parent (no gap in either) gives its children to the
 * parent: flex columns never collapse margins, so with the box's vertical margins added to its
 * first and last child every child keeps its place. Where the box is hidden, so are its children.
 */
export function splice(node: IRNode, bps: string[]): IRNode[] {
  if (node.kind !== 'container' || node.children.length < 2) return [node];
  if (!transparent(node, bps, true) || !isColumn(node, bps) || !spansParent(node, bps) || !noGap(node, bps)) return [node];
  const last = node.children.length - 1;
  return node.children.map((child, k) => {
    const margins = [...(k === 0 ? ['margin-top'] : []), ...(k === last ? ['margin-bottom'] : [])];
    const style = margins.length ? addMargins(child, node, bps, margins) : child.style;
    const hiddenAt = [...new Set([...child.hiddenAt, ...node.hiddenAt])];
    return { ...child, style, hiddenAt } as IRNode;
  });
}

const PLACED = ['width', 'margin-left', 'margin-right', 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];

/** `child`'s style with `outer`'s placement at every breakpoint (a stretched wrapper's child starts at the top). */
function takePlacement(child: IRNode, outer: IRNode, bps: string[]): IRNode['style'] {
  const base: StyleMap = { ...child.style.base };
  const overrides: Record<string, StyleMap> = Object.fromEntries(Object.entries(child.style.overrides).map(([k, v]) => [k, { ...v }]));
  const current = () => ({ ...child, style: { base, overrides } }) as IRNode;
  for (const prop of PLACED) {
    bps.forEach((bp, i) => {
      let v = val(outer, bps, i, prop);
      if (prop === 'align-self' && kw(v) === 'stretch') v = { type: 'keyword', value: 'flex-start' };
      if (i === 0) {
        if (v) base[prop] = v;
        else delete base[prop];
        return;
      }
      if (sameData(v, val(current(), bps, i, prop))) return;
      (overrides[bp] ??= {})[prop] = v ?? resetValue(prop);
    });
  }
  return { base, overrides };
}

/** `child`'s responsive style with `outer`'s `props` (margins, with the padding of their side; lengths in px) added at every breakpoint. */
function addMargins(child: IRNode, outer: IRNode, bps: string[], props: string[]): IRNode['style'] {
  const base: StyleMap = { ...child.style.base };
  const overrides: Record<string, StyleMap> = Object.fromEntries(Object.entries(child.style.overrides).map(([k, v]) => [k, { ...v }]));
  for (const prop of props) {
    bps.forEach((bp, i) => {
      const padding = prop.replace('margin-', 'padding-');
      const changed =
        i === 0 || [child.style.overrides[bp]?.[prop], outer.style.overrides[bp]?.[prop], outer.style.overrides[bp]?.[padding]].some((v) => v !== undefined);
      if (!changed) return;
      const sum = num(val(child, bps, i, prop)) + num(val(outer, bps, i, prop)) + num(val(outer, bps, i, padding));
      const value: StyleValue = { type: 'unit', value: Math.round(sum * 100) / 100, unit: 'px' };
      if (i === 0) base[prop] = value;
      else (overrides[bp] ??= {})[prop] = value;
    });
  }
  return { base, overrides };
}

/** Style of a text run, margins aside. */
function runStyle(node: IRText): unknown {
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'margin-top' && k !== 'margin-bottom'));
  // A breakpoint that only changed a margin has nothing left: it is no difference of look.
  const overrides = Object.entries(node.style.overrides).map(([k, v]) => [k, strip(v)] as const);
  return [strip(node.style.base), Object.fromEntries(overrides.filter(([, v]) => Object.keys(v).length))];
}

/**
 * Two texts of one style, one right under the other (no margin between them at any width),
 * become one paragraph with a line break: the same lines at the same places.
 */
function mergeTextRuns(children: IRNode[], bps: string[]): IRNode[] {
  const out: IRNode[] = [];
  for (const c of children) {
    const prev = out[out.length - 1];
    if (
      prev?.kind === 'text' &&
      c.kind === 'text' &&
      !prev.link &&
      !c.link &&
      !prev.hover &&
      !c.hover &&
      !prev.unexpressed &&
      !c.unexpressed &&
      sameHidden(prev, c) &&
      sameData(runStyle(prev), runStyle(c)) &&
      everyBp(bps, (i) => num(val(prev, bps, i, 'margin-bottom')) === 0 && num(val(c, bps, i, 'margin-top')) === 0) &&
      kw(val(c, bps, 0, 'width')) !== 'auto'
    ) {
      const style = { base: { ...prev.style.base }, overrides: Object.fromEntries(Object.entries(prev.style.overrides).map(([k, v]) => [k, { ...v }])) };
      bps.forEach((bp, i) => {
        const mb = val(c, bps, i, 'margin-bottom');
        if (i === 0) style.base['margin-bottom'] = mb;
        else if (c.style.overrides[bp]?.['margin-bottom']) style.overrides[bp] = { ...style.overrides[bp], 'margin-bottom': mb };
      });
      out[out.length - 1] = { ...prev, html: `${prev.html}<br>${c.html}`, style };
      continue;
    }
    out.push(c);
  }
  return out;
}

/** Nodes in a document (every level), for reports and tests. */
export function countNodes(doc: IRDocument): number {
  const walk = (n: IRNode): number => 1 + (n.kind === 'container' ? n.children.reduce((s, c) => s + walk(c), 0) : 0);
  return (doc.roots ?? [doc.root]).reduce((s, r) => s + walk(r), 0);
}
