import { z } from 'zod';

import { carriesScript, WIDTH_STATE_ATTRIBUTE_NAME, WIDTH_STATE_LIMITS } from './width-state-rules.ts';

export * from './width-state-rules.ts';

const AttributeValue = z
  .string()
  .max(WIDTH_STATE_LIMITS.valueChars)
  .refine((v) => !carriesScript(v), 'a script URL or CSS expression')
  .nullable();

const StateChange = z.object({
  /** Element-child indices from <html> (in the snapshot as the export browser parses it). */
  path: z.array(z.number().int().min(0).max(100_000)).max(WIDTH_STATE_LIMITS.pathDepth),
  /** The element's local name there: a path that reaches another element is skipped. */
  tag: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,63}$/),
  /** Attribute -> value at this width; null: the attribute is absent at this width. */
  attrs: z
    .record(z.string().regex(WIDTH_STATE_ATTRIBUTE_NAME, 'an attribute a width state may set'), AttributeValue)
    .refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= WIDTH_STATE_LIMITS.attributesPerChange, 'between 1 and 16 attributes'),
});
export type StateChange = z.infer<typeof StateChange>;

export const WidthStates = z.object({
  v: z.literal(1),
  /** The width the snapshot's DOM was serialised at. */
  base: z.number().int().min(200).max(10_000),
  widths: z
    .array(z.object({ width: z.number().int().min(200).max(10_000), changes: z.array(StateChange).max(WIDTH_STATE_LIMITS.changesPerWidth) }))
    .max(WIDTH_STATE_LIMITS.widths),
});
export type WidthStates = z.infer<typeof WidthStates>;

/** The states in `json`, or why they are refused (the export then renders the snapshot as it is). */
export function parseWidthStates(json: string): { states: WidthStates } | { error: string } {
  if (json.length > WIDTH_STATE_LIMITS.jsonChars) return { error: `${json.length} characters, over ${WIDTH_STATE_LIMITS.jsonChars}` };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { error: 'not JSON' };
  }
  const parsed = WidthStates.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue.path.join('.')}: ${issue.message}` };
  }
  return { states: parsed.data };
}

/**
 * The changes to apply at render width `width`: those of the recorded width nearest to it, none
 * when the base width is nearest (a tie goes to the narrower state: pages switch at max-widths).
 */
export function changesForWidth(states: WidthStates, width: number): StateChange[] {
  let best: { distance: number; width: number; changes: StateChange[] } = { distance: Math.abs(states.base - width), width: states.base, changes: [] };
  for (const w of states.widths) {
    const distance = Math.abs(w.width - width);
    if (distance < best.distance || (distance === best.distance && w.width < best.width)) best = { distance, width: w.width, changes: w.changes };
  }
  return best.changes;
}
