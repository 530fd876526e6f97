import type { IRContainer } from '../../ir/types.ts';
import { emitDecoration, emitPlacement, emitUnexpressed, type ElementorElement } from './common.ts';
import { effectiveAt } from '../../ir/responsive.ts';
import { splitPaintLayer } from './paint-layer.ts';
import { splitScrollBox } from './scroll-box.ts';
import { emitOnce, emitResponsive, keywordOf, num, slider, sliderOf, urlControl, type SerializeContext, type Slider } from './controls.ts';
import type { StyleValue } from '../../ir/values.ts';

const HTML_TAGS = new Set(['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a']);

/**
 * A Flexbox container: full content width, explicit zero gap (children carry measured
 * margins) and explicit padding, since Elementor's defaults (10 px padding, 20 px gap) would
 * otherwise shift everything.
 */
export function toElementorContainer(
  ctx: SerializeContext,
  node: IRContainer,
  isInner: boolean,
  children: ElementorElement[],
): ElementorElement {
  const layer = splitPaintLayer(node);
  if (layer) return toElementorContainer(ctx, layer.outer, isInner, [toElementorContainer(ctx, layer.inner, true, children)]);
  const scroll = splitScrollBox(node, ctx.breakpoints);
  if (scroll) return toElementorContainer(ctx, scroll.outer, isInner, [toElementorContainer(ctx, scroll.inner, true, children)]);
  if (ctx.counting !== false) ctx.counts.containers++;
  const settings: Record<string, unknown> = {
    content_width: 'full',
    flex_gap: { unit: 'px', column: '0', row: '0', isLinked: true },
    flex_justify_content: 'flex-start',
    flex_align_items: 'flex-start',
  };
  if (HTML_TAGS.has(node.tag) && node.tag !== 'div') settings.html_tag = node.tag;
  if (node.tag === 'a' && node.link) settings.link = urlControl(node.link);
  if (keywordOf(node.style.base.display) === 'grid') emitGrid(ctx, node, settings);
  else {
    emitResponsive(ctx, node, settings, 'flex_direction', ['flex-direction'], (g) => keywordOf(g('flex-direction')) ?? 'column');
    // Elementor containers wrap by default below 768 px (--flex-wrap-mobile): write every device.
    emitResponsive(ctx, node, settings, 'flex_wrap', ['flex-wrap'], (g) => keywordOf(g('flex-wrap')) ?? 'nowrap', { force: true });
    // Children carry measured margins, so wrapped lines must sit at the top: with a min-height
    // taller than the lines, the default (stretch) shares the spare height among the lines and
    // every line after the first drifts down.
    emitResponsive(ctx, node, settings, 'flex_align_content', ['flex-wrap'], (g) => (keywordOf(g('flex-wrap')) === 'wrap' ? 'flex-start' : undefined));
  }
  emitResponsive(ctx, node, settings, 'width', ['width'], (g) => containerWidth(g('width')));
  // The desktop width is scoped to ≥ 768 px in Elementor: repeat it for mobile when it is not 100 %.
  const mobile = ctx.breakpoints.length - 1;
  if (ctx.responsive && mobile > 0 && settings[`width_${ctx.breakpoints[mobile]}`] === undefined && !node.hiddenAt.includes(ctx.breakpoints[mobile])) {
    const w = containerWidth(effectiveAt(node.style, ctx.breakpoints, mobile, 'width'));
    if (w && !(w.unit === '%' && w.size === 100)) settings[`width_${ctx.breakpoints[mobile]}`] = w;
  }
  emitResponsive(ctx, node, settings, 'min_height', ['min-height'], (g) => sliderOf(g('min-height')));
  emitOnce(ctx, node, settings, 'overflow', ['overflow'], (g) => {
    const o = keywordOf(g('overflow'));
    return o === 'hidden' || o === 'auto' ? o : undefined;
  });
  emitPlacement(ctx, node, settings, false);
  emitDecoration(ctx, node, settings, '');
  const opacity = node.style.base.opacity;
  if (opacity?.type === 'unit') node.unexpressed = [...(node.unexpressed ?? []), `opacity: ${opacity.value}`];
  emitUnexpressed(ctx, node, settings);
  return { id: ctx.newId(), elType: 'container', isInner, settings, elements: children };
}

/**
 * A container's width control: a length, or its content's width for a natural-width box (`auto`
 * in the IR), which Elementor's default (100 %) would stretch to its parent's.
 */
export function containerWidth(v: StyleValue | undefined): Slider | undefined {
  return v?.type === 'keyword' && v.value === 'auto' ? slider('max-content', 'custom') : sliderOf(v);
}

/**
 * Grid containers (see ir/grid.ts): explicit tracks per device, written for every device since
 * Elementor's mobile default is one column. Children carry their lines (common.ts).
 */
function emitGrid(ctx: SerializeContext, node: IRContainer, settings: Record<string, unknown>): void {
  settings.container_type = 'grid';
  settings.grid_outline = '';
  delete settings.flex_gap;
  delete settings.flex_justify_content;
  delete settings.flex_align_items;
  settings.grid_auto_flow = 'row';
  const track = (v: string | undefined) => (v ? { unit: 'custom', size: v, sizes: [] } : undefined);
  emitResponsive(ctx, node, settings, 'grid_columns_grid', ['grid-template-columns'], (g) => track(keywordOf(g('grid-template-columns'))), { force: true });
  emitResponsive(ctx, node, settings, 'grid_rows_grid', ['grid-template-rows'], (g) => track(keywordOf(g('grid-template-rows'))), { force: true });
  emitResponsive(ctx, node, settings, 'grid_gaps', ['column-gap', 'row-gap'], (g) => {
    const column = String(num(g('column-gap')));
    const row = String(num(g('row-gap')));
    return { unit: 'px', column, row, isLinked: column === row };
  });
}
