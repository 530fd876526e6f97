import { effectiveAt } from '../../ir/responsive.ts';
import type { IRContainer, IREmbed, IRIcon, IRNode } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import { faSvg } from '../fa-svg.ts';
import { groupBlock } from './blocks.ts';
import type { GutenbergContext } from './context.ts';
import { declarationsAt } from './css.ts';
import { viewBoxAspect } from '../../ir/svg-file.ts';
import { svgPicture } from './graphics.ts';
import { paints, PICTURE_PLACE, pictureCellBlock } from './picture-cell.ts';

/**
 * Reduce DOM Size, Gutenberg's own step: a painted box holding only pictures (icons, inline SVG: a
 * social button, a stacked Font Awesome badge) is one `core/group` painting them as layers of its own
 * background, at their size and place, over its own colour; each picture was an empty group
 * painting itself the same way. Where a picture's place or size is not known in px at every
 * width (it moves with a breakpoint, its box's padding changes, it sits in a row or a grid with
 * others), the box keeps its children.
 */
export function pictureBoxBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string | undefined {
  if (!ctx.reduceDomSize || isRoot || !node.children.length || node.lookCopy) return undefined;
  const bps = ctx.breakpoints;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const every = (test: (i: number) => boolean) => bps.every((_, i) => test(i));
  if (every((i) => keywordOf(at(node, i, 'display')) === 'grid') || node.style.base['background-image']) return undefined;
  if ((node.unexpressed ?? []).some((d) => /^\s*background/i.test(d))) return undefined;
  // A box that paints nothing: a grid cell gives way to its picture instead (the picture keeps its own box); a stack of
  // pictures placed over one another (absolutely) becomes the layers of its box, and so does one picture in flow where
  // the box has a width of its own (a box as wide as its picture would shrink to nothing once the picture is a layer).
  const stacked = node.children.every((c) => keywordOf(c.style.base.position) === 'absolute');
  if (!paints(node, bps) && !stacked) {
    const cell = pictureCellBlock(ctx, node);
    if (cell || node.children.length !== 1 || node.link || node.hover || !every((i) => ownWidth(at(node, i, 'width')))) return cell;
  }
  // The box's frame places the pictures: it must not change with the breakpoint.
  const frame = (p: string) => /^(padding|border)-/.test(p);
  if (Object.values(node.style.overrides).some((m) => Object.keys(m).some(frame))) return undefined;
  const flow = node.children.length === 1 && (keywordOf(node.style.base['flex-direction']) ?? 'column') === 'column';
  const layers: Layer[] = [];
  for (const child of node.children) {
    const layer = pictureLayer(ctx, node, child, flow);
    if (!layer) return undefined;
    layers.push(layer);
  }
  // Later children paint over earlier ones: the first CSS layer is the top one.
  layers.reverse();
  const decls = [
    `background-image: ${layers.map((l) => l.image).join(', ')}`,
    `background-position: ${layers.map((l) => l.position[0]).join(', ')}`,
    `background-size: ${layers.map((l) => l.size).join(', ')}`,
    'background-repeat: no-repeat',
  ];
  const { position, extent } = layers[0];
  let style = extent ? heldHeight(node, bps, extent) : node.style;
  // A flow picture that moves with the breakpoint (centred on desktop, at the start on mobile): its layer moves there too.
  if (layers.length === 1) {
    const overrides = { ...style.overrides };
    position.forEach((p, i) => {
      if (i > 0 && p !== position[i - 1]) overrides[bps[i]] = { ...overrides[bps[i]], 'background-position': { type: 'keyword', value: p } };
    });
    style = { ...style, overrides };
  }
  return groupBlock(ctx, { ...node, style, children: [], unexpressed: [...(node.unexpressed ?? []), ...decls] }, [], false);
}

/** A picture as a background layer: its image, its place per breakpoint, its size, and (in flow) the height it held per breakpoint. */
interface Layer {
  image: string;
  position: string[];
  size: string;
  extent?: number[];
}

/** `node`'s style with a min-height of at least `extent[i]` px at every breakpoint (what its only child held). */
function heldHeight(node: IRNode, bps: string[], extent: number[]): IRNode['style'] {
  const base = { ...node.style.base };
  const overrides = Object.fromEntries(Object.entries(node.style.overrides).map(([k, v]) => [k, { ...v }]));
  let prev: number | undefined;
  bps.forEach((bp, i) => {
    const own = pxOf(effectiveAt(node.style, bps, i, 'min-height')) ?? 0;
    const h = Math.max(own, round(extent[i]));
    if (i === 0) base['min-height'] = { type: 'unit', value: h, unit: 'px' };
    else if (h !== prev) overrides[bp] = { ...overrides[bp], 'min-height': { type: 'unit', value: h, unit: 'px' } };
    else if (overrides[bp]?.['min-height']) delete overrides[bp]['min-height'];
    prev = h;
  });
  return { base, overrides };
}

const pxOf = (v: StyleValue | undefined): number | undefined =>
  v?.type === 'unit' && (v.unit === 'px' || v.value === 0) ? v.value : v === undefined ? 0 : undefined;

/** `child` as a background layer of `box`, or undefined. */
function pictureLayer(ctx: GutenbergContext, box: IRContainer, child: IRNode, flow: boolean): Layer | undefined {
  const bps = ctx.breakpoints;
  if (child.kind !== 'icon' && !(child.kind === 'embed' && child.reason === 'inline SVG')) return undefined;
  if (child.link || child.hover || child.unexpressed?.length || child.lookCopy) return undefined;
  const absolute = keywordOf(child.style.base.position) === 'absolute';
  if (Object.values(child.style.overrides).some((m) => Object.keys(m).some((p) => absolute || !PICTURE_PLACE.has(p)))) return undefined;
  if ([...child.hiddenAt].sort().join() !== [...box.hiddenAt].sort().join()) return undefined;
  const svg = child.kind === 'icon' ? (child.svg ?? faSvg(child.library, child.iconClass)) : (child as IREmbed).html;
  const color = declarationsAt(child, bps, 0, ['color']).get('color');
  const picture = svg ? svgPicture(svg, color) : undefined;
  const w = pxOf(child.style.base.width);
  if (!picture || !w) return undefined;
  // A height in px is the box's; in em (Font Awesome's 1 em) the drawing's own proportions give it from the width.
  const height = picture.get('height');
  const aspect = Number(picture.get('aspect-ratio')) || viewBoxAspect(svg!);
  const h = height && /^[\d.]+px$/.test(height) ? parseFloat(height) : aspect > 0 ? w / aspect : undefined;
  if (!h) return undefined;
  const image = picture.get('background-image')!;
  const size = `${round(w)}px ${round(h)}px`;
  const b = (p: string) => pxOf(box.style.base[p]);
  const c = (p: string) => pxOf(child.style.base[p]);
  if (absolute) {
    const [top, left] = [c('top'), c('left')];
    if (top === undefined || left === undefined || child.style.base.right || child.style.base.bottom) return undefined;
    return { image, position: bps.map(() => `${round(left)}px ${round(top)}px`), size };
  }
  if (!flow || (child as IRIcon | IREmbed).style.base.position) return undefined;
  const frame = [
    'padding-top',
    'padding-left',
    'padding-bottom',
    'padding-right',
    'border-top-width',
    'border-bottom-width',
    'border-left-width',
    'border-right-width',
  ];
  const [pt, pl, pb, pr, bt, bb, bl, br] = frame.map(b);
  if ([pt, pl, pb, pr, bt, bb, bl, br].some((v) => v === undefined)) return undefined;
  if (!bps.every((_, i) => pxOf(effectiveAt(box.style, bps, i, 'min-height')) !== undefined)) return undefined;
  const position: string[] = [];
  const extent: number[] = [];
  for (let i = 0; i < bps.length; i++) {
    const [mt, ml, mr, mb] = ['margin-top', 'margin-left', 'margin-right', 'margin-bottom'].map((p) => pxOf(effectiveAt(child.style, bps, i, p)));
    if ([mt, ml, mr, mb].some((v) => v === undefined)) return undefined;
    const align = keywordOf(effectiveAt(child.style, bps, i, 'align-self')) ?? 'flex-start';
    // `center` centres in the padding box: the content box's centre where both sides are alike.
    const x =
      align === 'center' && ml === 0 && mr === 0 && pl === pr && bl === br
        ? 'center'
        : align === 'flex-start' || align === 'start'
          ? `${round(pl! + ml!)}px`
          : undefined;
    if (!x) return undefined;
    position.push(`${x} ${round(pt! + mt!)}px`);
    // The picture held the box this tall (border box): the box's min-height will.
    extent.push(bt! + pt! + mt! + h + mb! + pb! + bb!);
  }
  return { image, position, size, extent };
}

/** A px or % width: the box does not take its width from its content. */
const ownWidth = (v: StyleValue | undefined) => v?.type === 'unit' && (v.unit === 'px' || v.unit === '%') && v.value > 0;

const round = (n: number) => Math.round(n * 100) / 100;
