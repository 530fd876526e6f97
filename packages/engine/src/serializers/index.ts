/**
 * The serializer registry: builder id → serializer. Adding a builder is one folder under
 * `serializers/` and one entry in BUILT_IN below; nothing else in the engine names a builder.
 */
import { builderProfile, type EngineTarget } from '@pagelift/contract';
import { elementorSerializer } from './elementor/serializer.ts';
import { irSerializer } from './ir/index.ts';
import { webflowSerializer } from './webflow/index.ts';
import type { BuilderSerializer } from './types.ts';

export type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeCounts, SerializeOptions, SerializeResult } from './types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each serializer is typed by its own builder ids
type AnySerializer = BuilderSerializer<any>;

const BUILT_IN: readonly AnySerializer[] = [
  elementorSerializer,
  irSerializer,
  webflowSerializer,
];

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

/** The builder ids an export can target now (the debug target included). */
export function registeredBuilders(): EngineTarget[] {
  return [...registry.keys()];
}
