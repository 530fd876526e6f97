import type { IRNode } from '../../ir/types.ts';
import type { NoteAction } from '../types.ts';

export interface GutenbergContext {
  /** IR breakpoint names, widest first. */
  breakpoints: string[];
  /** Breakpoint name → max width (px) of its range. */
  maxWidths: Record<string, number>;
  /** Write per-breakpoint rules (false on the free licence). */
  responsive: boolean;
  /** `block`: WordPress 7.0 per-block CSS (`style.css`); `stylesheet`: one scoped `<style>` for older sites. */
  cssMode: 'block' | 'stylesheet';
  /** Class prefix of the stylesheet mode; random per export so two pastes on one page never collide. */
  prefix: string;
  classCount: number;
  /** Rules of the stylesheet mode, in document order. */
  sheet: string[];
  counts: { nativeWidgets: number; containers: number; fallbacks: number };
  /** False inside a per-look copy of an element already counted (see IRBase.lookCopy). */
  counting: boolean;
  /** The user's Reduce DOM Size level: the serializer's own block-structure steps run only when it is set. */
  reduceDomSize?: 'standard' | 'advanced' | null;
  notes: (feature: string, node: IRNode, action?: NoteAction) => void;
  /** Rules a node's block adds to its own CSS (`sub` selector, breakpoint index, declarations), set by a step that merged a node into it. */
  extraRules?: Map<IRNode, Array<[string, number, Map<string, string>]>>;
  /** Advanced: a fallback `core/html` already carries the stylesheet's place (blocks.ts SHEET_HOST). */
  sheetHosted?: boolean;
  /** Each box's content width in px per breakpoint where the IR tells it (set for `advanced` only, picture-row.ts). */
  contentWidths?: Map<IRNode, Array<number | undefined>>;
}

export function count(ctx: GutenbergContext, what: keyof GutenbergContext['counts']): void {
  if (ctx.counting) ctx.counts[what]++;
}
