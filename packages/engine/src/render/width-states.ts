// Per-width DOM state (issue 15; WidthStates in @pagelift/contract): what the page's scripts set
// at narrower widths, recorded by the capture. Taken out of the snapshot text in Node (no round
// trip), checked, and set in the page right before the snapshot of each width.
import { changesForWidth, parseWidthStates, WIDTH_STATES_ATTRIBUTE, type WidthStates } from '@pagelift/contract';

/** Leading BOM, whitespace, comments and doctype, then the root's start tag with its attributes. */
const HTML_START_TAG = /^\uFEFF?(?:\s|<!--[\s\S]*?-->)*(?:<!doctype[^>]*>)?(?:\s|<!--[\s\S]*?-->)*<html\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/i;
const STATE_ATTRIBUTE = new RegExp(`\\s+${WIDTH_STATES_ATTRIBUTE}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'gi');

const NAMED_REFERENCES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** The character references a serializer writes in attribute values (ours, parse5's); others stay as written. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export interface TakenWidthStates {
  /** The snapshot without the attribute: the DOM the export renders carries none of it. */
  html: string;
  /** The attribute's JSON text, or null when the snapshot has none. */
  json: string | null;
}

/** Takes the states out of the root's start tag (the first one only; every copy is removed). */
export function takeWidthStates(html: string): TakenWidthStates {
  const start = HTML_START_TAG.exec(html.slice(0, 1 << 20));
  if (!start || !start[1].toLowerCase().includes(WIDTH_STATES_ATTRIBUTE)) return { html, json: null };
  let json: string | null = null;
  const attributes = start[1].replace(STATE_ATTRIBUTE, (_whole, double?: string, single?: string, bare?: string) => {
    json ??= decodeAttribute(double ?? single ?? bare ?? '');
    return '';
  });
  if (json === null) return { html, json: null };
  const tagStart = start.index + start[0].lastIndexOf('<html');
  const tagEnd = start.index + start[0].length;
  return { html: `${html.slice(0, tagStart)}<html${attributes}>${html.slice(tagEnd)}`, json };
}

/** The checked states, or why they were refused (then the snapshot renders as it is at every width). */
export function readWidthStates(json: string | null): { states?: WidthStates; error?: string } {
  if (json === null) return {};
  const parsed = parseWidthStates(json);
  return 'states' in parsed ? { states: parsed.states } : { error: parsed.error };
}

/**
 * Runs in the page through CDP (the CSP stops page scripts, not this): undoes the last width's
 * changes, then sets the given changes on the elements their paths reach, skipping a path that
 * ends on another element. Only attributes change: nodes keep their identity from width to width.
 * A string, not a function's source: a transpiler's helpers would not exist in the page.
 */
const APPLY_CHANGES = `(changes) => {
  const undo = globalThis.__pageliftWidthUndo || [];
  for (let i = undo.length - 1; i >= 0; i--) {
    const [el, name, value] = undo[i];
    if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
  }
  const next = [];
  let applied = 0;
  for (const change of changes) {
    let el = document.documentElement;
    for (const index of change.path) el = el ? el.children[index] : null;
    if (!el || el.localName !== change.tag) continue;
    for (const [name, value] of Object.entries(change.attrs)) {
      next.push([el, name, el.getAttribute(name)]);
      if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
    }
    applied++;
  }
  globalThis.__pageliftWidthUndo = next;
  return applied;
}`;

/**
 * The expression that puts the page in its state for `width` (`set`: some change stays set
 * afterwards), or null when nothing needs to change (no state for this width, none set before).
 */
export function widthStateExpression(states: WidthStates, width: number, stateSet: boolean): { expression: string; set: boolean } | null {
  const changes = changesForWidth(states, width);
  if (!changes.length && !stateSet) return null;
  return { expression: `(${APPLY_CHANGES})(${JSON.stringify(changes)})`, set: changes.length > 0 };
}
