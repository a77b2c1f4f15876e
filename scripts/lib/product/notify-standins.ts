// The development stand-ins of a mail server (SMTP sink with a web inbox) and of the SMS gateway
// (apps/notify-standins), run when SMTP_URL or SMS_GATEWAY_URL is not configured.

import { randomBytes } from 'node:crypto';
import { freePort } from '../network/ports';
import { startProcess, type OutputStream, type ProcessHandle } from '../processes/child-process';
import { BUILD_OUTPUTS } from './build-outputs';

/** The transports the product sends through; standin: the development stand-in serves it. */
export interface NotifyTransportsInUse {
  mail: { url: string; standin: boolean; inboxUrl: string | null };
  sms: { url: string; standin: boolean };
}

export interface LaunchedNotifyStandins {
  process: ProcessHandle;
  smtpUrl: string;
  inboxUrl: string;
  smsUrl: string;
  smsUser: string;
  smsPassword: string;
  /** Their health addresses: they are up once these answer. */
  healthUrls: string[];
}

/** What the product is configured with (its env, then this process's), for each channel. */
export function configuredTransports(extraEnv: Readonly<Record<string, string>>): { smtpUrl: string; smsUrl: string } {
  return { smtpUrl: extraEnv.SMTP_URL || process.env.SMTP_URL || '', smsUrl: extraEnv.SMS_GATEWAY_URL || process.env.SMS_GATEWAY_URL || '' };
}

/**
 * The environment the api and the worker get for the channels the stand-ins serve: SMTP_URL and
 * SMTP_FROM, SMS_GATEWAY_URL/USER/PASSWORD, and the receipt token both sides share.
 */
export function notifyStandinEnv(standins: LaunchedNotifyStandins, configured: { smtpUrl: string; smsUrl: string }, receiptToken: string): Record<string, string> {
  return {
    ...(configured.smtpUrl ? {} : { SMTP_URL: standins.smtpUrl, SMTP_FROM: 'VOC <voc@demo.local>' }),
    ...(configured.smsUrl ? {} : { SMS_GATEWAY_URL: standins.smsUrl, SMS_GATEWAY_USER: standins.smsUser, SMS_GATEWAY_PASSWORD: standins.smsPassword, SMS_RECEIPT_TOKEN: receiptToken }),
  };
}

/** A receipt token for this run (SMS_RECEIPT_TOKEN of this process when set). */
export function receiptTokenForRun(extraEnv: Readonly<Record<string, string>>): string {
  return extraEnv.SMS_RECEIPT_TOKEN || process.env.SMS_RECEIPT_TOKEN || randomBytes(24).toString('hex');
}

/** Start both stand-ins on free ports; receipts go to the api's endpoint with `receiptToken`. */
export async function launchNotifyStandins({ nodeEnv, output, apiUrl, receiptToken }: { nodeEnv: string; output: OutputStream | undefined; apiUrl: string; receiptToken: string }): Promise<LaunchedNotifyStandins> {
  const [smtpPort, inboxPort, smsPort] = [await freePort(), await freePort(), await freePort()];
  const smsUser = 'sms';
  const smsPassword = randomBytes(12).toString('hex');
  const proc = startProcess('notify', process.execPath, [BUILD_OUTPUTS.notifyStandins], {
    env: {
      NODE_ENV: nodeEnv,
      NOTIFY_STANDIN_SMTP_PORT: String(smtpPort),
      NOTIFY_STANDIN_INBOX_PORT: String(inboxPort),
      NOTIFY_STANDIN_SMS_PORT: String(smsPort),
      NOTIFY_STANDIN_SMS_USER: smsUser,
      NOTIFY_STANDIN_SMS_PASSWORD: smsPassword,
      NOTIFY_STANDIN_RECEIPT_URL: `${apiUrl}/notifications/sms/receipts`,
      NOTIFY_STANDIN_RECEIPT_TOKEN: receiptToken,
    },
    output,
  });
  const inboxUrl = `http://127.0.0.1:${inboxPort}`;
  const smsUrl = `http://127.0.0.1:${smsPort}`;
  return {
    process: proc,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    inboxUrl,
    smsUrl,
    smsUser,
    smsPassword,
    healthUrls: [`${inboxUrl}/__standin/health`, `${smsUrl}/__standin/health`],
  };
}
