import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Migrations 1766200000000 (what frozen months read of each ticket, for the late changes) and
 * 1766300000000 (the ticket projection replayed under one KPI definition) landed together. On a
 * database that had frozen months before both, the first records those months' ticket figures
 * and the second forgets the months so they freeze again; the records of the forgotten months
 * would then stay (the freeze keeps a ticket's first record) and hold figures of the old
 * definition, so every ticket whose KPI4 or KPI5c the new definition reads otherwise would show as
 * a late change. The ticket projection's records of months it no longer holds frozen are removed:
 * the replay writes them again when it freezes each month. A fresh database has none.
 */
export class ForgetRebuiltTicketFigures1766310000000 implements MigrationInterface {
  name = 'ForgetRebuiltTicketFigures1766310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM reporting.frozen_ticket_figures f
       WHERE f.projection = 'tickets'
         AND NOT EXISTS (SELECT 1 FROM reporting.frozen_months m WHERE m.projection = 'tickets' AND m.month = f.month)`,
    );
  }

  async down(): Promise<void> {
    // Nothing to put back: the records removed were of months the projection no longer held frozen.
  }
}
