/**
 * WordPress swaps emoji in a page's text for Twemoji `<img class="emoji">` pictures (wp-emoji.js) wherever the
 * browser lacks a colour-emoji font, while the source page shows the character in its own font. wp-emoji skips
 * every node inside an element of class `wp-exclude-emoji`, so an export that holds emoji carries that class on
 * its root elements and its text stays text.
 */
import type { ElementorElement } from './common.ts';

/** Pictographs and flag letters: what Twemoji replaces (less ©, ®, ™, which WordPress leaves as text anyway). */
const EMOJI = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
/**
 * Every emoji is at or above U+00A9 (astral ones as surrogates): a string below it throughout, as
 * nearly every key and value is, is cleared by this plain class without the Unicode-property scan.
 */
const MAYBE_EMOJI = /[^\0-\u00a8]/;

export const EXCLUDE_EMOJI_CLASS = 'wp-exclude-emoji';

/** Whether any setting of the elements (titles, editor HTML, button labels …) holds an emoji. */
export function holdsEmoji(elements: ElementorElement[]): boolean {
  return anyEmoji(elements, new Set());
}

/**
 * Every string of the value (keys too), as JSON.stringify would write them, stopping at the first emoji: the
 * pattern matches one character, so testing the strings one by one finds what testing their JSON finds, without
 * building the ~300 kB JSON of a large page and scanning all of it (2-7 ms of CPU per export on the largest corpus pages, measured).
 * `cleanKeys`: keys already tested. Every element repeats the same few hundred control names (some 15 000
 * keys on a mid-size page), so each name is tested once, not once per element.
 */
function anyEmoji(value: unknown, cleanKeys: Set<string>): boolean {
  if (typeof value === 'string') return hasEmoji(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (anyEmoji(item, cleanKeys)) return true;
    return false;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    // JSON.stringify leaves these keys out.
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    if (!cleanKeys.has(key)) {
      if (hasEmoji(key)) return true;
      cleanKeys.add(key);
    }
    if (anyEmoji(item, cleanKeys)) return true;
  }
  return false;
}

function hasEmoji(text: string): boolean {
  return MAYBE_EMOJI.test(text) && EMOJI.test(text);
}

/** Adds `wp-exclude-emoji` to each root (containers' `css_classes`, widgets' `_css_classes`) when the export holds emoji. */
export function keepEmojiAsText(roots: ElementorElement[]): void {
  if (!holdsEmoji(roots)) return;
  for (const root of roots) {
    const key = root.elType === 'widget' ? '_css_classes' : 'css_classes';
    const classes = String(root.settings[key] ?? '').split(/\s+/).filter(Boolean);
    if (!classes.includes(EXCLUDE_EMOJI_CLASS)) root.settings[key] = [...classes, EXCLUDE_EMOJI_CLASS].join(' ');
  }
}
