// Tests only: the small IR documents the Gutenberg steps' tests are written against.
import type { IRContainer, IRDocument, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent } from '../../ir/values.ts';

/** A document of Gutenberg's three breakpoints around `root`. */
export const irDoc = (root: IRContainer): IRDocument => ({ root, breakpoints: ['desktop', 'tablet', 'mobile'], fontFamilies: [] });

/** A full-width column `<div>` holding `children`; `base` and `overrides` add to or replace its style. */
export const columnBox = (children: IRNode[], base: StyleMap = {}, overrides: Record<string, StyleMap> = {}, source = 'div'): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides },
  hiddenAt: [],
  source,
});
