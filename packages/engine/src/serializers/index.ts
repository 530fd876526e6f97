/**
 * The serializer registry: builder id → serializer. Adding a builder is one folder under
 * `serializers/` and one entry in BUILT_IN below; nothing else in the engine names a builder.
 */
import { builderProfile, slugify, type EngineTarget } from '@pagelift/contract';
import { breakdanceSerializer } from './breakdance/index.ts';
import { bricksSerializer } from './bricks/index.ts';
import { elementorSerializer } from './elementor/serializer.ts';
import { gutenbergSerializer } from './gutenberg/index.ts';
import { irSerializer } from './ir/index.ts';
import { webflowSerializer } from './webflow/index.ts';
import type { BuilderSerializer, DeliveryFile, SerializeResult } from './types.ts';

export type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeCounts, SerializeOptions, SerializeResult } from './types.ts';

type AnySerializer = BuilderSerializer<any>;

const BUILT_IN: readonly AnySerializer[] = [elementorSerializer, gutenbergSerializer, webflowSerializer, bricksSerializer, breakdanceSerializer, irSerializer];

const registry = new Map<EngineTarget, AnySerializer>();

/**
 * Registers `serializer` for each of its builder ids (replacing any registered one) and returns
 * a function that puts the previous ones back (tests register serializers of their own).
 */
export function registerSerializer<B extends EngineTarget>(serializer: BuilderSerializer<B>): () => void {
  const previous = serializer.builders.map((b) => [b, registry.get(b)] as const);
  for (const b of serializer.builders) registry.set(b, serializer);
  return () => {
    for (const [b, s] of previous) {
      if (s) registry.set(b, s);
      else registry.delete(b);
    }
  };
}

/** Removes the serializer of `builder` (tests of the unsupported path); returns the undo. */
export function unregisterSerializer(builder: EngineTarget): () => void {
  const previous = registry.get(builder);
  registry.delete(builder);
  return () => {
    if (previous) registry.set(builder, previous);
  };
}

for (const serializer of BUILT_IN) registerSerializer(serializer);

/** An export to a builder no serializer is registered for (the message is shown as is). */
export class UnsupportedBuilderError extends Error {
  constructor(readonly builder: string) {
    const name = (builderProfile(builder as EngineTarget) as ReturnType<typeof builderProfile> | undefined)?.name ?? builder;
    super(`PageLift cannot export to ${name} yet: no serializer is registered for "${builder}".`);
    this.name = 'UnsupportedBuilderError';
  }
}

export function serializerFor(builder: EngineTarget): BuilderSerializer<EngineTarget> {
  const serializer = registry.get(builder);
  if (!serializer) throw new UnsupportedBuilderError(builder);
  return serializer;
}

/**
 * The file a result is delivered as, when its builder's profile says the clipboard cannot carry
 * it (the 1,000,000-character rule): the serializer's own import file (`toFile`), else the
 * template as JSON. Named after the template's title, else `title` (the page name).
 */
export function deliveryFileFor(builder: EngineTarget, result: SerializeResult, title = 'export'): DeliveryFile | undefined {
  const { fileFromChars, fileExtension } = builderProfile(builder).delivery;
  const text = JSON.stringify(result.template) ?? 'null';
  if (fileFromChars === null || text.length < fileFromChars) return undefined;
  const own = (result.template as { title?: unknown } | null)?.title;
  const name = typeof own === 'string' && own.trim() ? own : title;
  const toFile = serializerFor(builder).toFile;
  return toFile ? toFile(result, name) : { name: `${slugify(name)}.${fileExtension}`, mimeType: 'application/json', content: text };
}

/** The builder ids an export can target now (the debug target included). */
export function registeredBuilders(): EngineTarget[] {
  return [...registry.keys()];
}
