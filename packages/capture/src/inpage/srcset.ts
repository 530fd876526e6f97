// `srcset` parsing, close to the HTML spec's algorithm: URLs may contain commas (data: URLs),
// descriptors end at a comma outside parentheses.

export interface SrcsetCandidate {
  url: string;
  /** `2x`, `800w`, or '' (means 1x). */
  descriptor: string;
}

export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset[i])) i++;
    if (i >= n) break;
    let start = i;
    while (i < n && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      start = i;
      let depth = 0;
      while (i < n) {
        const c = srcset[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
      descriptor = srcset.slice(start, i).trim();
      i++;
    }
    if (url) out.push({ url, descriptor });
  }
  return out;
}

export function formatSrcset(candidates: SrcsetCandidate[]): string {
  return candidates.map((c) => (c.descriptor ? `${c.url} ${c.descriptor}` : c.url)).join(', ');
}
