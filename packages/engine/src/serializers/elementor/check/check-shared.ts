/** The checker's issue types, context, key resolution and value helpers, shared by check.ts and check-values.ts. */
import { ACTIVE_DEVICES, INACTIVE_DEVICES, type ControlSpec } from './catalogue.ts';

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

export type Obj = Record<string, unknown>;

export const ELEMENT_KEYS = new Set([
  'id', 'elType', 'isInner', 'settings', 'elements', 'widgetType',
  // written by Elementor itself in some flows; harmless
  'isLocked', 'htmlCache', 'defaultEditSettings', 'editSettings',
]);
export const ID_RE = /^[0-9a-f]{7}$/;
export const NUMERIC_RE = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
export const HEX_RE = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const FUNC_COLOR_RE = /^(rgba?|hsla?)\(\s*[-0-9.%\s,/deg]+\)$/i;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isNumeric(v: unknown): boolean {
  return (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && NUMERIC_RE.test(v.trim()));
}

export function show(v: unknown): string {
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

export interface Ctx {
  issues: Issue[];
  opts: CheckOptions;
  ids: Map<string, string>;
}

export function add(ctx: Ctx, path: string, rule: IssueRule, message: string, severity: Issue['severity'] = 'error'): void {
  ctx.issues.push({ path, rule, message, severity });
}

/** Check a clipboard envelope `{type:'elementor', siteurl, elements}`. */

export interface Resolved {
  base: string;
  spec: ControlSpec;
  device: string | null;
}

export const ALL_DEVICES = [...ACTIVE_DEVICES, ...INACTIVE_DEVICES].sort((a, b) => b.length - a.length);

/** Map a settings key to its control: exact name, or `<responsive control>_<device>`. */
export function resolveKey(key: string, controls: Record<string, ControlSpec>): Resolved | { error: IssueRule; message: string } | null {
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
