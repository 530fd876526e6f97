// A builder is one folder and one registry line: this file alone defines a serializer, registers
// it and exports a real page through the engine (Chromium render, IR, passes) to it.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { IRNode } from '../ir/types.ts';
import { closeEnginePool, exportSnapshot, registerSerializer, registeredBuilders, serializerFor, unregisterSerializer } from '../index.ts';
import type { BuilderSerializer, SerializeOptions } from './types.ts';

const html = readFileSync(new URL('../__fixtures__/small.html', import.meta.url), 'utf8');

/** A toy "builder": one line of text per IR node, indented by depth. */
function outline(node: IRNode, depth = 0): string[] {
  const line = `${'  '.repeat(depth)}${node.kind}`;
  return node.kind === 'container' ? [line, ...node.children.flatMap((c) => outline(c, depth + 1))] : [line];
}

describe('serializer registry', () => {
  afterAll(() => closeEnginePool());

  it('exports through a serializer registered by a test alone, with its devices and capabilities', async () => {
    const seen: SerializeOptions[] = [];
    const outlineSerializer: BuilderSerializer = {
      builders: ['breakdance'],
      devices: () => ['desktop', 'tablet'],
      capabilities: () => ({ responsive: { color: true, typography: true, border: true, shadow: true, background: true }, gradients: true, customCss: true, classes: false, hover: true, grid: true }),
      serialize(doc, options) {
        seen.push(options);
        return { template: { lines: (doc.roots ?? [doc.root]).flatMap((r) => outline(r)) }, fontFace: '', counts: { nativeWidgets: 7, containers: 3, fallbacks: 1 } };
      },
    };
    const before = registeredBuilders().includes('breakdance') ? serializerFor('breakdance') : undefined;
    const restore = registerSerializer(outlineSerializer);
    try {
      expect(registeredBuilders()).toContain('breakdance');
      const result = await exportSnapshot(html, { exportType: 'selector', cssSelector: '#hero', builder: 'breakdance' }, { baseUrl: 'http://127.0.0.1:9/' });
      expect(result.template).toEqual({ lines: ['container', '  heading', '  text', '  button'] });
      expect(result.report.counts).toMatchObject({ nativeWidgets: 7, containers: 3, fallbacks: 1, nativeRatio: 87.5 });
      // Only the serializer's devices are rendered, at the profile's breakpoints.
      expect(Object.keys(result.report.renderWidths)).toEqual(['desktop', 'tablet']);
      expect(seen[0].breakpoints).toEqual({ desktop: 1120, tablet: 1023 });
    } finally {
      restore();
    }
    // Restored: whatever served Breakdance before (nothing, until its serializer lands).
    if (before) expect(serializerFor('breakdance')).toBe(before);
    else expect(() => serializerFor('breakdance')).toThrow('no serializer is registered for "breakdance"');
  });

  it('refuses a builder with no registered serializer with a clear message', async () => {
    const restore = unregisterSerializer('webflow');
    try {
      await expect(exportSnapshot(html, { exportType: 'entirePage', builder: 'webflow' })).rejects.toThrow('PageLift cannot export to Webflow yet: no serializer is registered for "webflow".');
    } finally {
      restore();
    }
  });
});
