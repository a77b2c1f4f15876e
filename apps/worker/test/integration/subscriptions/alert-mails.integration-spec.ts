import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, TEMPLATE_DATABASE_ENV, type ThrowawayDatabase } from '@voc/testing';
// The development SMTP sink stands in for the mail server, as in the notification proofs.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSmtpSink, type SmtpSink } from '../../../../notify-standins/src/smtp-sink';
import { startTestWorker, waitFor } from '../../support/worker-context';

/**
 * The running worker (every module, as production starts it): its alert evaluation raises an alert
 * from figures planted in the reporting tables, requests the mails of that alert's subscribers,
 * and its user-mail sender delivers them to the SMTP sink: one mail to each subscriber of the
 * scope, none to a subscriber of another region.
 */
describe('an alert raised by the worker is mailed to the subscribers of its scope, once', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  let sink: SmtpSink;
  let worker: INestApplicationContext | undefined;

  const user = async (email: string, type: string, region: string | null) => {
    const [row] = await db.query<Array<{ id: string }>>(
      `INSERT INTO users (email, password_hash, first_name, last_name, active_flag, type, group_showroom, group_service, permission, dealer_sales_region, dealer_service_region)
       VALUES ($1, 'x', 'ทดสอบ', 'ระบบ', 1, $2, true, true, '{}'::jsonb, $3, $3) RETURNING id`,
      [email, type, region],
    );
    await db.query(`INSERT INTO user_subscriptions (user_id, alerts, language) VALUES ($1, true, 'en')`, [row.id]);
    return row.id;
  };

  beforeAll(async () => {
    // This tree's migrations (user_subscriptions), not a copy of a template an older build made.
    database = await createMigratedDatabase('voc_alert_mails', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: '' });
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    sink = await startSmtpSink();
    const [dealer] = await db.query<Array<{ id: string }>>(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       VALUES ('9200', 'AM001', 'นิสสัน ทดสอบ', 'Nissan Test', 'สาขาทดสอบ', 'Test Branch', 'normal', 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb) RETURNING id`,
    );
    // 10 open tickets at the dealer, 5 breached: 50 % > the default rule's 25 % (at least 8 open).
    for (let i = 0; i < 10; i += 1) {
      await db.query(
        `INSERT INTO reporting.ticket_kpi (ticket_id, case_no, type, source, dealer_ref, area_code, region, received_at, received_month, status, live_state, last_position)
         VALUES ($1, $2, 'showroom', 'callcenter', $3, 'R1-1', 'Region1', now(), date_trunc('month', now())::date, 'W', $4, 1)`,
        [randomUUID(), `AM-${i}`, dealer.id, i < 5 ? 'breached' : 'on_time'],
      );
    }
    await user('head@example.com', 'csn', null);
    await user('region1@example.com', 'region_manager', 'Region1');
    await user('region2@example.com', 'region_manager', 'Region2');
  });
  afterAll(async () => {
    await worker?.close();
    await sink?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('evaluates, raises and mails each subscriber of the scope once', async () => {
    worker = await startTestWorker(`alert-mails-${randomBytes(4).toString('hex')}`, {
      DATABASE_URL: database.url,
      SMTP_URL: sink.smtpUrl,
      SMTP_FROM: 'VOC <voc@demo.local>',
      UNSUBSCRIBE_SECRET: 'alert-mails-secret-alert-mails-secret-alert',
      PUBLIC_URL: 'https://voc.example.test',
      NOTIFY_DISPATCH_EVERY_MS: '50',
    });
    const mails = await waitFor(async () => (sink.messages().length >= 2 ? sink.messages() : undefined), 30_000, 'the alert mails');
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['head@example.com', 'region1@example.com']);
    expect(mails[0].subject).toContain('[VOC] Alert: High share of breached tickets (AM001');
    expect(mails[0].list_unsubscribe).toMatch(/^<https:\/\/voc\.example\.test\/api\/subscriptions\/unsubscribe\?token=/);
    // The sink has a mail a moment before the sender records it sent: wait for the outbox to say so.
    const statuses = () => db.query<Array<{ status: string; n: number }>>(`SELECT status, count(*)::int AS n FROM user_mail_outbox GROUP BY status ORDER BY status`);
    const rows = await waitFor(async () => {
      const now = await statuses();
      return now.every((row) => row.status === 'sent') ? now : undefined;
    }, 30_000, 'both mails recorded as sent');
    expect(rows).toEqual([{ status: 'sent', n: 2 }]);
    expect(sink.messages()).toHaveLength(2);
  });
});
