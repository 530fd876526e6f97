/** IR build: HTML fallbacks (per-node embeds) and bare painted boxes. */
import type { StyledNode } from '../../extract/styled-tree.ts';
import type { IRNode } from '../types.ts';
import { type Draft, describe, isRendered, paddingZero, zIndex } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

/** An element with no text and no rendered element inside: only its own box shows. */
export function isBareBox(this: IRBuilder, node: StyledNode): boolean {
  return !this.hasText(node) && !node.children.some((c) => c.kind === 'element' && isRendered(this.viewOf(c, this.primary)));
}

/** The markup carries its own look inline; the widget wrapper adds none (it would apply twice). */
export function embedDraft(this: IRBuilder, node: StyledNode, html: string, reason: string): Draft {
  const ir = { kind: 'embed', html, reason, style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(node) } as IRNode;
  return this.baseDraft(node, ir, (cs) => ({ ...paddingZero(), ...zIndex(cs) }));
}
