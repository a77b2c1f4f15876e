import { ConfigError, integer, optionalString, url, type Env } from '@voc/config';

export interface SmtpConfig {
  /** smtp:// or smtps:// with host, port and (optionally) user:password; never logged. */
  url: string;
  from: string;
  /** SMTP connections kept open at once (SMTP_POOL_SIZE; DEFAULT_SMTP_POOL_SIZE when not given). */
  poolSize?: number;
}

/** SMTP connections a worker keeps open when SMTP_POOL_SIZE does not say. */
export const DEFAULT_SMTP_POOL_SIZE = 10;

export interface SmsGatewayConfig {
  baseUrl: string;
  user: string;
  password: string;
  sender: string;
  timeoutMs: number;
  /** Connections kept open to the gateway at once (SMS_GATEWAY_CONNECTIONS; DEFAULT_SMS_GATEWAY_CONNECTIONS when not given). */
  connections?: number;
}

/** Connections to the SMS gateway a worker keeps open when SMS_GATEWAY_CONNECTIONS does not say. */
export const DEFAULT_SMS_GATEWAY_CONNECTIONS = 50;

export interface NotificationConfig {
  /** null: SMTP_URL unset, emails wait in the outbox (never dropped) until it is configured. */
  smtp: SmtpConfig | null;
  /** null: SMS_GATEWAY_URL unset, SMS wait in the outbox likewise. */
  smsGateway: SmsGatewayConfig | null;
  /** Send jobs one worker runs at once. */
  concurrency: number;
  /** The longest wait between two attempts of a message whose transport is down. */
  maxBackoffMs: number;
  /** How often the dispatcher hands requested notifications to BullMQ. */
  dispatchEveryMs: number;
}

/** The channels this worker can send (a transport configured for each). */
export function configuredChannels(config: Pick<NotificationConfig, 'smtp' | 'smsGateway'>): Array<'email' | 'sms'> {
  return [...(config.smtp ? (['email'] as const) : []), ...(config.smsGateway ? (['sms'] as const) : [])];
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

function readSmtp(env: Env): SmtpConfig | null {
  if (optionalString(env, 'SMTP_URL', '') === '') return null;
  const raw = url(env, 'SMTP_URL', ['smtp', 'smtps']);
  if (!new URL(raw).hostname) throw new ConfigError('SMTP_URL', 'must name a host, e.g. smtp://mail.example.com:587');
  const from = optionalString(env, 'SMTP_FROM', '');
  if (from === '') throw new ConfigError('SMTP_FROM', 'is required when SMTP_URL is set (the sender address, e.g. "VOC <voc@example.com>")');
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!EMAIL.test(address)) throw new ConfigError('SMTP_FROM', 'must be an email address, optionally with a name: "VOC <voc@example.com>"');
  return { url: raw, from, poolSize: integer(env, 'SMTP_POOL_SIZE', DEFAULT_SMTP_POOL_SIZE, 1, 100) };
}

function readSmsGateway(env: Env): SmsGatewayConfig | null {
  if (optionalString(env, 'SMS_GATEWAY_URL', '') === '') return null;
  const baseUrl = url(env, 'SMS_GATEWAY_URL', ['http', 'https']);
  const parsed = new URL(baseUrl);
  if (parsed.username !== '' || parsed.password !== '') throw new ConfigError('SMS_GATEWAY_URL', 'must not contain credentials: set SMS_GATEWAY_USER and SMS_GATEWAY_PASSWORD instead');
  if (parsed.search !== '' || parsed.hash !== '') throw new ConfigError('SMS_GATEWAY_URL', 'must be the gateway base URL without a query or fragment');
  const user = optionalString(env, 'SMS_GATEWAY_USER', '');
  if (user === '') throw new ConfigError('SMS_GATEWAY_USER', 'is required when SMS_GATEWAY_URL is set');
  if (user.includes(':')) throw new ConfigError('SMS_GATEWAY_USER', 'must not contain ":" (HTTP basic authorisation)');
  const password = env.SMS_GATEWAY_PASSWORD ?? '';
  if (password === '') throw new ConfigError('SMS_GATEWAY_PASSWORD', 'is required when SMS_GATEWAY_URL is set');
  const sender = optionalString(env, 'SMS_GATEWAY_SENDER', 'VOC');
  if (sender.length > 11) throw new ConfigError('SMS_GATEWAY_SENDER', 'must be at most 11 characters (an SMS sender name)');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    user,
    password,
    sender,
    timeoutMs: integer(env, 'SMS_GATEWAY_TIMEOUT_MS', 10_000, 100, 600_000),
    connections: integer(env, 'SMS_GATEWAY_CONNECTIONS', DEFAULT_SMS_GATEWAY_CONNECTIONS, 1, 500),
  };
}

/**
 * Reads SMTP_URL, SMTP_FROM, SMTP_POOL_SIZE, SMS_GATEWAY_URL, SMS_GATEWAY_USER, SMS_GATEWAY_PASSWORD,
 * SMS_GATEWAY_SENDER, SMS_GATEWAY_TIMEOUT_MS, SMS_GATEWAY_CONNECTIONS, NOTIFY_CONCURRENCY, NOTIFY_MAX_BACKOFF_MS and
 * NOTIFY_DISPATCH_EVERY_MS; a bad value throws a ConfigError naming the variable (and never
 * repeating a password).
 */
export function readNotificationConfig(env: Env): NotificationConfig {
  return {
    smtp: readSmtp(env),
    smsGateway: readSmsGateway(env),
    concurrency: integer(env, 'NOTIFY_CONCURRENCY', 20, 1, 500),
    maxBackoffMs: integer(env, 'NOTIFY_MAX_BACKOFF_MS', 300_000, 100, 3_600_000),
    dispatchEveryMs: integer(env, 'NOTIFY_DISPATCH_EVERY_MS', 200, 10, 60_000),
  };
}
