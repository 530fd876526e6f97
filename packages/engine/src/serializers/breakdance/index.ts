import type { IRDocument } from '../../ir/types.ts';
import type { BuilderCapabilities, BuilderSerializer, SerializeOptions, SerializeResult } from '../types.ts';
import { toTreeNode, type BreakdanceContext, type TreeNode } from './nodes.ts';
import { BREAKPOINT_IDS, setPath } from './values.ts';

/** What the user pastes: one Section, or a list of top-level Sections (one per breakpoint look). */
export interface BreakdanceClipboard {
  element: TreeNode | TreeNode[];
}

export const BREAKDANCE_DEVICES = Object.keys(BREAKPOINT_IDS);

/** Every design value and custom CSS takes a value per breakpoint; hover through custom CSS. */
const CAPABILITIES: BuilderCapabilities = {
  responsive: { color: true, typography: true, border: true, shadow: true, background: true },
  gradients: true,
  customCss: true,
  classes: false,
  hover: true,
  grid: true,
};

/** Ids only need to be numbers (paste renumbers them); 100 is where a blank Breakdance tree starts. */
function idCounter(): () => number {
  let next = 100;
  return () => next++;
}

export function serializeBreakdance(doc: IRDocument, options: SerializeOptions): SerializeResult {
  const ctx: BreakdanceContext = {
    breakpoints: doc.breakpoints,
    responsive: options.settings.responsive !== false,
    nextId: idCounter(),
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 },
    counting: true,
    note: options.onNote,
  };
  const roots = (doc.roots ?? [doc.root]).map((r) => toTreeNode(ctx, r, true));
  const embed = options.settings.copyFontface !== 'copy' && options.fontFaceCss;
  if (embed) {
    // @font-face is a global rule: it travels in the first Section's base custom CSS.
    const props = (roots[0].data.properties ??= {});
    const css = ((props.settings as { advanced?: { css?: Record<string, string> } } | undefined)?.advanced?.css ?? {}) as Record<string, string>;
    css.breakpoint_base = `${options.fontFaceCss}\n${css.breakpoint_base ?? ''}`.trim();
    setPath(props, ['settings', 'advanced', 'css'], css);
  }
  const template: BreakdanceClipboard = { element: roots.length === 1 ? roots[0] : roots };
  return { template, fontFace: embed ? '' : options.fontFaceCss, counts: ctx.counts };
}

export const breakdanceSerializer: BuilderSerializer = {
  builders: ['breakdance'],
  devices: () => BREAKDANCE_DEVICES,
  capabilities: () => CAPABILITIES,
  serialize: serializeBreakdance,
};
