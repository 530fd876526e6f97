/**
 * An HTML fallback carries its look as an inline style, which cannot follow the builder's
 * breakpoints: a form control sized for the desktop (Pico scales its root font size per
 * width) keeps its desktop height and font on phones and pushes the page down. The parts of
 * the box that change per breakpoint go into a small `<style>` beside the element, one
 * `@media (max-width)` rule per narrower device, `!important` so they win over the inline
 * desktop values.
 */
export type Decls = Record<string, string>;

/** Declarations of `next` that differ from `prev`. */
function changed(prev: Decls, next: Decls): Decls {
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => prev[k] !== v));
}

/**
 * CSS for the per-device overrides of `className`. `perDevice[0]` is the inline (widest) look;
 * each later entry is a narrower device with its max width, or undefined where the element is
 * not shown (the cascade then continues from the last shown device).
 */
export function responsiveFallbackCss(className: string, perDevice: Array<{ maxWidth?: number; decls: Decls } | undefined>): string {
  let effective = perDevice[0]?.decls ?? {};
  const rules: string[] = [];
  for (const device of perDevice.slice(1)) {
    if (!device || device.maxWidth === undefined) continue;
    const diff = changed(effective, device.decls);
    if (!Object.keys(diff).length) continue;
    effective = { ...effective, ...diff };
    const body = Object.entries(diff).map(([k, v]) => `${k}:${v} !important`).join(';');
    rules.push(`@media (max-width:${device.maxWidth}px){.${className}{${body}}}`);
  }
  return rules.join('');
}

/**
 * The `::placeholder` colour of a fallback field, so the target theme's placeholder style does not
 * show through; transparent where the source hides it (Bootstrap's floating labels, which still
 * need the attribute for `:placeholder-shown`).
 */
export function placeholderCss(className: string, color: string): string {
  return `.${className}::placeholder{color:${color};opacity:1}`;
}

/**
 * A `::before`/`::after` box a themed control draws (Pico's switch knob): pseudo-elements cannot
 * be inlined, so the widest look is a plain rule and narrower devices override it.
 */
export function pseudoElementCss(className: string, pseudo: 'before' | 'after', perDevice: Array<{ maxWidth?: number; decls: Decls } | undefined>): string {
  const base = perDevice[0]?.decls;
  if (!base || !Object.keys(base).length) return '';
  const body = Object.entries(base).map(([k, v]) => `${k}:${v}`).join(';');
  return `.${className}::${pseudo}{${body}}${responsiveFallbackCss(`${className}::${pseudo}`, perDevice)}`;
}
