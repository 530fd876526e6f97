/**
 * Inline SVG icons that are drawings of a Font Awesome Free glyph.
 *
 * Elementor's icon widget takes an SVG only as an uploaded media file (`library: "svg"` with a
 * URL the paste must download), so an inline `<svg>` is otherwise kept as an HTML fallback. The
 * most common icon sets on the web (Heroicons v1 solid, the Tailwind UI / Flowbite social
 * icons) ship exact path data; where that data is one of the drawings below, the icon becomes
 * a native icon widget with the Font Awesome glyph of the same meaning. Names are Font Awesome 5
 * Free names, the set Elementor's icon library (and its inline-SVG icon renderer) knows.
 */
export interface FaGlyph {
  iconClass: string;
  library: 'fa-solid' | 'fa-regular' | 'fa-brands';
  /** The drawing has several colours; the glyph draws the same shape in one (the text colour). */
  multicolour?: true;
}

const solid = (name: string): FaGlyph => ({ iconClass: `fas fa-${name}`, library: 'fa-solid' });
const brand = (name: string): FaGlyph => ({ iconClass: `fab fa-${name}`, library: 'fa-brands' });

/** `viewBox|path data` (whitespace-normalised) → glyph. */
const KNOWN: Record<string, FaGlyph> = {
  // Heroicons v1, solid, 20 × 20
  '0 0 20 20|M16.707 5.293a1 1 0 010 1.414l-8 8a1 1 0 01-1.414 0l-4-4a1 1 0 011.414-1.414L8 12.586l7.293-7.293a1 1 0 011.414 0z': solid('check'),
  '0 0 20 20|M10 18a8 8 0 100-16 8 8 0 000 16zm3.707-9.293a1 1 0 00-1.414-1.414L9 10.586 7.707 9.293a1 1 0 00-1.414 1.414l2 2a1 1 0 001.414 0l4-4z': solid('check-circle'),
  '0 0 20 20|M4.293 4.293a1 1 0 011.414 0L10 8.586l4.293-4.293a1 1 0 111.414 1.414L11.414 10l4.293 4.293a1 1 0 01-1.414 1.414L10 11.414l-4.293 4.293a1 1 0 01-1.414-1.414L8.586 10 4.293 5.707a1 1 0 010-1.414z': solid('times'),
  '0 0 20 20|M3 5a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 10a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 15a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1z': solid('bars'),
  '0 0 20 20|M12.293 5.293a1 1 0 011.414 0l4 4a1 1 0 010 1.414l-4 4a1 1 0 01-1.414-1.414L14.586 11H3a1 1 0 110-2h11.586l-2.293-2.293a1 1 0 010-1.414z': solid('arrow-right'),
  '0 0 20 20|M7.293 14.707a1 1 0 010-1.414L10.586 10 7.293 6.707a1 1 0 011.414-1.414l4 4a1 1 0 010 1.414l-4 4a1 1 0 01-1.414 0z': solid('chevron-right'),
  '0 0 20 20|M5.293 7.293a1 1 0 011.414 0L10 10.586l3.293-3.293a1 1 0 111.414 1.414l-4 4a1 1 0 01-1.414 0l-4-4a1 1 0 010-1.414z': solid('chevron-down'),
  '0 0 20 20|M2 5a2 2 0 012-2h12a2 2 0 012 2v2a2 2 0 01-2 2H4a2 2 0 01-2-2V5zm14 1a1 1 0 11-2 0 1 1 0 012 0zM2 13a2 2 0 012-2h12a2 2 0 012 2v2a2 2 0 01-2 2H4a2 2 0 01-2-2v-2zm14 1a1 1 0 11-2 0 1 1 0 012 0z': solid('server'),
  '0 0 20 20|M9 6a3 3 0 11-6 0 3 3 0 016 0zM17 6a3 3 0 11-6 0 3 3 0 016 0zM12.93 17c.046-.327.07-.66.07-1a6.97 6.97 0 00-1.5-4.33A5 5 0 0119 16v1h-6.07zM6 11a5 5 0 015 5v1H1v-1a5 5 0 015-5z': solid('users'),
  '0 0 20 20|M10 18a8 8 0 100-16 8 8 0 000 16zM4.332 8.027a6.012 6.012 0 011.912-2.706C6.512 5.73 6.974 6 7.5 6A1.5 1.5 0 019 7.5V8a2 2 0 004 0 2 2 0 011.523-1.943A5.977 5.977 0 0116 10c0 .34-.028.675-.083 1H15a2 2 0 00-2 2v2.197A5.973 5.973 0 0110 16v-2a2 2 0 00-2-2 2 2 0 01-2-2 2 2 0 00-1.668-1.973z': solid('globe-americas'),
  '0 0 20 20|M3 1a1 1 0 000 2h1.22l.305 1.222a.997.997 0 00.01.042l1.358 5.43-.893.892C3.74 11.846 4.632 14 6.414 14H15a1 1 0 000-2H6.414l1-1H14a1 1 0 00.894-.553l3-6A1 1 0 0017 3H6.28l-.31-1.243A1 1 0 005 1H3zM16 16.5a1.5 1.5 0 11-3 0 1.5 1.5 0 013 0zM6.5 18a1.5 1.5 0 100-3 1.5 1.5 0 000 3z': solid('shopping-cart'),
  // The plain three-bar menu icon of many Tailwind templates
  '0 0 20 20|M0 3h20v2H0V3zm0 6h20v2H0V9zm0 6h20v2H0v-2z': solid('bars'),
  // The Figma logo as the brand kit (and Wikimedia) ships it: five coloured shapes, 200 × 300
  '0 0 200 300|M50 300c27.6 0 50-22.4 50-50v-50H50c-27.6 0-50 22.4-50 50s22.4 50 50 50zM0 150c0-27.6 22.4-50 50-50h50v100H50c-27.6 0-50-22.4-50-50zM0 50C0 22.4 22.4 0 50 0h50v100H50C22.4 100 0 77.6 0 50zM100 0h50c27.6 0 50 22.4 50 50s-22.4 50-50 50h-50V0zM200 150c0 27.6-22.4 50-50 50s-50-22.4-50-50 22.4-50 50-50 50 22.4 50 50z': { ...brand('figma'), multicolour: true },
  // Tailwind UI / Flowbite social icons, 24 × 24
  '0 0 24 24|M22 12c0-5.523-4.477-10-10-10S2 6.477 2 12c0 4.991 3.657 9.128 8.438 9.878v-6.987h-2.54V12h2.54V9.797c0-2.506 1.492-3.89 3.777-3.89 1.094 0 2.238.195 2.238.195v2.46h-1.26c-1.243 0-1.63.771-1.63 1.562V12h2.773l-.443 2.89h-2.33v6.988C18.343 21.128 22 16.991 22 12z': brand('facebook'),
  '0 0 24 24|M8.29 20.251c7.547 0 11.675-6.253 11.675-11.675 0-.178 0-.355-.012-.53A8.348 8.348 0 0022 5.92a8.19 8.19 0 01-2.357.646 4.118 4.118 0 001.804-2.27 8.224 8.224 0 01-2.605.996 4.107 4.107 0 00-6.993 3.743 11.65 11.65 0 01-8.457-4.287 4.106 4.106 0 001.27 5.477A4.072 4.072 0 012.8 9.713v.052a4.105 4.105 0 003.292 4.022 4.095 4.095 0 01-1.853.07 4.108 4.108 0 003.834 2.85A8.233 8.233 0 012 18.407a11.616 11.616 0 006.29 1.84': brand('twitter'),
};

/** Path data compared by shape only: whitespace runs collapsed, ends trimmed. */
export function normalizePathData(d: string): string {
  return d.replace(/\s+/g, ' ').trim();
}

/**
 * The glyph an SVG draws, from its viewBox and the `d` of its paths, or undefined. Only
 * SVGs made of paths qualify: anything else (text, images, gradients) is a picture.
 */
export function faGlyphForSvg(viewBox: string | undefined, paths: string[]): FaGlyph | undefined {
  if (!viewBox || paths.length === 0) return undefined;
  const key = `${normalizePathData(viewBox)}|${paths.map(normalizePathData).join('')}`;
  return KNOWN[key] ?? KNOWN_PREFIXES.find(([prefix]) => key.startsWith(prefix) && key.length < prefix.length + 2000)?.[1];
}

/**
 * Long brand drawings (Instagram, GitHub, Dribbble) are keyed by a prefix long enough to be
 * unique: their full data is several hundred characters.
 */
const KNOWN_PREFIXES: Array<[string, FaGlyph]> = [
  ['0 0 24 24|M12.315 2c2.43 0 2.784.013 3.808.06 1.064.049 1.791.218 2.427.465a4.902 4.902 0 011.772 1.153', brand('instagram')],
  ['0 0 24 24|M12 2C6.477 2 2 6.484 2 12.017c0 4.425 2.865 8.18 6.839 9.504.5.092.682-.217.682-.483 0-.237-.008-.868-.013-1.703', brand('github')],
  ['0 0 24 24|M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10c5.51 0 10-4.48 10-10S17.51 2 12 2zm6.605 4.61a8.502 8.502 0 011.93 5.314', brand('dribbble')],
  // Font Awesome's own drawings pasted inline (without FA's data-icon attributes)
  ['0 0 496 512|M165.9 397.4c0 2-2.3 3.6-5.2 3.6-3.3.3-5.6-1.3-5.6-3.6 0-2 2.3-3.6 5.2-3.6 3-.3 5.6 1.3 5.6 3.6z', brand('github')],
];

/**
 * Elements an icon SVG may contain besides its paths: grouping, metadata, and a `<style>` sheet
 * (logos exported from design tools colour their paths through classes).
 */
const ICON_PARTS = new Set(['path', 'g', 'title', 'desc', 'style']);

interface SvgLike {
  tag: string;
  kind: 'element' | 'text';
  attrs: Record<string, string>;
  children: SvgLike[];
}

/** The `d` of every path of an SVG in document order, or undefined if it holds anything but paths and groups. */
export function svgPaths(svg: SvgLike): string[] | undefined {
  const out: string[] = [];
  const visit = (n: SvgLike): boolean => {
    for (const c of n.children) {
      if (c.kind === 'text') continue;
      if (!ICON_PARTS.has(c.tag)) return false;
      if (c.tag === 'path' && c.attrs.d) out.push(c.attrs.d);
      if (!visit(c)) return false;
    }
    return true;
  };
  return visit(svg) ? out : undefined;
}
