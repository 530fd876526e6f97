/**
 * Structural checker for Elementor (v3 container + classic widget) clipboard data, against the control
 * catalogue dumped from a real Elementor 4.2.3. It reports what Elementor would reject, drop or ignore:
 * wrong envelope/element shape, unknown keys, responsive suffixes on non-responsive controls, value shapes
 * that do not match the control type, fields whose group toggle (or other condition) is off, Pro-only
 * widgets/keys in Free output.
 */
import {
  ACTIVE_DEVICES,
  INACTIVE_DEVICES,
  REGISTERED_FREE_WIDGETS,
  controlsFor,
  isProOnlyKey,
  isProWidget,
  type ControlSpec,
} from './catalogue.ts';

export type IssueRule =
  | 'envelope'
  | 'element-shape'
  | 'id'
  | 'el-type'
  | 'is-inner'
  | 'widget-type'
  | 'unknown-key'
  | 'responsive'
  | 'value-shape'
  | 'option'
  | 'group-toggle'
  | 'condition'
  | 'pro-only'
  | 'media-url';

export interface Issue {
  /** Where, e.g. `elements[0].elements[2].settings.typography_font_size`. */
  path: string;
  message: string;
  rule: IssueRule;
  /**
   * `error`: Elementor rejects, breaks on or misreads the data, or a style the export meant is not applied
   * (e.g. a group field without its toggle). `warning`: valid data that has no effect (a setting hidden by a
   * non-group condition) or may degrade on some targets (SVG media).
   */
  severity: 'error' | 'warning';
}

export interface CheckOptions {
  edition: 'free' | 'pro';
}

type Obj = Record<string, unknown>;

const ELEMENT_KEYS = new Set([
  'id', 'elType', 'isInner', 'settings', 'elements', 'widgetType',
  // written by Elementor itself in some flows; harmless
  'isLocked', 'htmlCache', 'defaultEditSettings', 'editSettings',
]);
const ID_RE = /^[0-9a-f]{7}$/;
const NUMERIC_RE = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const HEX_RE = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNC_COLOR_RE = /^(rgba?|hsla?)\(\s*[-0-9.%\s,/deg]+\)$/i;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isNumeric(v: unknown): boolean {
  return (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && NUMERIC_RE.test(v.trim()));
}

function show(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/** A value that carries nothing (Elementor treats it as unset). */
export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isObj(v)) {
    for (const k of ['size', 'top', 'right', 'bottom', 'left', 'column', 'row', 'url', 'value', 'width', 'height', 'horizontal']) {
      if (k in v && !isEmptyValue(v[k])) return false;
    }
    return true;
  }
  return false;
}

export function isValidColor(v: string): boolean {
  if (v === '') return true;
  const s = v.trim();
  return HEX_RE.test(s) || FUNC_COLOR_RE.test(s) || s === 'transparent';
}

interface Ctx {
  issues: Issue[];
  opts: CheckOptions;
  ids: Map<string, string>;
}

function add(ctx: Ctx, path: string, rule: IssueRule, message: string, severity: Issue['severity'] = 'error'): void {
  ctx.issues.push({ path, rule, message, severity });
}

/** Check a clipboard envelope `{type:'elementor', siteurl, elements}`. */
export function checkElementorData(envelope: unknown, opts: CheckOptions): Issue[] {
  const ctx: Ctx = { issues: [], opts, ids: new Map() };
  if (!isObj(envelope)) {
    add(ctx, '', 'envelope', 'envelope must be a JSON object {type, siteurl, elements}');
    return ctx.issues;
  }
  if (envelope.type !== 'elementor') {
    add(ctx, 'type', 'envelope', `type must be "elementor" (got ${show(envelope.type)}); Paste rejects anything else`);
  }
  if (typeof envelope.siteurl !== 'string' || !/^https?:\/\/[^\s]+$/.test(envelope.siteurl)) {
    add(ctx, 'siteurl', 'envelope', `siteurl must be an http(s) URL string, the source site's REST root (got ${show(envelope.siteurl)})`);
  }
  for (const k of Object.keys(envelope)) {
    if (!['type', 'siteurl', 'elements'].includes(k)) add(ctx, k, 'envelope', `unexpected envelope key "${k}" (Copy writes exactly type, siteurl, elements)`);
  }
  if (!Array.isArray(envelope.elements) || envelope.elements.length === 0) {
    add(ctx, 'elements', 'envelope', 'elements must be a non-empty array; Paste rejects an empty payload');
    return ctx.issues;
  }
  checkElementList(envelope.elements, 'elements', ctx);
  return ctx.issues;
}

/** One line per issue, for test failure messages and logs: `error unknown-key elements[0].settings.x: …`. */
export function formatIssues(issues: Issue[]): string {
  return issues.map((i) => `${i.severity} ${i.rule} ${i.path || '(root)'}: ${i.message}`).join('\n');
}

/** Only the issues that make the output wrong (not the warnings). */
export function errorsOnly(issues: Issue[]): Issue[] {
  return issues.filter((i) => i.severity === 'error');
}

/** Check a bare top-level elements array (what `_elementor_data` stores). */
export function checkElementorElements(elements: unknown, opts: CheckOptions): Issue[] {
  const ctx: Ctx = { issues: [], opts, ids: new Map() };
  if (!Array.isArray(elements)) {
    add(ctx, '', 'envelope', 'elements must be an array');
    return ctx.issues;
  }
  checkElementList(elements, '', ctx);
  return ctx.issues;
}

function checkElementList(elements: unknown[], basePath: string, ctx: Ctx): void {
  elements.forEach((el, i) => {
    const path = `${basePath}[${i}]`;
    if (isObj(el) && el.elType !== 'container') {
      add(ctx, path, 'el-type', `top-level elements must be containers (got ${show(el.elType)}); one kind of top-level element per payload`);
    }
    checkElement(el, path, null, ctx);
  });
}

function checkElement(el: unknown, path: string, parentType: string | null, ctx: Ctx): void {
  if (!isObj(el)) {
    add(ctx, path, 'element-shape', 'element must be an object {id, elType, isInner, settings, elements}');
    return;
  }
  for (const k of Object.keys(el)) {
    if (!ELEMENT_KEYS.has(k)) add(ctx, `${path}.${k}`, 'element-shape', `unexpected element key "${k}"`);
  }

  // id
  if (typeof el.id !== 'string' || !ID_RE.test(el.id)) {
    add(ctx, `${path}.id`, 'id', `id must be 7 lowercase hex characters (got ${show(el.id)})`);
  } else {
    const seen = ctx.ids.get(el.id);
    if (seen !== undefined) add(ctx, `${path}.id`, 'id', `duplicate id "${el.id}" (also at ${seen})`);
    else ctx.ids.set(el.id, path);
  }

  // elType / widgetType
  const elType = el.elType;
  let controls: Record<string, ControlSpec> | undefined;
  let typeLabel = String(elType);
  if (elType === 'container') {
    controls = controlsFor('container');
    if ('widgetType' in el) add(ctx, `${path}.widgetType`, 'element-shape', 'a container must not have widgetType');
  } else if (elType === 'widget') {
    const wt = el.widgetType;
    typeLabel = `widget "${String(wt)}"`;
    if (typeof wt !== 'string' || wt === '') {
      add(ctx, `${path}.widgetType`, 'widget-type', 'a widget needs a widgetType string');
    } else if (isProWidget(wt)) {
      if (ctx.opts.edition === 'free') {
        add(ctx, `${path}.widgetType`, 'pro-only', `"${wt}" is an Elementor Pro widget; a Free site does not register it and the paste breaks`);
      }
    } else if (wt.startsWith('e-')) {
      add(ctx, `${path}.widgetType`, 'widget-type', `"${wt}" is a v4 atomic widget; this output is v3 (containers + classic widgets)`);
    } else if (!REGISTERED_FREE_WIDGETS.has(wt)) {
      add(ctx, `${path}.widgetType`, 'widget-type', `unknown widgetType "${wt}" (not registered by Elementor 4.2.3)`);
    } else {
      controls = controlsFor('widget', wt);
    }
  } else if (elType === 'section' || elType === 'column') {
    add(ctx, `${path}.elType`, 'el-type', `elType "${elType}" is the legacy layout; emit Flexbox containers`);
  } else {
    add(ctx, `${path}.elType`, 'el-type', `elType must be "container" or "widget" (got ${show(elType)})`);
  }

  // isInner
  if (typeof el.isInner !== 'boolean') {
    add(ctx, `${path}.isInner`, 'is-inner', `isInner must be a boolean (got ${show(el.isInner)})`);
  } else if (elType === 'container') {
    const expected = parentType !== null;
    if (el.isInner !== expected) {
      add(ctx, `${path}.isInner`, 'is-inner', expected ? 'a nested container must have isInner: true' : 'a top-level container must have isInner: false');
    }
  } else if (elType === 'widget' && el.isInner !== false) {
    add(ctx, `${path}.isInner`, 'is-inner', 'a widget has isInner: false');
  }

  // settings
  if (!isObj(el.settings)) {
    add(ctx, `${path}.settings`, 'element-shape', `settings must be an object (got ${Array.isArray(el.settings) ? 'an array' : show(el.settings)})`);
  } else if (controls) {
    checkSettings(el.settings, controls, `${path}.settings`, typeLabel, ctx);
  } else if (elType === 'widget' || elType === 'container') {
    // uncatalogued but registered (e.g. a Pro widget on a Pro target): only the Pro-key rule applies
    if (ctx.opts.edition === 'free') {
      for (const k of Object.keys(el.settings)) {
        if (isProOnlyKey(k)) add(ctx, `${path}.settings.${k}`, 'pro-only', `"${k}" is an Elementor Pro setting; Free ignores it`);
      }
    }
  }

  // children
  if (!Array.isArray(el.elements)) {
    add(ctx, `${path}.elements`, 'element-shape', `elements must be an array (got ${show(el.elements)})`);
    return;
  }
  if (elType === 'widget' && el.elements.length > 0) {
    add(ctx, `${path}.elements`, 'element-shape', 'a classic widget has no children (elements must be [])');
  }
  el.elements.forEach((child, i) => {
    checkElement(child, `${path}.elements[${i}]`, typeof elType === 'string' ? elType : 'unknown', ctx);
  });
}

interface Resolved {
  base: string;
  spec: ControlSpec;
  device: string | null;
}

const ALL_DEVICES = [...ACTIVE_DEVICES, ...INACTIVE_DEVICES].sort((a, b) => b.length - a.length);

/** Map a settings key to its control: exact name, or `<responsive control>_<device>`. */
function resolveKey(key: string, controls: Record<string, ControlSpec>): Resolved | { error: IssueRule; message: string } | null {
  const exact = controls[key];
  if (exact) return { base: key, spec: exact, device: null };
  for (const dev of ALL_DEVICES) {
    const suffix = `_${dev}`;
    if (!key.endsWith(suffix)) continue;
    const base = key.slice(0, -suffix.length);
    const spec = controls[base];
    if (!spec) continue;
    if (!spec.responsive) {
      return { error: 'responsive', message: `"${base}" is not a responsive control; "${key}" does nothing` };
    }
    if (INACTIVE_DEVICES.includes(dev)) {
      return { error: 'responsive', message: `device "${dev}" is inactive on a default Elementor site (only ${ACTIVE_DEVICES.join(', ')}); "${key}" produces no CSS` };
    }
    if (Array.isArray(spec.responsive) && !spec.responsive.includes(dev)) {
      return { error: 'responsive', message: `"${base}" is responsive only for ${spec.responsive.join(', ')}; not for ${dev}` };
    }
    return { base, spec, device: dev };
  }
  return null;
}

function checkSettings(settings: Obj, controls: Record<string, ControlSpec>, path: string, typeLabel: string, ctx: Ctx): void {
  for (const [key, value] of Object.entries(settings)) {
    const kpath = `${path}.${key}`;
    if (key === '__globals__' || key === '__dynamic__') {
      if (!isObj(value) && !(Array.isArray(value) && value.length === 0)) {
        add(ctx, kpath, 'value-shape', `${key} must be an object of control name -> reference`);
        continue;
      }
      if (isObj(value)) {
        for (const [gk, gv] of Object.entries(value)) {
          const r = resolveKey(gk, controls);
          if (!r || 'error' in r) add(ctx, `${kpath}.${gk}`, 'unknown-key', `${key} refers to "${gk}", which is not a control of ${typeLabel}`);
          if (key === '__globals__' && gv !== '' && (typeof gv !== 'string' || !gv.startsWith('globals/'))) {
            add(ctx, `${kpath}.${gk}`, 'value-shape', `global reference must look like "globals/colors?id=primary" (got ${show(gv)})`);
          }
        }
      }
      continue;
    }
    if (isProOnlyKey(key)) {
      if (ctx.opts.edition === 'free') add(ctx, kpath, 'pro-only', `"${key}" is an Elementor Pro setting; Free ignores it`);
      continue;
    }
    const r = resolveKey(key, controls);
    if (!r) {
      add(ctx, kpath, 'unknown-key', `"${key}" is not a control of ${typeLabel} in Elementor 4.2.3`);
      continue;
    }
    if ('error' in r) {
      add(ctx, kpath, r.error, r.message);
      continue;
    }
    checkValue(value, r.spec, kpath, key, ctx);
    // a value equal to the control's default changes nothing whether or not its condition holds
    if (!isEmptyValue(value) && !sameAsDefault(value, r)) checkCondition(settings, controls, r, key, kpath, ctx);
  }
}

function sameAsDefault(value: unknown, r: Resolved): boolean {
  const d = r.device ? ((r.spec as unknown as Obj)[`${r.device}Default`] ?? r.spec.default) : r.spec.default;
  return d !== undefined && JSON.stringify(d) === JSON.stringify(value);
}

/** Value of `key` as Elementor sees it for `device` (device value, then larger devices, then default). */
function effectiveValue(settings: Obj, controls: Record<string, ControlSpec>, key: string, device: string | null): unknown {
  const spec = controls[key];
  const chain: string[] = [];
  if (device && spec?.responsive) {
    const order = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'];
    for (let i = order.indexOf(device); i >= 0 && i < order.length; i++) chain.push(`_${order[i]}`);
  }
  chain.push('');
  for (const suffix of chain) {
    const v = settings[key + suffix];
    if (v !== undefined && !isEmptyValue(v)) return v;
  }
  if (device && spec) {
    const devDefault = (spec as unknown as Obj)[`${device}Default`];
    if (devDefault !== undefined) return devDefault;
  }
  return spec?.default ?? '';
}

const COND_RE = /^([a-z_\-0-9]+)(?:\[([a-z_]+)\])?(!?)$/i;

function checkCondition(settings: Obj, controls: Record<string, ControlSpec>, r: Resolved, key: string, kpath: string, ctx: Ctx): void {
  const cond = r.spec.condition;
  if (!cond) return;
  for (const [ckey, cval] of Object.entries(cond)) {
    const m = COND_RE.exec(ckey);
    if (!m) continue;
    const [, pure, sub, neg] = m;
    if (!controls[pure]) continue; // refers to something outside this stack: cannot judge
    const device = r.spec.responsive && controls[pure].responsive ? r.device : null;
    let inst = effectiveValue(settings, controls, pure, device);
    if (sub && isObj(inst)) inst = inst[sub];
    let contains: boolean;
    if (Array.isArray(cval) && cval.length > 0) contains = cval.includes(inst as never);
    else if (Array.isArray(inst) && inst.length > 0) contains = inst.includes(cval as never);
    else contains = inst === cval;
    const visible = neg ? !contains : contains;
    if (visible) continue;
    const toggleKey = r.spec.groupToggle;
    const condKey = device ? `${pure}_${device}` : pure;
    if (toggleKey && pure === toggleKey) {
      const toggle = controls[toggleKey];
      const want = neg
        ? toggle?.returnValue
          ? `"${toggle.returnValue}"`
          : `one of ${show((toggle?.options ?? []).filter((o) => !(Array.isArray(cval) ? cval : [cval]).includes(o)))}`
        : `${Array.isArray(cval) ? `one of ${show(cval)}` : show(cval)}`;
      add(ctx, kpath, 'group-toggle', `"${key}" is ignored: its group toggle "${condKey}" is ${show(inst)}, must be ${want}`);
    } else {
      add(ctx, kpath, 'condition', `"${key}" is ignored: it needs ${pure}${sub ? `[${sub}]` : ''}${neg ? ' not' : ''} ${Array.isArray(cval) ? `in ${show(cval)}` : `= ${show(cval)}`} but "${condKey}" is ${show(inst)}`, 'warning');
    }
  }
}

/** Extensions WordPress' wp_check_filetype() accepts for images by default (SVG needs unfiltered uploads). */
const MEDIA_EXT_RE = /\.(jpe?g|jpe|png|gif|webp|avif|bmp|ico|tiff?|heic|svg)$/i;

/** Paste from another site downloads every media URL; what cannot be downloaded becomes Elementor's placeholder image. */
function checkMediaUrl(url: string, path: string, ctx: Ctx): void {
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

function checkUnit(v: Obj, spec: ControlSpec, path: string, ctx: Ctx): void {
  if (typeof v.unit !== 'string') {
    add(ctx, path, 'value-shape', `missing unit (got ${show(v.unit)})`);
  } else if (spec.units && !spec.units.includes(v.unit)) {
    add(ctx, path, 'value-shape', `unit "${v.unit}" is not offered by this control (${spec.units.join(', ')})`);
  }
}

function checkKeys(v: Obj, required: string[], optional: string[], path: string, what: string, ctx: Ctx): boolean {
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

function checkValue(value: unknown, spec: ControlSpec, path: string, key: string, ctx: Ctx): void {
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
