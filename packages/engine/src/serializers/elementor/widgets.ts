import { PADDING } from '../../ir/styles.ts';
import type { IRButton, IRDivider, IREmbed, IRHeading, IRIcon, IRIconList, IRImage, IRList, IRNode, IRText, IRVideo } from '../../ir/types.ts';
import { emitDecoration, emitPlacement, emitUnexpressed, gradientSettings, type ElementorElement } from './common.ts';
import { drawableGradient } from './paint-layer.ts';
import { keywordOf, round } from '../../ir/values.ts';
import { elementorFaClass } from './fa-names.ts';
import { emitLineMargins } from './button-line.ts';
import { guardShortcodes, guardTexturize } from '../texturize.ts';
import {
  alignOf, borderStyleOf, colorOf, emitOnce, emitResponsive, emitTypography, mergeBox, num, radiusOf, shadowOf, slider, sliderOf, urlControl,
  type Getter, type SerializeContext, type Settings, type Slider,
} from './controls.ts';
import { emitPictureFrame, insideFrame, isFramed } from './picture-frame.ts';
import { ksesSafeHtml } from './kses-css.ts';
import { listItemTags } from './list-items.ts';
import { escapeAttr, escapeHtml } from '../../ir/build-support.ts';

function widget(ctx: SerializeContext, node: IRNode, widgetType: string, settings: Settings, options: { decorate?: boolean } = {}): ElementorElement {
  emitPlacement(ctx, node, settings, true);
  if (options.decorate !== false) emitDecoration(ctx, node, settings, '_');
  if (widgetType !== 'html') emitUnexpressed(ctx, node, settings);
  if (ctx.counting !== false) {
    if (widgetType === 'html') ctx.counts.fallbacks++;
    else ctx.counts.nativeWidgets++;
  }
  return { id: ctx.newId(), elType: 'widget', widgetType, isInner: false, settings, elements: [] };
}

/** Text colour, alignment, typography and text shadow, shared by heading and text-editor. */
function emitText(ctx: SerializeContext, node: IRNode, settings: Settings, colorKey: string): void {
  emitResponsive(ctx, node, settings, 'align', ['text-align'], (g) => alignOf(g('text-align')) ?? 'left');
  emitOnce(ctx, node, settings, colorKey, ['color'], (g) => colorOf(g('color')) ?? '#000000');
  emitTypography(ctx, node, settings);
  const ts = node.style.base['text-shadow'];
  if (ts?.type === 'shadow') {
    settings.text_shadow_text_shadow_type = 'yes';
    settings.text_shadow_text_shadow = { horizontal: ts.x, vertical: ts.y, blur: ts.blur, color: shadowOf(ts)?.color };
  }
}

export function toElementorHeading(ctx: SerializeContext, node: IRHeading): ElementorElement {
  const safe = ksesSafeHtml(node.html);
  if (!safe.kept) {
    // The title goes through kses (see kses-css.ts), which would strip a look such as gradient
    // text: the text editor prints it unfiltered, still inside the heading element.
    ctx.notes('heading with inline styles a heading title loses', node, 'approximated');
    return toElementorText(ctx, { ...node, kind: 'text' }, `h${node.level}`);
  }
  const settings: Settings = { title: guardShortcodes(safe.html), header_size: `h${node.level}` };
  if (node.link) settings.link = urlControl(node.link);
  emitText(ctx, node, settings, 'title_color');
  const hover = colorOf(node.hover?.color);
  if (hover) settings.title_hover_color = hover;
  return widget(ctx, node, 'heading', settings);
}

/**
 * A heading element inside a text editor takes the widget's typography and colour, not the
 * theme's heading styles.
 */
const INHERITED_HEADING = 'margin:0;padding:0;font:inherit;color:inherit;letter-spacing:inherit;word-spacing:inherit;text-transform:inherit;text-decoration:inherit;text-align:inherit;text-wrap:inherit';

/** Paragraph margins come from the theme: the wrapper pins them to zero. `block` is `p`, or `h1`…`h6` for a heading. */
export function toElementorText(ctx: SerializeContext, node: IRText, block = 'p'): ElementorElement {
  // A whole-widget link takes its colours from the link controls, so the hover colour can apply.
  const target = node.link?.newTab ? ' target="_blank" rel="noopener"' : '';
  const html = node.link ? `<a href="${node.link.href}"${target} style="text-decoration:inherit">${node.html}</a>` : node.html;
  const style = block === 'p' ? 'margin:0' : INHERITED_HEADING;
  // WordPress texturizes the editor's text on output; references keep the source characters.
  const settings: Settings = { editor: guardTexturize(`<${block} style="${style}">${html}</${block}>`) };
  emitText(ctx, node, settings, 'text_color');
  if (node.link) {
    settings.link_color = settings.text_color;
    const hover = colorOf(node.hover?.color);
    if (hover) settings.link_hover_color = hover;
  }
  return widget(ctx, node, 'text-editor', settings);
}

export function toElementorList(ctx: SerializeContext, node: IRList): ElementorElement {
  const tag = node.ordered ? 'ol' : 'ul';
  const li = listItemTags(ctx, node);
  const items = node.itemsHtml.map((html, k) => `${k ? li.rest : li.first}${html}</li>`).join('');
  const settings: Settings = {
    editor: guardTexturize(`<${tag} style="margin:0;padding:0;list-style-type:${node.listStyle}">${items}</${tag}>`),
  };
  emitText(ctx, node, settings, 'text_color');
  return widget(ctx, node, 'text-editor', settings);
}

export function toElementorImage(ctx: SerializeContext, node: IRImage): ElementorElement {
  const settings: Settings = {
    image: { url: node.src, id: '', size: '', alt: node.alt },
    image_size: 'full',
  };
  emitResponsive(ctx, node, settings, 'align', ['image-align'], (g) => (g('image-align')?.type === 'keyword' ? (g('image-align') as { value: string }).value : 'left'));
  // Elementor's link around the picture is inline-block: a percentage width there is a percentage of
  // the picture itself (its natural size), so a linked picture gets its source width in px.
  const linked = Boolean(node.link);
  // A framed picture's outer border is the widget's box: the <img> is what that border holds.
  const framed = isFramed(node);
  const inside = (size: Slider | undefined, g: Getter, axis: 0 | 1) => (framed ? insideFrame(size, g, axis) : size);
  emitResponsive(ctx, node, settings, 'width', ['image-width', 'picture-width'], (g) => inside(sliderOf(g('image-width')) ?? (linked ? sliderOf(g('picture-width')) : undefined), g, 1) ?? slider(100, '%'));
  if (node.link) {
    settings.link_to = 'custom';
    settings.link = urlControl(node.link);
  }
  emitResponsive(ctx, node, settings, 'height', ['image-height', 'object-fit'], (g) => (g('object-fit') ? inside(sliderOf(g('image-height')), g, 0) : undefined));
  emitResponsive(ctx, node, settings, 'object-fit', ['object-fit'], (g) => (g('object-fit')?.type === 'keyword' ? (g('object-fit') as { value: string }).value : undefined));
  emitResponsive(ctx, node, settings, 'object-position', ['object-position', 'object-fit'], (g) => (keywordOf(g('object-fit')) !== 'fill' ? keywordOf(g('object-position')) : undefined));
  const base = node.style.base;
  if (framed) emitPictureFrame(ctx, node, settings);
  else if (base['border-style']) {
    settings.image_border_border = borderStyleOf(base['border-style']);
    emitResponsive(ctx, node, settings, 'image_border_width', ['border-top-width'], (g) => mergeBox(num(g('border-top-width')), num(g('border-right-width')), num(g('border-bottom-width')), num(g('border-left-width'))));
    settings.image_border_color = colorOf(base['border-color']) ?? '';
  }
  if (!framed) emitResponsive(ctx, node, settings, 'image_border_radius', ['border-top-left-radius'], (g) => radiusOf(g));
  const shadow = framed ? undefined : shadowOf(base['box-shadow']);
  if (shadow) {
    settings.image_box_shadow_box_shadow_type = 'yes';
    settings.image_box_shadow_box_shadow = shadow;
  }
  if (base.opacity) settings.opacity = slider(num(base.opacity), 'px');
  return widget(ctx, node, 'image', settings, { decorate: false });
}

/**
 * Button: `align: justify` makes Elementor's anchor fill the widget, whose width is the
 * source box; padding goes to `text_padding` (the anchor), not the wrapper.
 */
/**
 * The label, with a ligature icon in its own font beside it. Elementor prints the text through
 * wp_kses_post, whose style filter keeps every declaration written here (see kses-css.ts).
 */
export function buttonLabel(node: IRButton): string {
  const f = node.fontIcon;
  if (!f) return guardShortcodes(node.text);
  const css = [
    `font-family:"${f.family}"`, `font-size:${f.size}em`, `font-weight:${f.weight}`, 'font-style:normal', 'line-height:1', 'letter-spacing:normal',
    'text-transform:none', 'white-space:nowrap', 'direction:ltr', 'display:inline-block', `vertical-align:${f.verticalAlign}`,
    ...(f.gap && node.text ? [`margin-${f.after ? 'left' : 'right'}:${f.gap}px`] : []),
  ].join(';');
  const icon = `<i style="${escapeAttr(css)}" aria-hidden="true">${escapeHtml(f.text)}</i>`;
  const label = guardShortcodes(escapeHtml(node.text));
  return f.after ? `${label}${icon}` : `${icon}${label}`;
}

export function toElementorButton(ctx: SerializeContext, node: IRButton): ElementorElement {
  const settings: Settings = {
    text: buttonLabel(node),
    link: node.link ? urlControl(node.link) : { url: '', is_external: '', nofollow: '', custom_attributes: '' },
    align: 'justify',
  };
  if (node.icon) {
    settings.selected_icon = { value: elementorFaClass(node.icon.iconClass), library: node.icon.library };
    settings.icon_align = node.icon.after ? 'row-reverse' : 'row';
    // Elementor's `icon_indent` is the gap of the content row; without a measure, a space's width.
    settings.icon_indent = slider(node.icon.gap ?? Math.round(num(node.style.base['font-size']) * 0.25));
  }
  emitResponsive(ctx, node, settings, 'content_align', ['text-align'], (g) => {
    const a = alignOf(g('text-align'));
    return a === 'left' ? 'start' : a === 'right' ? 'end' : 'center';
  });
  emitOnce(ctx, node, settings, 'button_text_color', ['color'], (g) => colorOf(g('color')) ?? '#000000');
  emitTypography(ctx, node, settings);
  const base = node.style.base;
  // Gradient buttons (a gradient background, often over no colour) keep their gradient.
  const gradient = drawableGradient(base['background-image']);
  if (gradient) Object.assign(settings, gradientSettings('background', gradient));
  else {
    settings.background_background = 'classic';
    emitOnce(ctx, node, settings, 'background_color', ['background-color'], (g) => colorOf(g('background-color')) ?? '#00000000');
  }
  if (base['border-style']) {
    settings.border_border = borderStyleOf(base['border-style']);
    emitResponsive(ctx, node, settings, 'border_width', ['border-top-width'], (g) => mergeBox(num(g('border-top-width')), num(g('border-right-width')), num(g('border-bottom-width')), num(g('border-left-width'))));
    settings.border_color = colorOf(base['border-color']) ?? '';
  }
  emitResponsive(ctx, node, settings, 'border_radius', ['border-top-left-radius'], (g) => radiusOf(g) ?? mergeBox(0, 0, 0, 0));
  emitResponsive(ctx, node, settings, 'text_padding', PADDING, (g) => mergeBox(...(PADDING.map((p) => num(g(p))) as [number, number, number, number])));
  const shadow = shadowOf(base['box-shadow']);
  if (shadow) {
    settings.button_box_shadow_box_shadow_type = 'yes';
    settings.button_box_shadow_box_shadow = shadow;
  }
  if (node.hover) {
    const c = colorOf(node.hover.color);
    if (c) settings.hover_color = c;
    const bg = colorOf(node.hover['background-color']);
    if (bg) {
      settings.button_background_hover_background = 'classic';
      settings.button_background_hover_color = bg;
    }
    const bc = colorOf(node.hover['border-color']);
    if (bc) settings.button_hover_border_color = bc;
  }
  // Padding is on the anchor; the wrapper must not add it again.
  const element = widget(ctx, node, 'button', settings, { decorate: false });
  for (const key of Object.keys(element.settings)) if (key.startsWith('_padding')) element.settings[key] = mergeBox(0, 0, 0, 0);
  emitLineMargins(ctx, node, element.settings);
  return element;
}

/**
 * Elementor's icon widget draws its icon as an inline-block sitting on a line of the site's
 * body text, so the widget is the icon plus the text's descent (7 px on a default Twenty
 * Twenty-Five site), never shorter than one line, and every row holding an icon grows. An icon
 * list item is a flex row exactly as tall as its icon, so an icon is written as a one-item icon
 * list without text (still a native, editable icon).
 */
export function toElementorIcon(ctx: SerializeContext, node: IRIcon): ElementorElement {
  const settings: Settings = {
    view: 'traditional',
    icon_list: [{
      _id: ctx.newId(),
      text: '',
      selected_icon: { value: elementorFaClass(node.iconClass), library: node.library },
      link: node.link ? urlControl(node.link) : { url: '', is_external: '', nofollow: '', custom_attributes: '' },
    }],
    icon_align: 'start',
    space_between: slider(0),
    text_indent: slider(0),
    icon_self_vertical_align: 'center',
  };
  emitResponsive(ctx, node, settings, 'icon_size', ['font-size'], (g) => sliderOf(g('font-size')));
  emitOnce(ctx, node, settings, 'icon_color', ['color'], (g) => colorOf(g('color')));
  return widget(ctx, node, 'icon-list', settings, { decorate: false });
}

export function toElementorVideo(ctx: SerializeContext, node: IRVideo): ElementorElement {
  const settings: Settings = { video_type: node.provider };
  if (node.provider === 'youtube') settings.youtube_url = node.url;
  else if (node.provider === 'vimeo') settings.vimeo_url = node.url;
  else {
    settings.insert_url = 'yes';
    settings.external_url = { url: node.url, is_external: '', nofollow: '', custom_attributes: '' };
  }
  return widget(ctx, node, 'video', settings, { decorate: false });
}

export function toElementorDivider(ctx: SerializeContext, node: IRDivider): ElementorElement {
  const base = node.style.base;
  const weight = Math.max(1, num(base['border-top-width']) + num(base['border-bottom-width']));
  const settings: Settings = {
    style: base['border-style']?.type === 'keyword' && ['solid', 'double', 'dotted', 'dashed'].includes(base['border-style'].value) ? base['border-style'].value : 'solid',
    weight: slider(weight),
    color: colorOf(base['border-color']) ?? colorOf(base['background-color']) ?? '#000000',
    width: slider(100, '%'),
    gap: slider(0),
  };
  return widget(ctx, node, 'divider', settings, { decorate: false });
}

export function toElementorHtml(ctx: SerializeContext, node: IREmbed): ElementorElement {
  return widget(ctx, node, 'html', { html: node.html }, { decorate: false });
}

/**
 * Icon rows as Elementor's icon list: one text style, icon size and spacing for all items.
 * Elementor puts a quarter of the icon size to the icon's right before the text's own indent.
 */
export function toElementorIconList(ctx: SerializeContext, node: IRIconList): ElementorElement {
  const settings: Settings = {
    view: 'traditional',
    icon_list: node.items.map((item) => ({
      _id: ctx.newId(),
      text: guardShortcodes(item.html),
      selected_icon: { value: elementorFaClass(item.icon.iconClass), library: item.icon.library },
      link: { url: '', is_external: '', nofollow: '', custom_attributes: '' },
    })),
    icon_align: 'start',
  };
  emitResponsive(ctx, node, settings, 'space_between', ['item-gap'], (g) => sliderOf(g('item-gap')) ?? slider(0));
  emitResponsive(ctx, node, settings, 'icon_size', ['icon-size'], (g) => sliderOf(g('icon-size')));
  emitOnce(ctx, node, settings, 'text_indent', ['icon-gap', 'icon-size'], (g) => slider(Math.max(0, round(num(g('icon-gap')) - num(g('icon-size')) * 0.25))));
  emitResponsive(ctx, node, settings, 'icon_self_vertical_align', ['icon-align'], (g) => (g('icon-align')?.type === 'keyword' ? (g('icon-align') as { value: string }).value : 'center'));
  emitOnce(ctx, node, settings, 'icon_color', ['icon-color'], (g) => colorOf(g('icon-color')));
  emitOnce(ctx, node, settings, 'text_color', ['color'], (g) => colorOf(g('color')) ?? '#000000');
  emitTypography(ctx, node, settings, 'icon_typography');
  return widget(ctx, node, 'icon-list', settings);
}
