/**
 * Font Awesome 4 markup (`<i class="fa fa-facebook">`, older templates: AdminLTE 2, Gentelella 1,
 * SB Admin 2) names no style: v4 had one font holding brands and `-o` outline icons beside the
 * solid ones. Font Awesome 5 (what Elementor ships) split them: `fa fa-facebook` is `fab fa-facebook`,
 * `fa fa-envelope-o` is `far fa-envelope`. Written as solid, a brand or outline icon draws nothing.
 * Which style holds a name is read off Font Awesome Free's own icon packages (one module per icon).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PACKS = { solid: '@fortawesome/free-solid-svg-icons', regular: '@fortawesome/free-regular-svg-icons', brands: '@fortawesome/free-brands-svg-icons' };
const known = new Map<string, boolean>();

/** Whether Font Awesome Free has `name` (`google-plus`) in `pack`. */
function has(pack: keyof typeof PACKS, name: string): boolean {
  const key = `${pack}|${name}`;
  let hit = known.get(key);
  if (hit === undefined) {
    const exportName = `fa${name
      .split('-')
      .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
      .join('')}`;
    try {
      require.resolve(`${PACKS[pack]}/${exportName}`);
      hit = true;
    } catch {
      hit = false;
    }
    known.set(key, hit);
  }
  return hit;
}

/** The v5 style and name of a v4 icon name where they are not solid under the same name, else undefined. */
export function fa4Glyph(name: string): { library: 'fa-brands' | 'fa-regular'; name: string } | undefined {
  if (!/^[a-z0-9-]+$/.test(name) || has('solid', name)) return undefined;
  if (has('brands', name)) return { library: 'fa-brands', name };
  const outline = /^(.+)-o$/.exec(name)?.[1];
  if (outline && has('regular', outline)) return { library: 'fa-regular', name: outline };
  return undefined;
}
