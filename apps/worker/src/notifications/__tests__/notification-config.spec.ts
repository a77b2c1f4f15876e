import { ConfigError } from '@voc/config';
import { readNotificationConfig } from '../notification-config';

const SMS = { SMS_GATEWAY_URL: 'https://sms.example.com/v1/', SMS_GATEWAY_USER: 'voc', SMS_GATEWAY_PASSWORD: 's3cret pass' };
const SMTP = { SMTP_URL: 'smtp://mailer:pw@mail.example.com:587', SMTP_FROM: 'VOC <voc@example.com>' };

/** environment, the variable the error names (null: accepted). */
const CASES: Array<[string, Record<string, string>, string | null]> = [
  ['nothing set: both channels wait', {}, null],
  ['both set', { ...SMS, ...SMTP }, null],
  ['SMTP_URL of another protocol', { ...SMTP, SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
  ['SMTP_URL not a URL', { ...SMTP, SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
  ['SMTP_FROM missing', { SMTP_URL: SMTP.SMTP_URL }, 'SMTP_FROM'],
  ['SMTP_FROM not an address', { ...SMTP, SMTP_FROM: 'VOC team' }, 'SMTP_FROM'],
  ['SMS_GATEWAY_URL with credentials', { ...SMS, SMS_GATEWAY_URL: 'https://u:p@sms.example.com' }, 'SMS_GATEWAY_URL'],
  ['SMS_GATEWAY_URL with a query', { ...SMS, SMS_GATEWAY_URL: 'https://sms.example.com/?key=1' }, 'SMS_GATEWAY_URL'],
  ['SMS_GATEWAY_USER missing', { ...SMS, SMS_GATEWAY_USER: '' }, 'SMS_GATEWAY_USER'],
  ['SMS_GATEWAY_PASSWORD missing', { ...SMS, SMS_GATEWAY_PASSWORD: '' }, 'SMS_GATEWAY_PASSWORD'],
  ['SMS_GATEWAY_SENDER too long', { ...SMS, SMS_GATEWAY_SENDER: 'A-VERY-LONG-NAME' }, 'SMS_GATEWAY_SENDER'],
  ['SMS_GATEWAY_TIMEOUT_MS not a number', { ...SMS, SMS_GATEWAY_TIMEOUT_MS: 'soon' }, 'SMS_GATEWAY_TIMEOUT_MS'],
  ['SMTP_POOL_SIZE zero', { ...SMTP, SMTP_POOL_SIZE: '0' }, 'SMTP_POOL_SIZE'],
  ['SMTP_POOL_SIZE not a number', { ...SMTP, SMTP_POOL_SIZE: 'many' }, 'SMTP_POOL_SIZE'],
  ['SMS_GATEWAY_CONNECTIONS zero', { ...SMS, SMS_GATEWAY_CONNECTIONS: '0' }, 'SMS_GATEWAY_CONNECTIONS'],
  ['SMS_GATEWAY_CONNECTIONS too many', { ...SMS, SMS_GATEWAY_CONNECTIONS: '100000' }, 'SMS_GATEWAY_CONNECTIONS'],
  ['NOTIFY_CONCURRENCY out of range', { NOTIFY_CONCURRENCY: '0' }, 'NOTIFY_CONCURRENCY'],
];

describe('readNotificationConfig', () => {
  it.each(CASES)('%s', (_name, env, bad) => {
    if (bad === null) {
      expect(() => readNotificationConfig(env)).not.toThrow();
      return;
    }
    let error: unknown;
    try {
      readNotificationConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(bad);
    // No password of the environment ever appears in the message.
    expect((error as Error).message).not.toContain('s3cret');
    expect((error as Error).message).not.toContain(':pw@');
  });

  it('reads both channels, the base URL without its trailing slash', () => {
    expect(readNotificationConfig({ ...SMS, ...SMTP })).toMatchObject({
      smtp: { url: SMTP.SMTP_URL, from: SMTP.SMTP_FROM, poolSize: 10 },
      smsGateway: { baseUrl: 'https://sms.example.com/v1', user: 'voc', password: 's3cret pass', sender: 'VOC', timeoutMs: 10_000, connections: 50 },
      concurrency: 20,
    });
    expect(readNotificationConfig({ ...SMTP, SMTP_POOL_SIZE: '25' }).smtp?.poolSize).toBe(25);
  });
});
