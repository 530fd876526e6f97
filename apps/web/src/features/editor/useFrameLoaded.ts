import { useCallback, useEffect, useState } from 'react';

/** Frame load fallback (spec section 9): after 10 s the frame counts as loaded. */
export const FRAME_LOAD_FALLBACK_MS = 10_000;

/** Not loaded -> loaded on the frame's load event or after 10 s, whichever comes first (spec section 4). */
export function useFrameLoaded(src: string | null): { loaded: boolean; onLoad: () => void } {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(() => setLoadedSrc(src), FRAME_LOAD_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [src]);
  const onLoad = useCallback(() => setLoadedSrc(src), [src]);
  return { loaded: src !== null && loadedSrc === src, onLoad };
}
