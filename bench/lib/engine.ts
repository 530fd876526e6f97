/**
 * Calls `@pagelift/engine`'s `exportSnapshot` and pulls the Elementor elements and the engine's report out
 * of its result, whatever of the documented shapes it returns (the engine is being written alongside).
 */
export interface EngineExport {
  elements: unknown[];
  envelope: unknown;
  report: Record<string, unknown> | null;
  ms: number;
}

type ExportFn = (html: string, settings: Record<string, unknown>, options: Record<string, unknown>) => Promise<unknown>;

export interface EngineModule {
  exportSnapshot: ExportFn;
  close?: () => Promise<void>;
}

export async function loadEngine(): Promise<EngineModule> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import('@pagelift/engine')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`@pagelift/engine cannot be loaded yet: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof mod.exportSnapshot !== 'function') throw new Error('@pagelift/engine does not export exportSnapshot() yet');
  const close = (mod.closeEnginePool ?? mod.closeEngine ?? mod.close) as (() => Promise<void>) | undefined;
  return { exportSnapshot: mod.exportSnapshot as ExportFn, close: typeof close === 'function' ? close : undefined };
}

function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** Finds `{type:'elementor', elements}` or an elements array in the engine's result. */
export function pickElementor(result: unknown): { envelope: unknown; elements: unknown[] } | null {
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): { envelope: unknown; elements: unknown[] } | null => {
    v = parseMaybeJson(v);
    if (v === null || typeof v !== 'object' || seen.has(v) || depth > 4) return null;
    seen.add(v);
    const o = v as Record<string, unknown>;
    if (o.type === 'elementor' && Array.isArray(o.elements)) return { envelope: o, elements: o.elements };
    for (const k of ['template', 'clipboard', 'data', 'output', 'result', 'envelope', 'elementor']) {
      if (k in o) {
        const hit = visit(o[k], depth + 1);
        if (hit) return hit;
      }
    }
    if (Array.isArray(o.elements) && o.elements.every((e) => e && typeof e === 'object' && 'elType' in (e as object))) {
      return { envelope: { type: 'elementor', siteurl: 'https://pagelift.invalid/wp-json/', elements: o.elements }, elements: o.elements };
    }
    return null;
  };
  return visit(result, 0);
}

export function pickReport(result: unknown): Record<string, unknown> | null {
  const o = parseMaybeJson(result);
  if (!o || typeof o !== 'object') return null;
  const r = (o as Record<string, unknown>).report ?? (o as Record<string, unknown>).stats;
  return r && typeof r === 'object' ? (r as Record<string, unknown>) : null;
}

export async function runExport(engine: EngineModule, html: string, settings: Record<string, unknown>, baseUrl: string): Promise<EngineExport> {
  const t0 = performance.now();
  const result = await engine.exportSnapshot(html, settings, { baseUrl });
  const ms = performance.now() - t0;
  const el = pickElementor(result);
  if (!el) {
    const keys = result && typeof result === 'object' ? Object.keys(result).join(', ') : typeof result;
    throw new Error(`exportSnapshot returned no Elementor elements (result keys: ${keys})`);
  }
  return { elements: el.elements, envelope: el.envelope, report: pickReport(result), ms };
}

/** Counts widgets by type over an element tree. */
export function widgetStats(elements: unknown[]): { widgets: number; html: number; containers: number; byType: Record<string, number> } {
  const byType: Record<string, number> = {};
  let widgets = 0;
  let html = 0;
  let containers = 0;
  const walk = (list: unknown[]) => {
    for (const e of list) {
      if (!e || typeof e !== 'object') continue;
      const el = e as { elType?: string; widgetType?: string; elements?: unknown[] };
      if (el.elType === 'widget') {
        widgets++;
        const t = el.widgetType ?? '?';
        byType[t] = (byType[t] ?? 0) + 1;
        if (t === 'html') html++;
      } else if (el.elType === 'container') containers++;
      if (Array.isArray(el.elements)) walk(el.elements);
    }
  };
  walk(elements);
  return { widgets, html, containers, byType };
}

/** The engine's native-widget ratio if it reports one, else non-`html` widgets / all widgets. */
export function nativeRatio(report: Record<string, unknown> | null, elements: unknown[]): { value: number | null; source: 'engine' | 'bench' } {
  if (report) {
    const counts = (report.counts ?? {}) as Record<string, unknown>;
    for (const v of [counts.nativeRatio, report.nativeWidgetRatio, report.nativeRatio]) {
      // the engine reports a percentage (0..100)
      if (typeof v === 'number' && Number.isFinite(v)) return { value: v / 100, source: 'engine' };
    }
  }
  const s = widgetStats(elements);
  return { value: s.widgets ? (s.widgets - s.html) / s.widgets : null, source: 'bench' };
}
