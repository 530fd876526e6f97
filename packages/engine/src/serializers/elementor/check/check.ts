/**
 * Structural checker for Elementor (v3 container + classic widget) clipboard data, against the control
 * catalogue dumped from a real Elementor 4.2.3. It reports what Elementor would reject, drop or ignore:
 * wrong envelope/element shape, unknown keys, responsive suffixes on non-responsive controls, value shapes
 * that do not match the control type, fields whose group toggle (or other condition) is off, Pro-only
 * widgets/keys in Free output.
 */
import { REGISTERED_FREE_WIDGETS, controlsFor, isProOnlyKey, isProWidget, type ControlSpec } from './catalogue.ts';
import { type IssueRule, type Issue, type CheckOptions, type Obj, ELEMENT_KEYS, ID_RE, isObj, show, isEmptyValue, type Ctx, add, type Resolved, resolveKey } from './check-shared.ts';
import { checkValue } from './check-values.ts';

export { isEmptyValue, isValidColor } from './check-shared.ts';
export type { CheckOptions, Issue, IssueRule } from './check-shared.ts';

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

