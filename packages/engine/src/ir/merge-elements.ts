/**
 * Merge Elements (the export panel's toggle): wrappers that paint nothing and hold one child that
 * fills them are folded into that child. It runs on the build's drafts, before the responsive
 * split, because it needs each breakpoint's full style and the source's paint facts.
 */
import { type Draft, isZero } from './build-support.ts';
import type { IRBuilder } from './build.ts';

/** Merge Elements: a container that paints nothing and holds one child that fills it is replaced by that child. */
export function mergeWrappers(this: IRBuilder, draft: Draft): void {
  const stack: Draft[] = [draft];
  while (stack.length) {
    const d = stack.pop()!;
    d.children = d.children.map((child) => {
      let c = child;
      while (c.ir.kind === 'container' && !c.visual && c.children.length === 1 && this.fillsWrapper(c, c.children[0])) {
        const inner = c.children[0];
        inner.perBp = inner.perBp.map((m, i) => {
          const outer = c.perBp[i];
          if (!m || !outer) return m;
          const merged = Object.assign({}, m);
          // Its place among its siblings too: the explicit order of a reordered line (float-right items).
          for (const key of ['width', 'margin-top', 'margin-left', 'margin-right', 'margin-bottom', 'align-self', 'flex-order']) {
            if (outer[key]) merged[key] = outer[key];
            else delete merged[key];
          }
          // The wrapper's placement wins; its own stacking only if it had any.
          for (const key of ['position', 'left', 'top', 'z-index', 'grid-column', 'grid-row']) if (outer[key]) merged[key] = outer[key];
          if (outer['min-height'] && inner.ir.kind === 'container') merged['min-height'] = outer['min-height'];
          return merged;
        });
        inner.position = c.position;
        c = inner;
      }
      return c;
    });
    stack.push(...d.children);
  }
}

export function fillsWrapper(this: IRBuilder, wrapper: Draft, child: Draft): boolean {
  if (wrapper.ir.link) return false;
  return this.bps.every((_, i) => {
    const w = wrapper.perBp[i];
    const c = child.perBp[i];
    if (!w && !c) return true;
    if (!w || !c || child.position[i]) return false;
    if (w['min-height'] && child.ir.kind !== 'container') return false;
    const width = c.width;
    return isZero(c['margin-top']) && isZero(c['margin-left']) && width?.type === 'unit' && width.unit === '%' && width.value >= 99.9;
  });
}
