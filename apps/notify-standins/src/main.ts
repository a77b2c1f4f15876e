import { ConfigError } from '@voc/config';
import { startSmsStandin } from './sms-gateway-standin';
import { startSmtpSink } from './smtp-sink';
import { readNotifyStandinsConfig } from './standin-config';

/**
 * `node apps/notify-standins/dist/main.js`: the development stand-ins of a mail server (SMTP with a
 * web inbox) and of the SMS gateway, for machines with no real ones. Prints one JSON line with
 * their addresses (scripts/lib/product reads it).
 */
async function main(): Promise<void> {
  const config = readNotifyStandinsConfig(process.env);
  const sink = await startSmtpSink({ host: config.host, smtpPort: config.smtpPort, webPort: config.inboxPort });
  const sms = await startSmsStandin({
    host: config.host,
    port: config.smsPort,
    user: config.smsUser,
    password: config.smsPassword,
    receiptUrl: config.receiptUrl,
    receiptToken: config.receiptToken,
    control: config.control,
  });
  console.log(JSON.stringify({ standins: { smtpUrl: sink.smtpUrl, inboxUrl: sink.inboxUrl, smsUrl: sms.url } }));
  const stop = () => {
    Promise.all([sink.close(), sms.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
