import type { IRNode, ResponsiveStyle, StyleMap } from '../../ir/types.ts';
import { hoverDecls, nodeDecls, rawDecls, resetCss, type Decls } from './css.ts';
import { WEBFLOW_VARIANTS, type ClassLook, type VariantKey } from './payload.ts';

/**
 * Which Webflow variant each IR breakpoint lands in, by its max width: base (`main`) for the
 * widest, then `medium` (≤ 991), `small` (≤ 767), `tiny` (≤ 479). Custom breakpoints map to
 * the Webflow range that holds them; Webflow's own ranges are fixed.
 */
export function variantKeys(bps: string[], widths: Record<string, number>): VariantKey[] {
  return bps.map((bp, i) => {
    if (i === 0) return 'main';
    const w = widths[bp] ?? 0;
    if (w <= 479) return 'tiny';
    if (w <= 767) return 'small';
    return 'medium';
  });
}

/** The IR style as it applies at each breakpoint (base plus the overrides down to it). */
export function effectiveMaps(style: ResponsiveStyle, bps: string[]): StyleMap[] {
  const out: StyleMap[] = [];
  let current: StyleMap = { ...style.base };
  bps.forEach((bp, i) => {
    if (i > 0) current = { ...current, ...(style.overrides[bp] ?? {}) };
    out.push(current);
  });
  return out;
}

/**
 * Full CSS per breakpoint → Webflow's desktop-first class: the base in `main`, and each
 * narrower variant only with what differs from what cascades down to it (a property the
 * narrower breakpoint no longer has is reset explicitly).
 */
export function cascade(perBp: Decls[], keys: VariantKey[]): ClassLook {
  const look: ClassLook = { main: { ...perBp[0] } };
  const effective: Decls = { ...perBp[0] };
  for (let i = 1; i < perBp.length; i++) {
    const key = keys[i];
    if (key === 'main') continue;
    const diff: Decls = { ...(look[key] ?? {}) };
    const current = perBp[i];
    for (const [p, v] of Object.entries(current)) if (effective[p] !== v) diff[p] = v;
    for (const p of Object.keys(effective)) if (!(p in current) && effective[p] !== resetCss(p)) diff[p] = resetCss(p);
    Object.assign(effective, diff);
    for (const p of Object.keys(effective)) if (!(p in current)) delete effective[p];
    if (Object.keys(diff).length) look[key] = diff;
  }
  return look;
}

/** A node's class look: per-breakpoint CSS (hidden breakpoints as `display: none`), raw desktop extras, hover. */
export function nodeLook(node: IRNode, bps: string[], keys: VariantKey[]): ClassLook {
  const maps = effectiveMaps(node.style, bps);
  const extras = node.kind === 'embed' ? {} : rawDecls(node.unexpressed);
  const perBp = maps.map((m, i) => ({ ...nodeDecls(node, m, node.hiddenAt.includes(bps[i])), ...(i === 0 ? extras : {}) }));
  // The raw extras are desktop values; narrower breakpoints inherit them unless they differ.
  for (let i = 1; i < perBp.length; i++) for (const [p, v] of Object.entries(extras)) if (!(p in perBp[i])) perBp[i][p] = v;
  const look = cascade(perBp, keys);
  if (node.hover && Object.keys(node.hover).length) look.main_hover = hoverDecls(node.hover);
  return look;
}

export const ALL_VARIANT_KEYS: ReadonlyArray<VariantKey> = ['main', ...WEBFLOW_VARIANTS];
