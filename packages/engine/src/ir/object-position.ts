/**
 * Where a cropped or letterboxed picture sits in its box (`object-position`), as one of the nine
 * positions builders offer (Elementor's image widget: `top left` … `bottom right`, vertical first).
 * Chromium computes the property to two lengths or percentages, `x y`.
 */

/** Thirds of the box: a position within the middle third reads as centred. */
function third(component: string): 'start' | 'center' | 'end' | undefined {
  const pct = /^(-?[\d.]+)%$/.exec(component);
  if (pct) {
    const v = Number(pct[1]);
    return v < 100 / 3 ? 'start' : v > 200 / 3 ? 'end' : 'center';
  }
  // A length offset is from the start edge; only zero says where the picture sits without its size.
  if (/^0(?:px)?$/.test(component)) return 'start';
  return undefined;
}

/** `"0% 100%"` → `"bottom left"`; undefined for the default centre or an offset that needs the picture's size. */
export function objectPositionKeyword(computed: string | undefined): string | undefined {
  const parts = (computed ?? '').trim().split(/\s+/);
  if (parts.length !== 2) return undefined;
  const [x, y] = parts.map(third);
  if (!x || !y || (x === 'center' && y === 'center')) return undefined;
  const horizontal = { start: 'left', center: 'center', end: 'right' }[x];
  const vertical = { start: 'top', center: 'center', end: 'bottom' }[y];
  return `${vertical} ${horizontal}`;
}

/** The same position as a CSS `background-position` (horizontal first), for a picture drawn as a background. */
export function backgroundPositionOf(keyword: string | undefined): string {
  if (!keyword) return '50% 50%';
  const [vertical, horizontal] = keyword.split(' ');
  const pct = (side: string) => ({ left: '0%', top: '0%', center: '50%', right: '100%', bottom: '100%' })[side] ?? '50%';
  return `${pct(horizontal)} ${pct(vertical)}`;
}
