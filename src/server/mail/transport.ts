import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '../log.ts';

export type MailMessage = {
  from: string;
  to: string;
  cc?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a simulation mail's allow-list header) and the Message-ID to use. */
  headers?: Record<string, string> | undefined;
  messageId?: string | undefined;
};

/** Delivers one message or throws. */
export type MailTransport = { send: (message: MailMessage) => Promise<void>; close: () => void };

/** How many connections to the mail server one instance keeps open and sends over at once. */
export const SMTP_CONNECTIONS = 4;

/**
 * SMTP through nodemailer, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465. Pooled:
 * a morning's reminders are hundreds of thousands of mails, and a new connection (and TLS
 * handshake) for each would make their delivery take hours.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail becomes a real .eml file in `<dataDir>/mail`, so that invitations and
 * resets work on a laptop with no mail server; the log names the file, never a link (a log is read
 * by more people than the mailbox). The files carry live links: only their owner may read them.
 * With SMTP (production) nothing of a mail is logged.
 */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await builder.sendMail(message);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${process.pid}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info('mail written', { to: message.to, subject: message.subject, file });
    },
    close: () => builder.close(),
  };
}
