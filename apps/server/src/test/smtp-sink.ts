import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The next mail to `to` after the `after`-th one already received for that address. */
  waitForMail(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Reads the 6-digit code from the next mail to `to`. */
  nextCode(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<string>;
  countFor(to: string): number;
  close(): Promise<void>;
}

/** A real SMTP peer on a random loopback port; the server under test delivers mail to it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const forAddress = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countFor: (to) => forAddress(to).length,
    waitForMail(to, opts = {}) {
      const after = opts.after ?? 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = forAddress(to)[after];
          if (mail) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(mail);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail #${after + 1} for ${to} within ${opts.timeoutMs ?? 10_000} ms`));
        }, opts.timeoutMs ?? 10_000);
        waiters.add(check);
        check();
      });
    },
    async nextCode(to, opts) {
      const mail = await sink.waitForMail(to, opts);
      const code = /code(?: is|:)\s*(\d{6})/i.exec(mail.raw)?.[1];
      if (!code) throw new Error(`no code in mail: ${mail.raw.slice(0, 500)}`);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return sink;
}
