import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** pino's loggers can say whether a level would be written; the test loggers of Fastify can too. */
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request logger that makes the pino child (with the request id) only when something is written.
 * pino runs the bindings of every child through the redaction paths, which cost a few microseconds
 * and some garbage per request (issue 14), while at the usual levels most requests write nothing:
 * Fastify's own "incoming request" / "request completed" lines are `info`.
 */
export class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** Whether the child exists (for tests). */
  get materialised(): boolean {
    return this.#child !== undefined;
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.#child && this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    const target = (this.#child ?? this.parent) as Parent;
    return target.isLevelEnabled ? target.isLevelEnabled(level) : true;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Every request's `req.log` / `reply.log` becomes a LazyChildLogger of the server's logger. */
export function useLazyRequestLoggers(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) => new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
}
