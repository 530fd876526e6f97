import { createRequire } from 'node:module';

/**
 * Font Awesome icons as inline SVG. A Webflow site has no icon font, so an `<i class="fas …">`
 * would paste as nothing; the icon's own drawing from Font Awesome Free's SVG packages (one
 * small module per icon, loaded on demand) draws the same glyph in the text colour, 1 em tall.
 */
const require = createRequire(import.meta.url);
const PACKS: Record<string, string> = {
  'fa-solid': '@fortawesome/free-solid-svg-icons',
  'fa-regular': '@fortawesome/free-regular-svg-icons',
  'fa-brands': '@fortawesome/free-brands-svg-icons',
};

type IconDefinition = { icon: [number, number, unknown, string, string | string[]] };
const cache = new Map<string, string | undefined>();

/** `fas fa-cart-shopping` → `faCartShopping`. */
function exportName(iconClass: string): string | undefined {
  const name = /\bfa-([a-z0-9-]+)\s*$/.exec(iconClass)?.[1];
  if (!name) return undefined;
  return `fa${name.split('-').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('')}`;
}

function load(pack: string, name: string): IconDefinition | undefined {
  if (!/^fa[A-Z0-9][A-Za-z0-9]*$/.test(name)) return undefined;
  try {
    return (require(`${pack}/${name}`) as { definition?: IconDefinition }).definition;
  } catch {
    return undefined;
  }
}

/** The icon as an `<svg>` 1 em tall in `currentColor`, or undefined when Font Awesome Free has no such icon. */
export function faSvg(library: string, iconClass: string): string | undefined {
  const key = `${library}|${iconClass}`;
  if (cache.has(key)) return cache.get(key);
  const name = exportName(iconClass);
  // Pro-only styles fall back to the free solid drawing of the same icon.
  const def = name ? (load(PACKS[library] ?? PACKS['fa-solid'], name) ?? load(PACKS['fa-solid'], name)) : undefined;
  let svg: string | undefined;
  if (def) {
    const [w, h, , , path] = def.icon;
    const d = Array.isArray(path) ? path : [path];
    const width = Math.round((w / h) * 1000) / 1000;
    svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" fill="currentColor" aria-hidden="true" style="display:block;height:1em;width:${width}em">${d.map((p) => `<path d="${p}"/>`).join('')}</svg>`;
  }
  cache.set(key, svg);
  return svg;
}
