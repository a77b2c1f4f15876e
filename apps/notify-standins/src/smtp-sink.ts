/**
 * The development stand-in of a mail server: an SMTP server (the `smtp-server` package) that
 * accepts every message for a well-formed address and keeps it in memory, and a small web inbox
 * listing them. Nothing is delivered anywhere.
 *
 * - Recipients: an address that is not user@domain.tld, or whose domain ends in `.invalid`
 *   (RFC 2606), is refused with 550, as a real server refuses an unknown mailbox.
 * - Like the mail stores that collapse duplicates (Gmail does), a message whose Message-ID was
 *   seen already is accepted and not kept twice: `duplicates` counts them.
 * - Any AUTH login is accepted (none is required); no TLS (the product's SMTP_URL says
 *   `?ignoreTLS=true` for it).
 * - The inbox: GET / (a page), GET /api/messages (JSON), GET /__standin/health.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSinkOptions {
  smtpPort?: number;
  webPort?: number;
  host?: string;
}

export interface KeptMail {
  message_id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  received_at: string;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers, when the mail has them. */
  list_unsubscribe?: string;
  list_unsubscribe_post?: string;
  /** The files attached: name, type and size (their content is not kept). */
  attachments?: Array<{ filename: string; content_type: string; size: number }>;
}

export interface SmtpSink {
  /** smtp://host:port?ignoreTLS=true: what SMTP_URL says to use it. */
  smtpUrl: string;
  /** The web inbox. */
  inboxUrl: string;
  messages(): KeptMail[];
  duplicates(): number;
  close(): Promise<void>;
}

/** A header's value as sent (from mailparser's raw header lines: it parses List-* headers into objects). */
function headerText(lines: ReadonlyArray<{ key: string; line: string }>, name: string, key: 'list_unsubscribe' | 'list_unsubscribe_post'): Partial<KeptMail> {
  const line = lines.find((l) => l.key === name)?.line;
  return line === undefined ? {} : { [key]: line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim() };
}

const ADDRESS = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const kept: KeptMail[] = [];
  const ids = new Set<string>();
  let duplicates = 0;

  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'any' });
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (!ADDRESS.test(to) || to.endsWith('.invalid')) {
        const error = new Error(`5.1.1 <${to}>: no such mailbox`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const messageId = mail.messageId ?? `<no-id-${kept.length}@sink>`;
          if (ids.has(messageId)) {
            duplicates += 1;
          } else {
            ids.add(messageId);
            kept.push({
              message_id: messageId,
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              received_at: new Date().toISOString(),
              ...headerText(mail.headerLines, 'list-unsubscribe', 'list_unsubscribe'),
              ...headerText(mail.headerLines, 'list-unsubscribe-post', 'list_unsubscribe_post'),
              ...(mail.attachments.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', content_type: a.contentType, size: a.size })) } : {}),
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const web = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/__standin/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    } else if (req.method === 'GET' && path === '/api/messages') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ messages: kept, duplicates }));
    } else if (req.method === 'GET' && path === '/') {
      const rows = kept
        .slice(-500)
        .reverse()
        .map((m) => `<tr><td>${escapeHtml(m.received_at)}</td><td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.subject)}</td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><meta charset="utf-8"><title>Mail inbox stand-in</title><h1>Mail inbox stand-in (development only)</h1><p>${kept.length} messages; nothing leaves this machine.</p><table border="1" cellpadding="4"><tr><th>received</th><th>to</th><th>subject</th><th>text</th></tr>${rows}</table>`);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"name":"NotFound","message":"no such path"}}');
    }
  });
  await new Promise<void>((resolve) => web.listen(options.webPort ?? 0, host, resolve));
  const webPort = (web.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}?ignoreTLS=true`,
    inboxUrl: `http://${host}:${webPort}`,
    messages: () => [...kept],
    duplicates: () => duplicates,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => web.close(() => resolve()))]);
    },
  };
}
