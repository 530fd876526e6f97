import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP peer on loopback that keeps every message, so tests read codes from real mails. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  count(to: string): number {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase())).length;
  }

  /** Waits for mail number `index` (0-based) to `to` and returns the six-digit code in it. */
  async code(to: string, index = 0, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.mails.filter((m) => m.to.includes(to.toLowerCase()));
      const mail = mine[index];
      if (mail) {
        const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /code(?: is)?:?\s+(\d{6})/i.exec(mail.raw)?.[1];
        if (!code) throw new Error(`No code in mail "${mail.subject}"`);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`No mail #${index} to ${to} within ${timeoutMs} ms (got ${mine.length})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
