import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../ids.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Logged in outbox mode so a developer without SMTP can still activate accounts. */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox and its code is logged. */
export function createMailer(opts: { smtpUrl: string | null; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ outbox: file, to: mail.to, mailCode: mail.code }, `mail written to outbox (no SMTP_URL): ${mail.subject}${mail.code ? ` - code ${mail.code}` : ''}`);
    },
    close: () => {},
  };
}
