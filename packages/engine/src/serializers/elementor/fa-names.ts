/**
 * Elementor 4.2.3 ships Font Awesome 5.15 Free: its icon library (and the inline-SVG icon
 * renderer, which looks icons up by name) knows the v5 names only. Pages built on Font
 * Awesome 6 use the renamed icons below; an unknown name renders nothing, so they are written
 * under their v5 name. Names both versions share need no entry.
 */
const V6_TO_V5: Record<string, string> = {
  'cart-shopping': 'shopping-cart', 'circle-check': 'check-circle', xmark: 'times', 'circle-xmark': 'times-circle',
  'magnifying-glass': 'search', house: 'home', 'location-dot': 'map-marker-alt', 'circle-info': 'info-circle',
  gear: 'cog', gears: 'cogs', 'pen-to-square': 'edit', 'trash-can': 'trash-alt', 'up-right-from-square': 'external-link-alt',
  'arrow-up-right-from-square': 'external-link-alt', 'right-from-bracket': 'sign-out-alt', 'right-to-bracket': 'sign-in-alt',
  'circle-user': 'user-circle', 'earth-americas': 'globe-americas', 'mobile-screen-button': 'mobile-alt', 'screwdriver-wrench': 'tools',
  'face-smile': 'smile', 'star-half-stroke': 'star-half-alt', 'circle-play': 'play-circle', 'calendar-days': 'calendar-alt',
  'user-group': 'user-friends', 'arrows-rotate': 'sync', rotate: 'sync-alt', 'circle-question': 'question-circle',
  'triangle-exclamation': 'exclamation-triangle', 'circle-exclamation': 'exclamation-circle', 'shield-halved': 'shield-alt',
  'arrow-right-long': 'long-arrow-alt-right', 'arrow-left-long': 'long-arrow-alt-left', 'circle-arrow-right': 'arrow-circle-right',
  'square-check': 'check-square', 'envelope-open-text': 'envelope-open-text', 'phone-flip': 'phone-alt', 'mug-saucer': 'coffee',
  // brands
  'x-twitter': 'twitter', 'square-x-twitter': 'twitter-square', 'square-facebook': 'facebook-square', 'square-twitter': 'twitter-square',
  'square-instagram': 'instagram-square', 'square-github': 'github-square', 'square-youtube': 'youtube-square',
};

/**
 * Font Awesome 6 moved `square` to the front of every `<name>-square` icon (`js-square` is
 * `square-js`). These are the v5 names of that form in Elementor's library; a v6 `square-<name>`
 * whose `<name>-square` is one of them is that icon (`square-full` and the like are not).
 */
const V5_SQUARES = new Set([
  'behance', 'dribbble', 'facebook', 'git', 'github', 'google-plus', 'hacker-news', 'instagram', 'js', 'lastfm', 'odnoklassniki',
  'pied-piper', 'pinterest', 'reddit', 'snapchat', 'steam', 'threads', 'tumblr', 'twitter', 'viadeo', 'vimeo', 'whatsapp', 'xing',
  'youtube', 'check', 'envelope', 'h', 'minus', 'pen', 'phone', 'plus', 'rss', 'share',
]);

function v5Name(name: string): string | undefined {
  if (V6_TO_V5[name]) return V6_TO_V5[name];
  const squared = /^square-(.+)$/.exec(name)?.[1];
  return squared && V5_SQUARES.has(squared) ? `${squared}-square` : undefined;
}

/** `fas fa-cart-shopping` → `fas fa-shopping-cart`; other classes unchanged. */
export function elementorFaClass(iconClass: string): string {
  return iconClass.replace(/\bfa-([a-z0-9-]+)$/, (whole, name: string) => {
    const v5 = v5Name(name);
    return v5 ? `fa-${v5}` : whole;
  });
}
