/** Value shapes per control type (slider, dimensions, gaps, colour, media, …) and media URLs. */
import { type ControlSpec } from './catalogue.ts';
import { type Obj, ID_RE, isObj, isNumeric, show, isValidColor, type Ctx, add, resolveKey } from './check-shared.ts';
/** Extensions WordPress' wp_check_filetype() accepts for images by default (SVG needs unfiltered uploads). */
export const MEDIA_EXT_RE = /\.(jpe?g|jpe|png|gif|webp|avif|bmp|ico|tiff?|heic|svg)$/i;

/** Paste from another site downloads every media URL; what cannot be downloaded becomes Elementor's placeholder image. */
export function checkMediaUrl(url: string, path: string, ctx: Ctx): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return void add(ctx, path, 'media-url', `media url must be absolute (got ${show(url)}); the paste import cannot download it`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    return void add(ctx, path, 'media-url', `media url must be http(s) (got ${u.protocol}); a ${u.protocol} image becomes the placeholder on paste`);
  }
  if (!MEDIA_EXT_RE.test(u.pathname)) {
    add(ctx, path, 'media-url', `media url path must end in an image file extension (got ${show(u.pathname)}); WordPress rejects the download and the paste shows the placeholder`);
  } else if (/\.svg$/i.test(u.pathname)) {
    add(ctx, path, 'media-url', 'SVG media is imported only where "unfiltered uploads" are enabled; elsewhere the paste shows the placeholder', 'warning');
  }
}

export function checkUnit(v: Obj, spec: ControlSpec, path: string, ctx: Ctx): void {
  if (typeof v.unit !== 'string') {
    add(ctx, path, 'value-shape', `missing unit (got ${show(v.unit)})`);
  } else if (spec.units && !spec.units.includes(v.unit)) {
    add(ctx, path, 'value-shape', `unit "${v.unit}" is not offered by this control (${spec.units.join(', ')})`);
  }
}

export function checkKeys(v: Obj, required: string[], optional: string[], path: string, what: string, ctx: Ctx): boolean {
  let ok = true;
  for (const k of required) {
    if (!(k in v)) {
      add(ctx, path, 'value-shape', `${what} needs "${k}" (shape ${required.join(', ')})`);
      ok = false;
    }
  }
  for (const k of Object.keys(v)) {
    if (!required.includes(k) && !optional.includes(k)) add(ctx, path, 'value-shape', `${what} has unexpected key "${k}"`);
  }
  return ok;
}

export function checkValue(value: unknown, spec: ControlSpec, path: string, key: string, ctx: Ctx): void {
  const t = spec.type;
  switch (t) {
    case 'slider': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `slider value must be {unit, size, sizes} (got ${show(value)})`);
      checkKeys(value, ['unit', 'size', 'sizes'], [], path, 'slider value', ctx);
      checkUnit(value, spec, path, ctx);
      if ('size' in value && value.size !== '' && value.unit !== 'custom' && !isNumeric(value.size)) {
        add(ctx, path, 'value-shape', `slider size must be a number (or "" for none) unless unit is "custom" (got ${show(value.size)})`);
      }
      if (value.unit === 'custom' && 'size' in value && typeof value.size !== 'string' && !isNumeric(value.size)) {
        add(ctx, path, 'value-shape', `custom slider size must be a CSS string (got ${show(value.size)})`);
      }
      if ('sizes' in value && !Array.isArray(value.sizes)) add(ctx, path, 'value-shape', 'slider "sizes" must be an array');
      return;
    }
    case 'dimensions': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `dimensions value must be {unit, top, right, bottom, left, isLinked} (got ${show(value)})`);
      checkKeys(value, ['unit', 'top', 'right', 'bottom', 'left', 'isLinked'], [], path, 'dimensions value', ctx);
      checkUnit(value, spec, path, ctx);
      for (const side of ['top', 'right', 'bottom', 'left']) {
        if (!(side in value)) continue;
        const s = value[side];
        if (s === '' || s === null || s === undefined) {
          add(ctx, path, 'value-shape', `dimensions side "${side}" is empty; Elementor drops the whole rule (write "0")`);
        } else if (value.unit !== 'custom' && !isNumeric(s)) {
          add(ctx, path, 'value-shape', `dimensions side "${side}" must be numeric (got ${show(s)})`);
        }
      }
      if ('isLinked' in value && typeof value.isLinked !== 'boolean') add(ctx, path, 'value-shape', 'dimensions "isLinked" must be a boolean');
      return;
    }
    case 'gaps': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `gaps value must be {unit, column, row, isLinked} (got ${show(value)})`);
      // `size` is the legacy slider shape; Elementor still reads it when `column` is empty (Control_Gaps BC)
      checkKeys(value, ['unit', 'column', 'row', 'isLinked'], ['size'], path, 'gaps value', ctx);
      checkUnit(value, spec, path, ctx);
      for (const side of ['column', 'row']) {
        if (side in value && (value[side] === '' || (value.unit !== 'custom' && !isNumeric(value[side])))) {
          add(ctx, path, 'value-shape', `gaps "${side}" must be a non-empty number (got ${show(value[side])})`);
        }
      }
      return;
    }
    case 'color': {
      if (typeof value !== 'string' || !isValidColor(value)) {
        add(ctx, path, 'value-shape', `colour must be "#rrggbb", "#rrggbbaa", "rgba(...)" or "" (got ${show(value)}); globals go in __globals__`);
      }
      return;
    }
    case 'media': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `media value must be {url, id} (got ${show(value)})`);
      checkKeys(value, ['url', 'id'], ['size', 'alt', 'source'], path, 'media value', ctx);
      if ('url' in value && typeof value.url !== 'string') add(ctx, path, 'value-shape', 'media "url" must be a string');
      else if (typeof value.url === 'string' && value.url !== '') checkMediaUrl(value.url, path, ctx);
      if ('id' in value && value.id !== '' && !isNumeric(value.id)) add(ctx, path, 'value-shape', `media "id" must be an attachment id or "" (got ${show(value.id)})`);
      return;
    }
    case 'url': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `url value must be {url, is_external, nofollow} (got ${show(value)})`);
      checkKeys(value, ['url', 'is_external', 'nofollow'], ['custom_attributes'], path, 'url value', ctx);
      if ('url' in value && typeof value.url !== 'string') add(ctx, path, 'value-shape', 'url "url" must be a string');
      for (const k of ['is_external', 'nofollow']) {
        const f = value[k];
        if (k in value && f !== '' && f !== 'on' && typeof f !== 'boolean') add(ctx, path, 'value-shape', `url "${k}" must be "on" or "" (got ${show(f)})`);
      }
      if ('custom_attributes' in value && typeof value.custom_attributes !== 'string') add(ctx, path, 'value-shape', 'url "custom_attributes" must be a string');
      return;
    }
    case 'icons': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `icons value must be {value, library} (got ${show(value)})`);
      checkKeys(value, ['value', 'library'], [], path, 'icons value', ctx);
      if (value.library === 'svg') {
        if (!isObj(value.value) || typeof value.value.url !== 'string') add(ctx, path, 'value-shape', 'svg icon value must be {url, id}');
      } else if ('value' in value && typeof value.value !== 'string') {
        add(ctx, path, 'value-shape', `icon value must be a class string like "fas fa-star" (got ${show(value.value)})`);
      }
      return;
    }
    case 'box_shadow':
    case 'text_shadow': {
      const fields = t === 'box_shadow' ? ['horizontal', 'vertical', 'blur', 'spread', 'color'] : ['horizontal', 'vertical', 'blur', 'color'];
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `${t} value must be {${fields.join(', ')}} (got ${show(value)})`);
      checkKeys(value, fields, [], path, `${t} value`, ctx);
      for (const f of fields) {
        if (f === 'color') {
          if (typeof value.color !== 'string' || !isValidColor(value.color)) add(ctx, path, 'value-shape', `${t} color must be a colour string (got ${show(value.color)})`);
        } else if (f in value && !isNumeric(value[f])) {
          add(ctx, path, 'value-shape', `${t} "${f}" must be a number in px (got ${show(value[f])})`);
        }
      }
      return;
    }
    case 'image_dimensions': {
      if (!isObj(value)) return void add(ctx, path, 'value-shape', `image_dimensions value must be {width, height} (got ${show(value)})`);
      checkKeys(value, ['width', 'height'], [], path, 'image_dimensions value', ctx);
      return;
    }
    case 'select':
    case 'choose':
    case 'visual_choice': {
      if (typeof value === 'number') value = String(value);
      if (typeof value !== 'string') return void add(ctx, path, 'value-shape', `${t} value must be a string (got ${show(value)})`);
      if (value !== '' && spec.options && !spec.options.includes(value) && !(spec.aliases ?? []).includes(value)) {
        add(ctx, path, 'option', `"${value}" is not an option of "${key}" (${[...spec.options, ...(spec.aliases ?? [])].map((o) => JSON.stringify(o)).join(', ')})`);
      }
      return;
    }
    case 'select2': {
      const vals = Array.isArray(value) ? value : [value];
      for (const v of vals) {
        if (typeof v !== 'string') add(ctx, path, 'value-shape', `select2 value must be a string or string[] (got ${show(value)})`);
        else if (v !== '' && spec.options && !spec.options.includes(v)) add(ctx, path, 'option', `"${v}" is not an option of "${key}"`);
      }
      return;
    }
    case 'switcher':
    case 'popover_toggle': {
      const on = spec.returnValue ?? 'yes';
      if (value !== '' && value !== on) add(ctx, path, 'value-shape', `${t} value must be "${on}" or "" (got ${show(value)})`);
      return;
    }
    case 'number': {
      if (value !== '' && !isNumeric(value)) add(ctx, path, 'value-shape', `number value must be numeric (got ${show(value)})`);
      return;
    }
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'code':
    case 'font':
    case 'animation':
    case 'exit_animation':
    case 'hover_animation':
    case 'date_time': {
      if (typeof value !== 'string') add(ctx, path, 'value-shape', `${t} value must be a string (got ${show(value)})`);
      return;
    }
    case 'gallery': {
      if (!Array.isArray(value)) return void add(ctx, path, 'value-shape', 'gallery value must be an array of {id, url}');
      value.forEach((img, i) => {
        if (!isObj(img) || typeof img.url !== 'string') add(ctx, `${path}[${i}]`, 'value-shape', 'gallery item must be {id, url}');
      });
      return;
    }
    case 'repeater': {
      if (!Array.isArray(value)) return void add(ctx, path, 'value-shape', 'repeater value must be an array of row objects');
      const rowIds = new Set<string>();
      value.forEach((row, i) => {
        const rpath = `${path}[${i}]`;
        if (!isObj(row)) return void add(ctx, rpath, 'value-shape', 'repeater row must be an object');
        if (typeof row._id !== 'string' || !ID_RE.test(row._id)) add(ctx, `${rpath}._id`, 'id', `repeater row needs an _id of 7 lowercase hex characters (got ${show(row._id)})`);
        else if (rowIds.has(row._id)) add(ctx, `${rpath}._id`, 'id', `duplicate repeater row _id "${row._id}"`);
        else rowIds.add(row._id);
        if (!spec.fields) return;
        for (const [fk, fv] of Object.entries(row)) {
          if (fk === '_id' || fk === '__globals__' || fk === '__dynamic__') continue;
          const r = resolveKey(fk, spec.fields);
          if (!r) add(ctx, `${rpath}.${fk}`, 'unknown-key', `"${fk}" is not a field of repeater "${key}"`);
          else if ('error' in r) add(ctx, `${rpath}.${fk}`, r.error, r.message);
          else checkValue(fv, r.spec, `${rpath}.${fk}`, fk, ctx);
        }
      });
      return;
    }
    default:
      return; // hidden and rarely used types: any value
  }
}

