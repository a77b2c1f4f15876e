import { createHash } from 'node:crypto';
import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_SMTP_POOL_SIZE, type SmtpConfig } from '../notification-config';
import { TransportError, type NotificationTransport, type OutgoingMessage } from './notification-transport';

/** SMTP reply codes that refuse a message for good (RFC 5321: mailbox unavailable, syntax, policy). */
const PERMANENT_CODES = new Set([501, 550, 551, 552, 553, 554, 556]);

/**
 * The Message-ID of a notification: the same idempotency key gives the same id, so a resend after
 * a crash between the server's acceptance and our record carries the very same Message-ID and
 * mail stores that collapse duplicates by it (and our development sink) keep one message.
 */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'voc.invalid';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domain}>`;
}

/**
 * Email through SMTP (nodemailer), one pooled connection set per worker (SMTP_POOL_SIZE
 * connections). Each connection's socket has Nagle's algorithm off: an SMTP conversation is a
 * run of small writes that each wait for the server's answer, and with Nagle on a message's final
 * ".\r\n" waited for the server's delayed ACK (about 40 ms on Linux), which held one connection
 * to some 20 messages a second whatever the server's speed.
 */
export class SmtpTransport implements NotificationTransport {
  private readonly transporter: Transporter;

  constructor(private readonly config: SmtpConfig) {
    const url = new URL(config.url);
    const secure = url.protocol === 'smtps:';
    const port = url.port ? Number(url.port) : secure ? 465 : 587;
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A local development sink offers no TLS; a real server on 587 upgrades with STARTTLS.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      pool: true,
      maxConnections: config.poolSize ?? DEFAULT_SMTP_POOL_SIZE,
      // The socket nodemailer would open, with no Nagle delay; nodemailer still runs the TLS
      // (smtps, or STARTTLS on 587), the timeouts and the error handling over it.
      getSocket: (_options, callback) => {
        const socket = net.connect({ host: url.hostname, port });
        socket.setNoDelay(true);
        callback(null, { connection: socket });
      },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: OutgoingMessage): Promise<{ messageId: string }> {
    const messageId = messageIdOf(message.idempotencyKey, this.config.from);
    try {
      const info = await this.transporter.sendMail({
        from: this.config.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        messageId,
        headers: { ...message.headers, 'X-VOC-Notification': message.notificationId },
        attachments: message.attachments,
      });
      if (info.rejected.length > 0) throw new TransportError(true, `rejected by the server: ${String(info.response ?? '')}`.trim());
      return { messageId };
    } catch (error) {
      if (error instanceof TransportError) throw error;
      const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
      const reason = (e.response ?? e.message ?? String(error)).slice(0, 500);
      // A recipient refused for good, or an address nodemailer cannot even put in an envelope.
      if ((e.responseCode !== undefined && PERMANENT_CODES.has(e.responseCode)) || (e.code === 'EENVELOPE' && e.responseCode === undefined)) {
        throw new TransportError(true, reason);
      }
      throw new TransportError(false, reason);
    }
  }

  close(): void {
    this.transporter.close();
  }
}
