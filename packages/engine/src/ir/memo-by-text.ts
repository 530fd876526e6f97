/**
 * `fn` memoized by its text argument, for the few hundred distinct strings a page repeats across
 * thousands of reads (colours, class attributes, font stacks). Bounded: a long-lived process
 * converts page after page, so the cache starts over once it holds `limit` texts. Results are
 * shared between callers, so nothing may change them.
 */
export function memoByText<T>(limit: number, fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined && !cache.has(text)) {
      value = fn(text);
      if (cache.size >= limit) cache.clear();
      cache.set(text, value);
    }
    return value as T;
  };
}
