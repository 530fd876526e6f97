import type { ExportSettingsInput } from '@pagelift/contract';

export interface ExportResult {
  template: unknown;
  fontFace: string;
  report: unknown;
}

export interface Engine {
  exportSnapshot(snapshotHtml: string, settings: ExportSettingsInput, options?: { baseUrl?: string; signal?: AbortSignal; timeoutMs?: number }): Promise<ExportResult>;
  ExportInputError: new (...args: never[]) => Error;
  /** The builder's importable file for an export too big for the clipboard, else null. */
  deliveryFile?: (builder: ExportSettingsInput['builder'], result: { template: unknown; fontFace: string }, title: string) => { name: string; mimeType: string; content: string } | null;
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
