import type { IRClass, IRContainer, IRDocument, IRNode, ResponsiveStyle, StyleMap } from '../ir/types.ts';
import type { Pass } from './types.ts';

/** Runs last, for builders with shared named classes (`capabilities.classes`). */
export const extractClassesPass: Pass = {
  name: 'extract-classes',
  when: (ctx) => ctx.capabilities.classes,
  run: (doc) => extractClasses(doc),
};

/**
 * Extract classes: nodes whose style (base, per-breakpoint overrides and hover) is identical
 * share one named class, as a designer would write it in a class-based builder (Webflow
 * classes, Bricks global classes). Names come from the source element's classes where one
 * reads like a name (`card`, `hero-title`), else from what the node is (`heading-2`,
 * `section`); they are sanitised to `[a-z0-9-]` and made unique with `-2`, `-3`…
 *
 * A pure function: the input document is not touched; the result has fresh nodes carrying
 * `className` and the table in `classes` (first-use order, depth first). Nodes with no style
 * at all get no class (a builder would reject an empty one).
 */
export function extractClasses(doc: IRDocument): IRDocument {
  const byKey = new Map<string, IRClass>();
  const taken = new Set<string>();
  const classes: IRClass[] = [];
  const copies = new Map<IRNode, IRNode>();

  const classFor = (node: IRNode): string | undefined => {
    if (isEmptyStyle(node.style) && !hasKeys(node.hover)) return undefined;
    const key = styleKey(node.style, node.hover);
    let cls = byKey.get(key);
    if (!cls) {
      const name = uniqueName(preferredName(node), taken);
      cls = { name, style: node.style, ...(hasKeys(node.hover) ? { hover: node.hover } : {}), uses: 0 };
      byKey.set(key, cls);
      classes.push(cls);
    }
    cls.uses++;
    return cls.name;
  };

  const visit = (node: IRNode): IRNode => {
    const seen = copies.get(node);
    if (seen) return seen;
    const className = classFor(node);
    const copy = { ...node } as IRNode;
    if (className) copy.className = className;
    else delete copy.className;
    copies.set(node, copy);
    if (copy.kind === 'container') copy.children = (node as IRContainer).children.map(visit);
    return copy;
  };

  const root = visit(doc.root) as IRContainer;
  const roots = doc.roots?.map((r) => visit(r) as IRContainer);
  return { ...doc, root, ...(roots ? { roots } : {}), classes };
}

/**
 * Class names that say nothing about the element: utility classes (Tailwind, Bootstrap
 * spacing/display/text helpers), state and script hooks.
 */
const UTILITY_PREFIX =
  /^(text|bg|font|leading|tracking|rounded|shadow|border|flex|grid|items|justify|content|self|place|gap|space|w|h|min|max|opacity|z|order|col|row|d|align|float|overflow|top|left|right|bottom|inset|m|p|m[xytrblse]|p[xytrblse]|g[xy]?|fs|fw|lh|ls|ratio|translate|scale|rotate|from|via|to|ring|divide|decoration|underline|object|aspect|list|cursor|select|pointer|transition|duration|ease|delay|animate|is|has|js|sr|not|u)(-|$)/;
const UTILITY_WORD =
  /^(hidden|block|inline|inline-block|inline-flex|inline-grid|flex|grid|table|relative|absolute|fixed|sticky|static|transform|clearfix|visible|invisible|uppercase|lowercase|capitalize|italic|underline|truncate|antialiased|shrink|grow|active|show|fade|collapse|collapsed|open|lazy|lazyloaded|loaded|selected|current|disabled)$/;

/** A readable class name from the source element (`tag.class1.class2#id`), or one for its kind. */
export function preferredName(node: IRNode): string {
  const tag = /^([a-z0-9-]+)/i.exec(node.source ?? '')?.[1]?.toLowerCase() ?? '';
  return readableSourceClass(node.source) ?? (sanitizeClassName(kindName(node, tag)) || 'element');
}

/**
 * The first of the source element's classes (`tag.class1.class2#id`) that reads like a name
 * (`card`, `hero-title`), sanitised; utility, state and numbered classes are skipped. Every
 * class-based serializer names its classes with this one rule.
 */
export function readableSourceClass(source: string | undefined): string | undefined {
  const sourceClasses = (/^[a-z0-9-]+((?:\.[^.#]+)*)/i.exec(source ?? '')?.[1] ?? '').split('.').filter(Boolean);
  for (const raw of sourceClasses) {
    if (/[:[\]/!@]/.test(raw)) continue;
    const name = sanitizeClassName(raw);
    if (name.length >= 3 && !UTILITY_PREFIX.test(name) && !UTILITY_WORD.test(name) && !/-\d+$/.test(name)) return name;
  }
  return undefined;
}

function kindName(node: IRNode, tag: string): string {
  switch (node.kind) {
    case 'container':
      return ['section', 'header', 'footer', 'nav', 'main', 'article', 'aside', 'form', 'figure'].includes(tag) ? tag : 'block';
    case 'heading':
      return `heading-${node.level}`;
    case 'text':
      return tag === 'p' ? 'paragraph' : 'text';
    case 'iconList':
      return 'icon-list';
    default:
      return node.kind;
  }
}

/** `[a-z0-9-]`, lower case, starting with a letter: valid everywhere a class name goes. */
export function sanitizeClassName(raw: string): string {
  const s = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
  return s.slice(0, 60).replace(/-+$/, '');
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
  taken.add(candidate);
  return candidate;
}

function hasKeys(map: StyleMap | undefined): map is StyleMap {
  return Boolean(map && Object.keys(map).some((k) => map[k] !== undefined));
}

function isEmptyStyle(style: ResponsiveStyle): boolean {
  return !hasKeys(style.base) && !Object.values(style.overrides).some(hasKeys);
}

/** A canonical text of style + hover: key order never makes two equal styles differ. */
export function styleKey(style: ResponsiveStyle, hover: StyleMap | undefined): string {
  const overrides: Record<string, StyleMap> = {};
  for (const [bp, map] of Object.entries(style.overrides)) if (hasKeys(map)) overrides[bp] = map;
  return canonical({ base: style.base, overrides, hover: hasKeys(hover) ? hover : {} });
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
}
