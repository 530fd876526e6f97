import { randomInt } from 'node:crypto';

/** Unique 7-hex ids (Elementor's own shape); unique within one export. */
export function idGenerator(): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const id = randomInt(0x1000000, 0x10000000).toString(16);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}
