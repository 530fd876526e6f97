/**
 * Structural check of a Breakdance clipboard payload against ../shared/formats/breakdance.md:
 * envelope, integer ids, known element types, design property paths, responsive values keyed
 * by breakpoint id, unit objects `{number, unit, style}` and custom CSS per breakpoint.
 */
import { BREAKPOINT_ID_LIST } from './values.ts';

export interface BreakdanceIssue { path: string; message: string }

export const BREAKDANCE_ELEMENTS = new Set(['Section', 'Div', 'Heading', 'Text', 'Image2', 'Button', 'Icon', 'BasicList', 'Video'].map((n) => `EssentialElements\\${n}`));

/** Design/content/settings paths the serializer may write (`*` = a breakpoint id level). */
const KNOWN_PATHS = [
  'design.typography.color.*', 'design.typography.text_align.*',
  ...['fontFamily', 'fontSize', 'fontWeight', 'advanced.lineHeight', 'advanced.letterSpacing', 'advanced.wordSpacing', 'advanced.textTransform', 'advanced.fontStyle', 'advanced.decoration']
    .map((k) => `design.typography.typography.custom.customTypography.${k}.*`),
  'design.spacing.margin_top.*', 'design.spacing.margin_bottom.*', 'design.spacing.padding.*', 'design.size.width.*', 'design.size.width',
  'design.image.width.*', 'design.image.height.*', 'design.image.object_fit', 'design.container.width.*', 'design.container.min_height.*',
  'design.container.padding.*', 'design.background.color', 'design.layout_v2.layout', 'design.list.style_type',
  'settings.advanced.tag', 'settings.advanced.css.*',
  'content.content.text', 'content.content.tags', 'content.content.link', 'content.content.list_type', 'content.content.items', 'content.content.icon',
  'content.image', 'content.link', 'content.video',
];
const UNIT_KEYS = /fontSize|lineHeight|letterSpacing|wordSpacing|margin_top|margin_bottom|width|height|min_height/;
const TAGS = new Set(['div', 'p', 'span', 'header', 'footer', 'article', 'main', 'aside', 'nav', 'section', 'a']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function matches(path: string[]): string | undefined {
  const dotted = path.map((p) => (BREAKPOINT_ID_LIST.includes(p) ? '*' : p)).join('.');
  return KNOWN_PATHS.find((k) => dotted === k || dotted.startsWith(`${k}.`));
}

export function isUnitObject(v: unknown): boolean {
  return isObject(v) && Object.keys(v).sort().join() === 'number,style,unit' && typeof v.style === 'string' && v.style !== '' && typeof v.unit === 'string'
    && (typeof v.number === 'number' || (v.unit === 'custom' && typeof v.number === 'string'));
}

function checkProperties(props: Record<string, unknown>, path: string, out: BreakdanceIssue[]): void {
  const walk = (v: unknown, keys: string[]) => {
    const known = matches(keys);
    if (!known) {
      const last = keys[keys.length - 1];
      if (last.startsWith('breakpoint_')) out.push({ path: `${path}.${keys.join('.')}`, message: 'unknown breakpoint id' });
      else if (isObject(v) && Object.keys(v).length && keys.length < 8) for (const [k, x] of Object.entries(v)) walk(x, [...keys, k]);
      else out.push({ path: `${path}.${keys.join('.')}`, message: 'unknown property path' });
      return;
    }
    const p = `${path}.${keys.join('.')}`;
    const last = keys[keys.length - 1];
    if (!known.endsWith('*')) {
      if (known === 'settings.advanced.tag' && !TAGS.has(v as string)) out.push({ path: p, message: `unknown tag ${v}` });
      return;
    }
    // A responsive control: `{breakpoint_id: value}` at the control's own level.
    if (!BREAKPOINT_ID_LIST.includes(last)) {
      if (!isObject(v)) return void out.push({ path: p, message: 'responsive value must be keyed by breakpoint' });
      for (const [bp, x] of Object.entries(v)) {
        if (!BREAKPOINT_ID_LIST.includes(bp)) out.push({ path: `${p}.${bp}`, message: 'unknown breakpoint id' });
        else walk(x, [...keys, bp]);
      }
      return;
    }
    if (known === 'settings.advanced.css.*') {
      if (typeof v !== 'string' || !v.includes('%%SELECTOR%%')) out.push({ path: p, message: 'custom CSS must use %%SELECTOR%%' });
    } else if (/padding/.test(known)) {
      if (!isObject(v) || !['top', 'right', 'bottom', 'left'].every((s) => isUnitObject(v[s]))) out.push({ path: p, message: 'padding needs four unit objects' });
    } else if (UNIT_KEYS.test(known)) {
      if (!isUnitObject(v)) out.push({ path: p, message: `not a unit object: ${JSON.stringify(v)}` });
    } else if (typeof v !== 'string' || !v) out.push({ path: p, message: 'must be a non-empty string' });
  };
  for (const [k, v] of Object.entries(props)) walk(v, [k]);
}

export function checkBreakdanceClipboard(data: unknown): BreakdanceIssue[] {
  const out: BreakdanceIssue[] = [];
  if (!isObject(data) || !('element' in data)) return [{ path: '', message: 'must be {element: …}' }];
  const extra = Object.keys(data).filter((k) => k !== 'element');
  if (extra.length) out.push({ path: '', message: `unexpected envelope keys ${extra.join(', ')}` });
  const roots = Array.isArray(data.element) ? data.element : [data.element];
  const ids = new Set<number>();
  const visit = (node: unknown, path: string) => {
    if (!isObject(node)) return void out.push({ path, message: 'node must be an object' });
    if (!Number.isInteger(node.id)) out.push({ path: `${path}.id`, message: 'id must be an integer' });
    else if (ids.has(node.id as number)) out.push({ path: `${path}.id`, message: 'duplicate id' });
    ids.add(node.id as number);
    const d = node.data;
    if (!isObject(d) || typeof d.type !== 'string') return void out.push({ path: `${path}.data`, message: 'needs data.type' });
    if (!BREAKDANCE_ELEMENTS.has(d.type)) out.push({ path: `${path}.data.type`, message: `unknown element ${d.type}` });
    if (d.properties !== null && !isObject(d.properties)) out.push({ path: `${path}.data.properties`, message: 'must be an object or null' });
    else if (d.properties) checkProperties(d.properties, `${path}.properties`, out);
    if (!Array.isArray(node.children)) return void out.push({ path: `${path}.children`, message: 'children must be an array' });
    if (node.children.length && !/Section|Div/.test(d.type)) out.push({ path, message: `${d.type} cannot hold children` });
    node.children.forEach((c, i) => visit(c, `${path}.children[${i}]`));
  };
  roots.forEach((r, i) => visit(r, `element${Array.isArray(data.element) ? `[${i}]` : ''}`));
  roots.forEach((r, i) => {
    if (isObject(r) && isObject(r.data) && r.data.type !== 'EssentialElements\\Section') out.push({ path: `element[${i}]`, message: 'top level must be a Section' });
  });
  return out;
}
