import { PADDING, SIDES } from '../../ir/styles.ts';
import type { Decls } from '../css-style.ts';
import { setPath, setResponsive, unitObject } from './values.ts';

/**
 * Which CSS declarations a Breakdance element carries as design properties (paths read in
 * Breakdance 2.1.0, ../shared/formats/breakdance.md §4). A declaration with no path here goes
 * into the element's custom CSS for that breakpoint.
 */
export type Group = 'typography' | 'spacing' | 'size' | 'image' | 'container' | 'section';

const TYPO = ['design', 'typography', 'typography', 'custom', 'customTypography'];

type Setter = (props: Record<string, unknown>, bp: string, css: string) => void;
const unit = (path: string[]): Setter => (p, bp, css) => setResponsive(p, path, bp, unitObject(css));
const plain = (path: string[]): Setter => (p, bp, css) => setResponsive(p, path, bp, css);

const TYPOGRAPHY: Record<string, Setter> = {
  color: plain(['design', 'typography', 'color']),
  'text-align': plain(['design', 'typography', 'text_align']),
  // The family by name (the declaration quotes it for CSS).
  'font-family': (p, bp, css) => setResponsive(p, [...TYPO, 'fontFamily'], bp, css.replace(/^"(.*)"$/, '$1')),
  'font-size': unit([...TYPO, 'fontSize']),
  'font-weight': plain([...TYPO, 'fontWeight']),
  'line-height': unit([...TYPO, 'advanced', 'lineHeight']),
  'letter-spacing': unit([...TYPO, 'advanced', 'letterSpacing']),
  'word-spacing': unit([...TYPO, 'advanced', 'wordSpacing']),
  'text-transform': plain([...TYPO, 'advanced', 'textTransform']),
  'font-style': plain([...TYPO, 'advanced', 'fontStyle']),
  'text-decoration': plain([...TYPO, 'advanced', 'decoration']),
};
const SPACING: Record<string, Setter> = {
  'margin-top': unit(['design', 'spacing', 'margin_top']),
  'margin-bottom': unit(['design', 'spacing', 'margin_bottom']),
};
const SIZE: Record<string, Setter> = { width: unit(['design', 'size', 'width']) };
/** The picture's height; its width is the element's (custom CSS), the picture filling it. */
const IMAGE: Record<string, Setter> = {
  height: unit(['design', 'image', 'height']),
};
const CONTAINER: Record<string, Setter> = {
  width: unit(['design', 'container', 'width']),
  'min-height': unit(['design', 'container', 'min_height']),
};

const TABLES: Record<Group, Record<string, Setter>> = {
  typography: TYPOGRAPHY, spacing: SPACING, size: SIZE, image: IMAGE, container: CONTAINER, section: {},
};

/**
 * Moves the declarations `groups` can hold into `props` for breakpoint `bp`; returns the rest.
 * Paddings go as one spacing_complex value (every side, so a narrower breakpoint never mixes
 * its sides with the wider one's).
 */
export function claim(props: Record<string, unknown>, groups: Group[], bp: string, decls: Decls, full: Decls, base: boolean): Decls {
  const rest: Decls = { ...decls };
  for (const group of groups) {
    for (const [css, setter] of Object.entries(TABLES[group])) {
      if (rest[css] === undefined || rest[css] === 'initial') continue;
      setter(props, bp, rest[css]);
      delete rest[css];
    }
  }
  const paddingPath = groups.includes('section') ? ['design', 'spacing', 'padding'] : groups.includes('container') ? ['design', 'container', 'padding'] : undefined;
  if (paddingPath && PADDING.some((p) => rest[p] !== undefined)) {
    const value = Object.fromEntries(SIDES.map((s, k) => [s, unitObject(full[PADDING[k]] ?? '0px')]));
    setResponsive(props, paddingPath, bp, value);
    for (const p of PADDING) delete rest[p];
  }
  if (groups.includes('image') && rest['object-fit'] && base) {
    setPath(props, ['design', 'image', 'object_fit'], rest['object-fit']);
    delete rest['object-fit'];
  }
  if (groups.includes('section') && base && rest['background-color']) {
    // Plain (not responsive): a colour that changes per breakpoint stays in custom CSS there.
    setPath(props, ['design', 'background', 'color'], rest['background-color']);
    delete rest['background-color'];
  }
  return rest;
}
