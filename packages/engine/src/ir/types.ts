import type { StyleValue } from './values.ts';

/**
 * Builder-neutral IR. Style property names are CSS names (plus a few layout names the
 * layout pass derives from boxes); values are typed. A node's style is a base (the widest
 * breakpoint) plus, per narrower breakpoint, only the properties whose value differs.
 */
export type StyleMap = Partial<Record<string, StyleValue>>;

export interface ResponsiveStyle {
  base: StyleMap;
  /** Breakpoint name → properties that differ from the next wider breakpoint's effective value. */
  overrides: Record<string, StyleMap>;
}

export interface Link {
  href: string;
  newTab: boolean;
  nofollow: boolean;
}

interface IRBase {
  style: ResponsiveStyle;
  /** Breakpoints at which the source does not render this node. */
  hiddenAt: string[];
  /**
   * `tag.class#id` of the source element, for the report and debugging. Its leading tag is also the
   * one record of the source element's name (containers are built as boxes whatever their tag): the
   * Gutenberg table step reads `table`/`tr`/`td` from it.
   */
  source: string;
  link?: Link;
  /** Styles of `:hover` for links and buttons, where they differ from the base. */
  hover?: StyleMap;
  /**
   * CSS declarations (desktop) no builder control expresses: blend modes, filters, transforms,
   * extra shadow/background layers. Serializers with custom CSS use them; others report them.
   */
  unexpressed?: string[];
  /**
   * A second (third …) copy of a source element, emitted for another breakpoint look
   * (split-looks.ts): the same visible element, so the coverage report counts it once.
   */
  lookCopy?: boolean;
  /** Name of the shared class in `IRDocument.classes` that carries this node's style (extract-classes pass). */
  className?: string;
}

export interface IRContainer extends IRBase {
  kind: 'container';
  tag: string;
  children: IRNode[];
}
export interface IRHeading extends IRBase { kind: 'heading'; level: number; html: string }
export interface IRText extends IRBase { kind: 'text'; html: string }
export interface IRImage extends IRBase { kind: 'image'; src: string; alt: string }
export interface IRButton extends IRBase {
  kind: 'button';
  text: string;
  /**
   * A Font Awesome icon inside the button (the `<i>` or FA's SVG replacement), before or after the
   * text; `gap`: px between icon and text in the source.
   */
  icon?: { iconClass: string; library: 'fa-solid' | 'fa-regular' | 'fa-brands'; after: boolean; gap?: number };
  /**
   * A glyph a ligature icon font draws for a word (Material Icons: `add`), not part of `text`;
   * `size` in em of the button's font, `gap` px to the label, `verticalAlign` computed CSS.
   */
  fontIcon?: { text: string; family: string; size: number; weight: string; verticalAlign: string; after: boolean; gap: number };
}
/** `svg`: the source's own drawing when it was an inline SVG (for builders without an icon font, e.g. Gutenberg). */
export interface IRIcon extends IRBase { kind: 'icon'; iconClass: string; library: 'fa-solid' | 'fa-regular' | 'fa-brands'; svg?: string }
/** Rows of an icon followed by text (feature lists, pricing ticks); style adds icon-size, icon-gap, item-gap, icon-align, icon-color. */
export interface IRIconList extends IRBase {
  kind: 'iconList';
  items: Array<{ html: string; icon: { iconClass: string; library: 'fa-solid' | 'fa-regular' | 'fa-brands'; svg?: string } }>;
}
/** A simple list; style adds item-gap (px between consecutive items). */
export interface IRList extends IRBase { kind: 'list'; ordered: boolean; itemsHtml: string[]; listStyle: string }
export interface IRVideo extends IRBase { kind: 'video'; provider: 'youtube' | 'vimeo' | 'hosted'; url: string }
export interface IRDivider extends IRBase { kind: 'divider' }
/**
 * Raw HTML: the per-node fallback for what no native element expresses (inline SVG, forms, iframes).
 * `picture`: an inline SVG's drawing as a file (a data: URL, ir/svg-file.ts) where a picture draws
 * the same at every width; its style then carries the picture keys of an image (`image-height`,
 * `picture-width`, `object-fit`) for builders that show it as one.
 */
export interface IREmbed extends IRBase { kind: 'embed'; html: string; reason: string; picture?: string }

export type IRNode = IRContainer | IRHeading | IRText | IRImage | IRButton | IRIcon | IRIconList | IRList | IRVideo | IRDivider | IREmbed;
export type IRKind = IRNode['kind'];

/**
 * A named, shared style set (extract-classes pass): every node whose style and hover are
 * identical points at one class. Builder-neutral: Webflow classes, Bricks global classes.
 */
export interface IRClass {
  /** Unique in the document, CSS-safe (`[a-z0-9-]`, starting with a letter). */
  name: string;
  style: ResponsiveStyle;
  hover?: StyleMap;
  /** How many nodes use it. */
  uses: number;
}

export interface IRDocument {
  root: IRContainer;
  /** Top-level copies of the root when its look changes per breakpoint (else just `[root]`). */
  roots?: IRContainer[];
  /** Breakpoint names, widest first; the first is the base. */
  breakpoints: string[];
  /** The viewport width (px) each breakpoint was rendered at, in `breakpoints` order. */
  viewportWidths?: number[];
  /** Font families used by visible text, in first-use order. */
  fontFamilies: string[];
  /** @font-face CSS of those families ('' when none is readable); set by the collect-fonts pass. */
  fontFaceCss?: string;
  /** Every asset URL the document references, absolute and once each; set by the resolve-assets pass. */
  assets?: Array<{ url: string; kind: 'image' | 'background' | 'video' }>;
  /** Shared style classes, in first-use order; set by the extract-classes pass. */
  classes?: IRClass[];
}
