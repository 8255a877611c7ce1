import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  link?: string | null;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** 'sent' when handed to an SMTP server, 'written' when kept locally. */
  deliver: (message: MailMessage) => Promise<'sent' | 'written'>;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.link ? { 'X-Action-Link': message.link } : undefined,
    attachments: message.attachments,
  };
}

/**
 * A nodemailer transport made on first use: loading nodemailer adds about 0.1 s to the server's
 * start-up, and the first message is soon enough.
 */
function lazyTransport<T extends Transporter>(
  create: (nodemailer: (typeof import('nodemailer'))['default']) => T,
): () => Promise<T> {
  let transport: Promise<T> | null = null;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer)));
}

/**
 * Delivers over SMTP. A server that stops answering fails the delivery within `timeoutMs` (the
 * outbox tries again later) instead of holding it for nodemailer's default ten minutes.
 */
export function smtpTransport(smtpUrl: string, { timeoutMs = 30_000 } = {}): MailTransport {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
  );
  return {
    async deliver(message) {
      await (await transport()).sendMail(toNodemailer(message));
      return 'sent';
    },
  };
}

/** Without SMTP each message becomes an .eml file that any mail client opens; the link is in a header. */
export function directoryTransport(mailDir: string): MailTransport {
  const builder = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async deliver(message) {
      const built = await (await builder()).sendMail(toNodemailer(message));
      await fs.mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(mailDir, `${stamp}-${message.id}.eml`), built.message as Buffer);
      return 'written';
    },
  };
}

/** Keeps messages in memory: tests read them back. */
export function memoryTransport(): MailTransport & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async deliver(message) {
      messages.push(message);
      return 'written';
    },
  };
}
