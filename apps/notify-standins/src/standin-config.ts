import { ConfigError, integer, optionalString, type Env } from '@voc/config';
import { SMS_STANDIN_DEFAULTS } from './sms-gateway-standin';

export interface NotifyStandinsConfig {
  host: string;
  smtpPort: number;
  inboxPort: number;
  smsPort: number;
  smsUser: string;
  smsPassword: string;
  receiptUrl: string | null;
  receiptToken: string | null;
  control: boolean;
}

/**
 * NOTIFY_STANDIN_HOST (127.0.0.1), NOTIFY_STANDIN_SMTP_PORT, NOTIFY_STANDIN_INBOX_PORT,
 * NOTIFY_STANDIN_SMS_PORT (0: a free port each), NOTIFY_STANDIN_SMS_USER / _PASSWORD (sms /
 * sms-dev), NOTIFY_STANDIN_RECEIPT_URL and NOTIFY_STANDIN_RECEIPT_TOKEN (where receipts go, and
 * the token they carry), NOTIFY_STANDIN_CONTROL=1 (the /__standin/faults path).
 */
export function readNotifyStandinsConfig(env: Env): NotifyStandinsConfig {
  const control = optionalString(env, 'NOTIFY_STANDIN_CONTROL', '0');
  if (control !== '0' && control !== '1') throw new ConfigError('NOTIFY_STANDIN_CONTROL', `must be 0 or 1, got "${control}"`);
  const receiptUrl = optionalString(env, 'NOTIFY_STANDIN_RECEIPT_URL', '');
  if (receiptUrl !== '' && !/^https?:\/\//.test(receiptUrl)) throw new ConfigError('NOTIFY_STANDIN_RECEIPT_URL', 'must be an http(s) URL');
  return {
    host: optionalString(env, 'NOTIFY_STANDIN_HOST', '127.0.0.1'),
    smtpPort: integer(env, 'NOTIFY_STANDIN_SMTP_PORT', 0, 0, 65535),
    inboxPort: integer(env, 'NOTIFY_STANDIN_INBOX_PORT', 0, 0, 65535),
    smsPort: integer(env, 'NOTIFY_STANDIN_SMS_PORT', 0, 0, 65535),
    smsUser: optionalString(env, 'NOTIFY_STANDIN_SMS_USER', SMS_STANDIN_DEFAULTS.user),
    smsPassword: optionalString(env, 'NOTIFY_STANDIN_SMS_PASSWORD', SMS_STANDIN_DEFAULTS.password),
    receiptUrl: receiptUrl === '' ? null : receiptUrl,
    receiptToken: optionalString(env, 'NOTIFY_STANDIN_RECEIPT_TOKEN', '') || null,
    control: control === '1',
  };
}
