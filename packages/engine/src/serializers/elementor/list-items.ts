/** The spacing of a text-editor list's items, as inline styles on its `li`s. */
import { effectiveAt } from '../../ir/responsive.ts';
import type { IRList } from '../../ir/types.ts';
import { round } from '../../ir/values.ts';
import type { SerializeContext } from './controls.ts';

/**
 * The `li` tags of a list whose items stand apart in the source (Pico's `li { margin-bottom: .25rem }`,
 * the IR's `item-gap`): without it the items sit a line height apart and every list pulls the rest of
 * the page up by a few px per item. A text editor holds no per-device CSS, so the gap goes in `em`
 * when it follows the font size at every device (a rem margin scaled with the root font does), and in
 * the first device's px otherwise. Lists without a gap keep plain `li` tags.
 */
export function listItemTags(ctx: SerializeContext, node: IRList): { first: string; rest: string } {
  const plain = { first: '<li>', rest: '<li>' };
  const shown = ctx.breakpoints.map((_, i) => i).filter((i) => (i === 0 || ctx.responsive) && !node.hiddenAt.includes(ctx.breakpoints[i]));
  const at = shown.map((i) => ({ gap: unitAt(node, ctx.breakpoints, i, 'item-gap') ?? 0, size: unitAt(node, ctx.breakpoints, i, 'font-size') }));
  if (!at.length || at.every((a) => a.gap <= 0)) return plain;
  const em = at[0].size ? at[0].gap / at[0].size : undefined;
  const followsFont = em !== undefined && at.every((a) => a.size !== undefined && Math.abs(em * a.size - a.gap) < 0.1);
  const gap = followsFont ? `${round(em, 4)}em` : `${round(at[0].gap)}px`;
  return { first: '<li style="margin:0">', rest: `<li style="margin:${gap} 0 0">` };
}

function unitAt(node: IRList, names: string[], i: number, prop: string): number | undefined {
  const v = effectiveAt(node.style, names, i, prop);
  return v?.type === 'unit' && v.unit === 'px' ? v.value : undefined;
}
