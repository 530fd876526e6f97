import type { WebflowElementNode, WebflowNode, XscpData } from './payload.ts';

/** Parents under which the Designer keeps string (text) nodes. */
const TEXT_PARENTS = new Set(['Heading', 'Paragraph', 'Link', 'Span', 'Strong', 'Emphasized', 'Superscript', 'Subscript', 'ListItem', 'Blockquote', 'Button']);
const VARIANT_KEY = /^(main|medium|small|tiny)(_(hover|active|visited|focus|focus-visible|focus-within))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Structural check of an `@webflow/XscpData` payload against formats/webflow.md: envelope,
 * exactly one root first and nodes depth first, unique uuid ids, every child and class
 * reference resolves, variants only of Webflow's breakpoints (and states), no empty class,
 * string nodes only where Webflow allows text. Returns the problems (empty when valid).
 */
export function checkXscpData(data: unknown): string[] {
  const errors: string[] = [];
  const d = data as XscpData;
  if (d?.type !== '@webflow/XscpData') return ['type is not @webflow/XscpData'];
  const p = d.payload;
  if (!p || !Array.isArray(p.nodes) || !Array.isArray(p.styles) || !Array.isArray(p.assets) || !Array.isArray(p.ix1) || !p.ix2) return ['payload lacks nodes/styles/assets/ix1/ix2'];
  if (!d.meta || typeof d.meta.droppedLinks !== 'number') errors.push('meta counters missing');
  const ids = new Set<string>();
  const nodes = new Map<string, WebflowNode>();
  for (const n of [...p.nodes, ...p.styles]) {
    if (!UUID.test(n._id)) errors.push(`id ${n._id} is not uuid-shaped`);
    if (ids.has(n._id)) errors.push(`duplicate id ${n._id}`);
    ids.add(n._id);
  }
  for (const n of p.nodes) nodes.set(n._id, n);
  const styles = new Map(p.styles.map((s) => [s._id, s]));
  const assets = new Set(p.assets.map((a) => a._id));
  const parentOf = new Map<string, string>();
  for (const n of p.nodes) {
    if ('text' in n && n.text) {
      if (typeof n.v !== 'string' || n.v === '') errors.push(`text node ${n._id} without text`);
      continue;
    }
    const el = n as WebflowElementNode;
    if (!el.type || !el.tag) errors.push(`node ${el._id} lacks type or tag`);
    if (!el.data || !('xattr' in el.data) || !('search' in el.data)) errors.push(`node ${el._id} lacks the data set`);
    for (const c of el.children ?? []) {
      const child = nodes.get(c);
      if (!child) errors.push(`node ${el._id} references missing child ${c}`);
      else if ('text' in child && child.text && !(TEXT_PARENTS.has(el.type) || (el.type === 'Block' && el.data?.text === true))) errors.push(`text node under ${el.type} ${el._id}`);
      if (parentOf.has(c)) errors.push(`node ${c} has two parents`);
      parentOf.set(c, el._id);
    }
    (el.classes ?? []).forEach((cid, k) => {
      const s = styles.get(cid);
      if (!s) errors.push(`node ${el._id} references missing class ${cid}`);
      else if (k === 0 && s.comb === '&') errors.push(`node ${el._id} starts with a combo class`);
      else if (k > 0 && s.comb !== '&') errors.push(`node ${el._id} has a second class that is not a combo`);
    });
    if (el.type === 'Image') {
      const img = el.data.img as { id?: string } | undefined;
      if (img?.id && !assets.has(img.id)) errors.push(`image ${el._id} references missing asset ${img.id}`);
      const attr = el.data.attr as { src?: string; alt?: string } | undefined;
      if (!attr?.src) errors.push(`image ${el._id} without src`);
      if (attr?.alt === '__wf_reserved_inherit') errors.push(`image ${el._id} with reserved alt`);
    }
  }
  const roots = p.nodes.filter((n) => !parentOf.has(n._id));
  if (roots.length !== 1) errors.push(`${roots.length} root nodes`);
  else if (roots[0] !== p.nodes[0]) errors.push('the root is not the first node');
  // Depth first: walking from the root visits the array in order.
  const order: string[] = [];
  const walk = (id: string) => {
    order.push(id);
    const n = nodes.get(id);
    if (n && !('text' in n && n.text)) for (const c of (n as WebflowElementNode).children ?? []) walk(c);
  };
  if (p.nodes[0]) walk(p.nodes[0]._id);
  if (order.length === p.nodes.length && order.some((id, i) => id !== p.nodes[i]._id)) errors.push('nodes are not in depth-first order');
  const names = new Set<string>();
  for (const s of p.styles) {
    if (s.type !== 'class') errors.push(`style ${s._id} is not a class`);
    if (!s.name) errors.push(`style ${s._id} without a name`);
    if (names.has(s.name)) errors.push(`duplicate class name ${s.name}`);
    names.add(s.name);
    const variants = Object.entries(s.variants ?? {});
    if (!s.styleLess.trim() && variants.every(([, v]) => !v.styleLess.trim())) errors.push(`class ${s.name} is empty`);
    for (const [key, v] of variants) {
      if (!VARIANT_KEY.test(key) || key === 'main') errors.push(`class ${s.name} has variant ${key}`);
      if (!v.styleLess.trim()) errors.push(`class ${s.name} has an empty ${key} variant`);
    }
    for (const c of s.children ?? []) if (!styles.has(c)) errors.push(`class ${s.name} lists missing combo ${c}`);
  }
  return errors;
}
