import { readableSourceClass, sanitizeClassName } from '../../passes/extract-classes.ts';
import type { BricksElement } from './elements.ts';
import type { BricksGlobalClass } from './index.ts';

/**
 * Repeated style sets → Bricks global classes (formats/bricks.md §5): elements of the same kind
 * (layout or not) whose look (typography, paint, border, padding, flow: every style setting but
 * placement) is identical share one class, referenced by id in `_cssGlobalClasses`; a look used
 * once stays on its element. Placement measured per element (margins, width, self-alignment,
 * order, offsets) and `_cssCustom` (its `%root%` is the element) stay on the element. Names follow the extract-classes pass's
 * rule (`readableSourceClass`), else the element (`heading`, `block`), made unique with `-2`, `-3`…
 */
const LAYOUT = new Set(['section', 'container', 'block', 'div']);
const PLACEMENT = new Set([
  '_margin',
  '_width',
  '_heightMin',
  '_alignSelf',
  '_order',
  '_position',
  '_top',
  '_left',
  '_zIndex',
  '_flexGrow',
  '_flexShrink',
  '_flexBasis',
  '_display',
]);

function isStyleKey(key: string): boolean {
  return key.startsWith('_') && key !== '_cssCustom' && key !== '_cssGlobalClasses' && !PLACEMENT.has(key.split(':')[0]);
}

function styleOf(el: BricksElement): Record<string, unknown> {
  return Object.fromEntries(Object.entries(el.settings).filter(([k]) => isStyleKey(k)));
}

export function extractGlobalClasses(content: BricksElement[], sourceOf: Map<BricksElement, string>, newId: () => string): BricksGlobalClass[] {
  const groups = new Map<string, BricksElement[]>();
  for (const el of content) {
    const style = styleOf(el);
    if (!Object.keys(style).length) continue;
    const key = `${LAYOUT.has(el.name)}|${JSON.stringify(
      Object.keys(style)
        .sort()
        .map((k) => [k, style[k]]),
    )}`;
    const group = groups.get(key);
    if (group) group.push(el);
    else groups.set(key, [el]);
  }
  const taken = new Set<string>();
  const classes: BricksGlobalClass[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const base = readableSourceClass(sourceOf.get(group[0])) ?? sanitizeClassName(group[0].name);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    const cls: BricksGlobalClass = { id: newId(), name: `pl-${name}`, settings: styleOf(group[0]) };
    classes.push(cls);
    for (const el of group) {
      for (const key of Object.keys(el.settings)) if (isStyleKey(key)) delete el.settings[key];
      el.settings._cssGlobalClasses = [cls.id];
    }
  }
  return classes;
}
