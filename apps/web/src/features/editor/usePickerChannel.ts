import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { parseFrameMessage, type FrameMessage, type ParentMessage } from './pickerMessages.ts';

export interface PickerClick {
  x: number;
  y: number;
  selectors: string[];
  parentSelectors: string[];
}

export interface MatchResult {
  count: number;
  valid: boolean;
}

export interface PickerChannel {
  /** The picker said it is ready (it may not be: a page without the picker never says so). */
  ready: boolean;
  /** Outlines the elements matching `selector` in the frame; '' clears. */
  highlight(selector: string): void;
  /** How many elements match, and whether the frame's browser can parse the selector; null when it does not answer. */
  match(selector: string, timeoutMs?: number): Promise<MatchResult | null>;
}

/**
 * The editor's side of the picker protocol. Only messages whose origin is the snapshot host
 * and whose source is this frame's window are read; messages are only sent to that origin.
 */
export function usePickerChannel(frame: RefObject<HTMLIFrameElement | null>, origin: string | null, onClick: (click: PickerClick) => void): PickerChannel {
  const [ready, setReady] = useState(false);
  const pending = useRef(new Map<string, (result: MatchResult | null) => void>());
  const nextId = useRef(0);
  const latestClick = useRef(onClick);
  latestClick.current = onClick;

  useEffect(() => {
    setReady(false);
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message: FrameMessage | null = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'pagelift:ready') setReady(true);
      else if (message.type === 'pagelift:click') latestClick.current(message);
      else {
        const resolve = pending.current.get(message.id);
        pending.current.delete(message.id);
        resolve?.({ count: message.count, valid: message.valid });
      }
    };
    window.addEventListener('message', onMessage);
    const waiting = pending.current;
    return () => {
      window.removeEventListener('message', onMessage);
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    };
  }, [frame, origin]);

  const post = useCallback(
    (message: ParentMessage) => {
      const target = frame.current?.contentWindow;
      if (target && origin) target.postMessage(message, origin);
    },
    [frame, origin],
  );

  const highlight = useCallback((selector: string) => post({ type: 'pagelift:highlight', selector }), [post]);

  const match = useCallback(
    (selector: string, timeoutMs = 2000) =>
      new Promise<MatchResult | null>((resolve) => {
        nextId.current += 1;
        const id = `m${nextId.current}`;
        const timer = setTimeout(() => {
          pending.current.delete(id);
          resolve(null);
        }, timeoutMs);
        pending.current.set(id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        post({ type: 'pagelift:match', id, selector });
      }),
    [post],
  );

  return { ready, highlight, match };
}
