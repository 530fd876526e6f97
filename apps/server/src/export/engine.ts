// Types only: the engine itself is loaded at request time (below).
import type * as EngineModule from '@pagelift/engine';

export type { ExportResult } from '@pagelift/engine';

/** The part of `@pagelift/engine` the server uses. */
export interface Engine {
  exportSnapshot: typeof EngineModule.exportSnapshot;
  ExportInputError: typeof EngineModule.ExportInputError;
  /** A builder without a registered serializer (its message is shown to the user). */
  UnsupportedBuilderError?: typeof EngineModule.UnsupportedBuilderError;
  /** Closes the engine's browser pool, when it has one. */
  closeEnginePool?: () => Promise<void> | void;
}

/**
 * The engine is loaded at request time: it is a heavy package (a browser driver) and the server
 * must start, and answer every other call, without it.
 */
let loaded: Engine | null = null;

export async function loadEngine(): Promise<Engine> {
  const specifier = '@pagelift/engine';
  const mod = (await import(specifier)) as Partial<Engine>;
  loaded = mod as Engine;
  if (typeof mod.exportSnapshot !== 'function' || typeof mod.ExportInputError !== 'function') {
    throw new Error('@pagelift/engine does not export exportSnapshot and ExportInputError');
  }
  return mod as Engine;
}

/** Stops the engine's browsers if this process ever loaded the engine (server shutdown). */
export async function closeLoadedEngine(): Promise<void> {
  await loaded?.closeEnginePool?.();
  loaded = null;
}
