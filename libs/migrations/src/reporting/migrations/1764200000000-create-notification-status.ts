import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notificationStatusSql } from './frozen/notification-status-1764200000000.sql';

/**
 * The notification projection (issue 14), fed by the ticket log's Notification* events under the
 * tickets checkpoint. It starts empty: no notification event precedes this release.
 */
export class CreateNotificationStatus1764200000000 implements MigrationInterface {
  name = 'CreateNotificationStatus1764200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of notificationStatusSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.notification_status`);
  }
}
