// Per-width DOM state (issue 15; the format is WidthStates in @pagelift/contract). The caller
// resizes the window (only Playwright can: an extension tab keeps its size) and calls
// `recordWidthBaseline` at the capture width, `recordWidthState(w)` at each narrower width;
// the serializer then writes, for every element it emits, what the scripts set at those widths.
// The records live on a global, not in this module: each evaluate runs a fresh copy of the bundle.
import type { StateChange, WidthStates } from '@pagelift/contract';
import { carriesScript, WIDTH_STATE_ATTRIBUTE_NAME, WIDTH_STATE_LIMITS } from '@pagelift/contract/width-state-rules';

/** Attribute -> value (null: absent). */
type AttributeState = Record<string, string | null>;

interface WidthStore {
  base: number;
  baseline: Map<Element, AttributeState>;
  widths: Array<{ width: number; changed: Map<Element, AttributeState> }>;
  /** Attributes that did not come back with the window (set by restoreWidthBaseline): no width's state. */
  drifted?: Map<Element, Set<string>>;
}

const STORE_KEY = '__pageliftWidthStore';

function store(): WidthStore | undefined {
  return (globalThis as Record<string, unknown>)[STORE_KEY] as WidthStore | undefined;
}

/**
 * An attribute's value as far as styling goes: class tokens in a fixed order (a class removed and
 * added back moves to the end), and an empty class or style as no attribute (a script that sets
 * a class and takes it away leaves `class=""`).
 */
function styledValue(name: string, value: string | null): string | null {
  if (value === null || (name !== 'class' && name !== 'style')) return value;
  const normal = name === 'class' ? [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(' ') : value.trim();
  return normal === '' ? null : normal;
}

function trackedAttributes(el: Element): AttributeState {
  const state: AttributeState = {};
  for (const attr of Array.from(el.attributes)) {
    const value = WIDTH_STATE_ATTRIBUTE_NAME.test(attr.name) ? styledValue(attr.name, attr.value) : null;
    if (value !== null) state[attr.name] = value;
  }
  return state;
}

/** The elements a state may address: <html>, <body> and the light tree of the body. */
function stateElements(): Element[] {
  const root = document.documentElement;
  const body = document.body;
  return body ? [root, body, ...Array.from(body.querySelectorAll('*'))] : [root];
}

export function recordWidthBaseline(): number {
  const baseline = new Map<Element, AttributeState>();
  for (const el of stateElements()) baseline.set(el, trackedAttributes(el));
  (globalThis as Record<string, unknown>)[STORE_KEY] = { base: innerWidth, baseline, widths: [] } satisfies WidthStore;
  return baseline.size;
}

/** Records what differs from the baseline now that the window is `innerWidth` wide; returns how many elements changed. */
export function recordWidthState(): number {
  const records = store();
  if (!records) return 0;
  const changed = new Map<Element, AttributeState>();
  for (const [el, before] of records.baseline) {
    if (!el.isConnected) continue;
    const now = trackedAttributes(el);
    const diff: AttributeState = {};
    let any = false;
    for (const name of new Set([...Object.keys(before), ...Object.keys(now)])) {
      const value = now[name] ?? null;
      if (value !== (before[name] ?? null)) {
        diff[name] = value;
        any = true;
      }
    }
    if (any) changed.set(el, diff);
  }
  records.widths.push({ width: innerWidth, changed });
  return changed.size;
}

/**
 * Puts back, once the window is wide again, what the narrower widths left behind: a script that
 * collapses a sidebar below 480 px and never opens it again would otherwise have the capture
 * width serialized collapsed. Such an attribute is no width's state either: it follows the
 * resizes the pass made, not the width. A visitor who opens the page at that width gets no resize
 * event, so SB Admin 2 shows its 104 px icon sidebar at 390 px, not the collapsed one the pass
 * left (and a carousel's attribute moves whatever the width). Only what came back with the window
 * stays in the records. Returns how many attributes were put back.
 */
export function restoreWidthBaseline(): number {
  const records = store();
  if (!records) return 0;
  const drifted = new Map<Element, Set<string>>();
  let restored = 0;
  for (const [el, before] of records.baseline) {
    if (!el.isConnected) continue;
    const now = trackedAttributes(el);
    for (const name of new Set([...Object.keys(before), ...Object.keys(now)])) {
      const value = now[name] ?? null;
      const base = before[name] ?? null;
      if (value === base) continue;
      drifted.set(el, (drifted.get(el) ?? new Set()).add(name));
      if (base === null) el.removeAttribute(name);
      else el.setAttribute(name, base);
      restored++;
    }
  }
  records.drifted = drifted;
  return restored;
}

/** Collects the states of the elements the serializer emits, addressed by their place in the snapshot. */
export class WidthStateWriter {
  private readonly perWidth: StateChange[][];
  /** Matches a selector that names a class or attribute some width toggles (its rule must survive pruning). */
  readonly toggled: RegExp | null;

  private constructor(
    private readonly records: WidthStore,
    private readonly valueOf: (name: string, value: string) => string,
  ) {
    this.perWidth = records.widths.map(() => []);
    this.toggled = toggledPattern(records);
  }

  /** Null when no width was recorded (the extension, or a page whose scripts set nothing per width). */
  static create(valueOf: (name: string, value: string) => string): WidthStateWriter | null {
    const records = store();
    if (!records || !records.widths.some((w) => w.changed.size > 0)) return null;
    return new WidthStateWriter(records, valueOf);
  }

  /**
   * Called for each element as it is written at `path`. An attribute counts only if it came back to
   * its baseline value when the window widened again (restoreWidthBaseline) and is there now: one
   * that did not follows time (a carousel) or the pass's own resizes, not the width.
   */
  element(el: Element, path: number[]): void {
    const before = this.records.baseline.get(el);
    // A canvas keeps the pixels of the capture width (it is written as an image): resizing it would only stretch them.
    if (!before || el.localName === 'canvas') return;
    this.records.widths.forEach(({ changed }, i) => {
      const diff = changed.get(el);
      if (!diff) return;
      const attrs: AttributeState = {};
      let any = false;
      for (const [name, value] of Object.entries(diff)) {
        if (this.records.drifted?.get(el)?.has(name) || styledValue(name, el.getAttribute(name)) !== (before[name] ?? null)) continue;
        const written = value === null ? null : this.valueOf(name, value);
        // What the engine would refuse is left out here, so the rest of the width still applies.
        if (written !== null && (written.length > WIDTH_STATE_LIMITS.valueChars || carriesScript(written))) continue;
        attrs[name] = written;
        any = true;
        if (Object.keys(attrs).length === WIDTH_STATE_LIMITS.attributesPerChange) break;
      }
      if (any) this.perWidth[i].push({ path: [...path], tag: el.localName, attrs });
    });
  }

  /** The states within the engine's bounds (WIDTH_STATE_LIMITS); `note` says what was left out. */
  states(note: (line: string) => void): WidthStates | null {
    // A width with nothing to change stays listed (with no changes): the engine applies the
    // recorded width nearest to each width it renders, and a missing 768 would take 390's state.
    const widths = this.records.widths
      .map(({ width }, i) => {
        const changes = this.perWidth[i];
        if (changes.length <= WIDTH_STATE_LIMITS.changesPerWidth) return { width, changes };
        note(`the page's scripts change ${changes.length} elements at ${width} px: that width is exported from the capture width's DOM`);
        return { width, changes: [] };
      })
      .slice(0, WIDTH_STATE_LIMITS.widths);
    if (!widths.some((w) => w.changes.length > 0)) return null;
    const states: WidthStates = { v: 1, base: this.records.base, widths };
    if (JSON.stringify(states).length <= WIDTH_STATE_LIMITS.jsonChars) return states;
    note(`what the page's scripts change per width is too large to keep: narrower widths are exported from the capture width's DOM`);
    return null;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Class tokens added or removed at some width, and the other attributes some width sets. */
function toggledPattern(records: WidthStore): RegExp | null {
  const classes = new Set<string>();
  const names = new Set<string>();
  for (const { changed } of records.widths) {
    for (const [el, diff] of changed) {
      for (const [name, value] of Object.entries(diff)) {
        if (name !== 'class') {
          names.add(name);
          continue;
        }
        const before = new Set((records.baseline.get(el)?.class ?? '').split(/\s+/).filter(Boolean));
        const after = new Set((value ?? '').split(/\s+/).filter(Boolean));
        for (const token of before) if (!after.has(token)) classes.add(token);
        for (const token of after) if (!before.has(token)) classes.add(token);
      }
    }
  }
  const parts = [
    ...[...classes].map((c) => `\\.${escapeRegExp(CSS.escape(c))}(?![\\w-])`),
    ...[...names].map((n) => `\\[\\s*${escapeRegExp(n)}(?![\\w-])`),
  ];
  return parts.length ? new RegExp(parts.join('|'), 'i') : null;
}
