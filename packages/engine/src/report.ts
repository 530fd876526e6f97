/** One source feature the export could not carry over exactly. */
export interface ReportNote {
  feature: string;
  action: 'approximated' | 'dropped' | 'fallback';
  count: number;
  /** `tag.class#id` of the first source element it happened to. */
  example: string;
  detail?: string;
}

export interface ExportReport {
  builder: string;
  counts: {
    /** Elements emitted as the builder's own widgets (not html fallbacks). */
    nativeWidgets: number;
    containers: number;
    fallbacks: number;
    /** nativeWidgets / (nativeWidgets + fallbacks), in %. */
    nativeRatio: number;
  };
  notes: ReportNote[];
  timings: Record<string, number>;
  /** Widths (px) the snapshot was rendered at, per breakpoint name. */
  renderWidths: Record<string, number>;
}

/** Collects notes while the pipeline runs; one line per (feature, action). */
export class ReportCollector {
  private readonly notes = new Map<string, ReportNote>();
  readonly timings: Record<string, number> = {};

  note(feature: string, action: ReportNote['action'], example: string, detail?: string): void {
    const key = `${feature}|${action}`;
    const existing = this.notes.get(key);
    if (existing) existing.count++;
    else this.notes.set(key, { feature, action, count: 1, example, detail });
  }

  time(label: string, started: number): void {
    this.timings[label] = Math.round(performance.now() - started);
  }

  list(): ReportNote[] {
    return [...this.notes.values()];
  }
}
