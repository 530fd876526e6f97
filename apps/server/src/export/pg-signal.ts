import pg from 'pg';

/**
 * LISTEN/NOTIFY on one dedicated connection: the API is told "job done" and idle workers
 * "job queued" at once instead of waiting for their next poll. Notifications are a shortcut,
 * never the only path: every waiter also polls (a dropped connection only costs latency), and the
 * connection is reopened after an error.
 */
export class PgSignal {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly channels: string[],
    private readonly onError?: (err: Error) => void,
  ) {}

  async start(): Promise<void> {
    // Named, so an operator (or a test) can tell these long-lived LISTEN connections apart.
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: this.applicationName() });
    client.on('notification', (msg) => {
      for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', (err) => {
      this.onError?.(err);
      this.reconnect(client);
    });
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
  }

  private applicationName(): string {
    return `pagelift-signal ${this.channels[0] ?? ''}`.slice(0, 63);
  }

  /** Whether the LISTEN connection is up (it is reopened a second after it drops). */
  get connected(): boolean {
    return this.client !== null;
  }

  private reconnect(broken: pg.Client): void {
    if (this.closed || this.client !== broken) return;
    this.client = null;
    broken.end().catch(() => {});
    this.reconnectTimer = setTimeout(() => {
      this.start().catch((err) => {
        this.onError?.(err as Error);
        this.client = broken; // lets the next error path schedule another try
        this.reconnect(broken);
      });
    }, 1000);
  }

  on(channel: string, handler: (payload: string) => void): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set!.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}

/** Channel names carry the pg-boss schema, so two deployments (or test files) in one database never cross. */
export const doneChannel = (bossSchema: string) => `pagelift_export_done_${bossSchema}`;
export const queuedChannel = (bossSchema: string) => `pagelift_export_queued_${bossSchema}`;

/** Sends one notification through pg-boss's own pool. */
export async function notify(db: { executeSql(text: string, values?: unknown[]): Promise<unknown> }, channel: string, payload: string): Promise<void> {
  await db.executeSql('SELECT pg_notify($1, $2)', [channel, payload]);
}
