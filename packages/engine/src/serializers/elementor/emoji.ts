/**
 * WordPress swaps emoji in a page's text for Twemoji `<img class="emoji">` pictures (wp-emoji.js) wherever the
 * browser lacks a colour-emoji font, while the source page shows the character in its own font. wp-emoji skips
 * every node inside an element of class `wp-exclude-emoji`, so an export that holds emoji carries that class on
 * its root elements and its text stays text.
 */
import type { ElementorElement } from './common.ts';

/** Pictographs and flag letters: what Twemoji replaces (less ©, ®, ™, which WordPress leaves as text anyway). */
const EMOJI = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

export const EXCLUDE_EMOJI_CLASS = 'wp-exclude-emoji';

/** Whether any setting of the elements (titles, editor HTML, button labels …) holds an emoji. */
export function holdsEmoji(elements: ElementorElement[]): boolean {
  return EMOJI.test(JSON.stringify(elements));
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
