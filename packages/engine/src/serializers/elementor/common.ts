import { BORDER_WIDTH, MARGINS, PADDING, RADIUS } from '../../ir/styles.ts';
import type { IRNode } from '../../ir/types.ts';
import type { GradientValue } from '../../ir/values.ts';
import { backgroundImageSettings, parseBackgroundLayers } from './background.ts';
import {
  borderStyleOf, boxOf, colorOf, emitOnce, emitResponsive, keywordOf, num, radiusOf, shadowOf, slider, sliderOf, type SerializeContext, type Settings,
} from './controls.ts';

export interface ElementorElement {
  id: string;
  elType: 'container' | 'widget';
  widgetType?: string;
  isInner: boolean;
  settings: Settings;
  elements: ElementorElement[];
}

/**
 * What the controls cannot say: Pro writes it as the element's custom CSS (`selector` is
 * Elementor's placeholder for the element); Free drops it and the report names each feature.
 */
export function emitUnexpressed(ctx: SerializeContext, node: IRNode, settings: Settings): void {
  if (!node.unexpressed?.length) return;
  if (ctx.customCss) {
    settings.custom_css = `selector {\n  ${node.unexpressed.join(';\n  ')};\n}`;
    return;
  }
  for (const decl of node.unexpressed) ctx.notes(decl.split(':')[0], node, 'dropped');
}

/** `hide_<device>` switchers for breakpoints where the source does not render the node. */
export function emitVisibility(ctx: SerializeContext, node: IRNode, settings: Settings): void {
  node.hiddenAt.forEach((bp) => {
    const i = ctx.breakpoints.indexOf(bp);
    if (i > 0 && !ctx.responsive) return;
    const device = i === 0 ? 'desktop' : ctx.breakpoints[i];
    settings[`hide_${device}`] = `hidden-${device}`;
  });
}

/**
 * Whether the node's style sets `prop` at any breakpoint, the base included (asked for a few
 * optional groups of every element). Not ir/responsive.ts's overridesAnyOf, which asks the other
 * way round: one device's overrides, without the base, for any of several properties.
 */
function setOnAnyDevice(node: IRNode, prop: string): boolean {
  if (node.style.base[prop] !== undefined) return true;
  for (const bp in node.style.overrides) if (node.style.overrides[bp][prop] !== undefined) return true;
  return false;
}

/**
 * Position, size and spacing of any element. Containers and widgets name the same controls
 * differently (`margin` vs `_margin`, `position` vs `_position`), hence `widget`.
 */
export function emitPlacement(ctx: SerializeContext, node: IRNode, settings: Settings, widget: boolean): void {
  const u = widget ? '_' : '';
  emitResponsive(ctx, node, settings, `${u}margin`, MARGINS, (g) => boxOf(g, 'margin'));
  emitResponsive(ctx, node, settings, `${u}padding`, PADDING, (g) => boxOf(g, 'padding'));
  if (widget) {
    emitResponsive(ctx, node, settings, '_element_width', ['width'], (g) => (g('width')?.type === 'keyword' ? 'auto' : g('width') ? 'initial' : undefined));
    emitResponsive(ctx, node, settings, '_element_custom_width', ['width'], (g) => sliderOf(g('width')), { always: true });
  }
  emitResponsive(ctx, node, settings, '_flex_align_self', ['align-self'], (g) => keywordOf(g('align-self')));
  // `none` keeps natural-width boxes from shrinking; `grow` lets a background layer fill its parent.
  emitResponsive(ctx, node, settings, '_flex_size', ['flex-size'], (g) => keywordOf(g('flex-size')));
  // A child of a grid container sits on explicit lines (`start / span n`).
  for (const [css, key] of [['grid-column', 'grid_column'], ['grid-row', 'grid_row']] as const) {
    if (!setOnAnyDevice(node, css)) continue;
    emitResponsive(ctx, node, settings, `${u}${key}`, [css], (g) => (g(css) ? 'custom' : ''));
    emitResponsive(ctx, node, settings, `${u}${key}_custom`, [css], (g) => keywordOf(g(css)) ?? '');
  }
  if (setOnAnyDevice(node, 'flex-order')) {
    settings._flex_order = 'custom';
    emitResponsive(ctx, node, settings, '_flex_order_custom', ['flex-order'], (g) => (g('flex-order') ? num(g('flex-order')) : 0));
  }
  emitResponsive(ctx, node, settings, `${widget ? '_position' : 'position'}`, ['position'], (g) => {
    const p = keywordOf(g('position'));
    return p === 'absolute' || p === 'fixed' ? p : p === 'static' ? '' : undefined;
  });
  if (setOnAnyDevice(node, 'position')) {
    settings._offset_orientation_h = 'start';
    settings._offset_orientation_v = 'start';
    emitResponsive(ctx, node, settings, '_offset_x', ['left'], (g) => (g('left') ? slider(num(g('left'))) : undefined));
    emitResponsive(ctx, node, settings, '_offset_y', ['top'], (g) => (g('top') ? slider(num(g('top'))) : undefined));
  }
  emitResponsive(ctx, node, settings, widget ? '_z_index' : 'z_index', ['z-index'], (g) => (g('z-index')?.type === 'unit' ? num(g('z-index')) : undefined));
  emitVisibility(ctx, node, settings);
}

/** Background, border, radius and shadow groups with their toggles. `prefix` is '' or '_'. */
export function emitDecoration(ctx: SerializeContext, node: IRNode, settings: Settings, prefix: string): void {
  const base = node.style.base;
  if (setOnAnyDevice(node, 'background-color') || setOnAnyDevice(node, 'background-image')) {
    const layers = parseBackgroundLayers(base);
    if (layers.gradient && !layers.image) {
      Object.assign(settings, gradientSettings(`${prefix}background`, layers.gradient));
    } else {
      settings[`${prefix}background_background`] = 'classic';
      emitOnce(ctx, node, settings, `${prefix}background_color`, ['background-color'], (g) => colorOf(g('background-color')) ?? '');
      if (layers.image) {
        Object.assign(settings, backgroundImageSettings(layers.image, base, `${prefix}background`));
        if (base['background-attachment']) settings[`${prefix}background_attachment`] = 'fixed';
        if (layers.gradient) ctx.notes('gradient over a background image', node);
      }
    }
  }
  if (setOnAnyDevice(node, 'border-style')) {
    settings[`${prefix}border_border`] = borderStyleOf(base['border-style']);
    emitResponsive(ctx, node, settings, `${prefix}border_width`, BORDER_WIDTH, (g) => boxOf(g, 'border'));
    settings[`${prefix}border_color`] = colorOf(base['border-color']) ?? '';
  }
  emitResponsive(ctx, node, settings, `${prefix}border_radius`, RADIUS, (g) => radiusOf(g));
  const shadow = shadowOf(base['box-shadow']);
  if (shadow) {
    settings[`${prefix}box_shadow_box_shadow_type`] = 'yes';
    settings[`${prefix}box_shadow_box_shadow`] = shadow;
    const s = base['box-shadow'];
    const inset = (s?.type === 'layers' ? s.value[0] : s)?.type === 'shadow' && ((s?.type === 'layers' ? s.value[0] : s) as { inset: boolean }).inset;
    settings[`${prefix}box_shadow_box_shadow_position`] = inset ? 'inset' : ' ';
  }
}

/** A background group in gradient mode (`<group>_background: gradient` …) from the end stops Elementor draws. */
export function gradientSettings(group: string, g: GradientValue): Settings {
  const a = g.stops[0];
  const b = g.stops[g.stops.length - 1];
  return {
    [`${group}_background`]: 'gradient',
    [`${group}_color`]: colorOf(a.color),
    [`${group}_color_stop`]: slider(a.position, '%'),
    [`${group}_color_b`]: colorOf(b.color),
    [`${group}_color_b_stop`]: slider(b.position, '%'),
    [`${group}_gradient_type`]: g.kind,
    ...(g.kind === 'linear' ? { [`${group}_gradient_angle`]: slider(g.angle, 'deg') } : { [`${group}_gradient_position`]: 'center center' }),
  };
}
