// The postMessage protocol of the snapshot host's picker (apps/server/src/snapshot-host/picker.js).

export type FrameMessage =
  | { type: 'pagelift:ready' }
  | { type: 'pagelift:click'; x: number; y: number; selectors: string[]; parentSelectors: string[] }
  | { type: 'pagelift:match-result'; id: string; count: number; valid: boolean };

export type ParentMessage = { type: 'pagelift:highlight'; selector: string } | { type: 'pagelift:match'; id: string; selector: string };

const MAX_SELECTORS = 10;
const MAX_SELECTOR_LENGTH = 2000;

function selectorList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.filter((s): s is string => typeof s === 'string' && s.length > 0 && s.length <= MAX_SELECTOR_LENGTH);
  return [...new Set(list)].slice(0, MAX_SELECTORS);
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** What a message from the frame says, or null for anything that is not the picker's protocol. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case 'pagelift:ready':
      return { type: 'pagelift:ready' };
    case 'pagelift:click': {
      const selectors = selectorList(d.selectors);
      const parentSelectors = selectorList(d.parentSelectors) ?? [];
      if (!finite(d.x) || !finite(d.y) || !selectors) return null;
      return { type: 'pagelift:click', x: d.x, y: d.y, selectors, parentSelectors };
    }
    case 'pagelift:match-result':
      if (typeof d.id !== 'string' || !finite(d.count) || typeof d.valid !== 'boolean') return null;
      return { type: 'pagelift:match-result', id: d.id, count: d.count, valid: d.valid };
    default:
      return null;
  }
}
