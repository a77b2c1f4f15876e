import type { MigrationInterface, QueryRunner } from 'typeorm';
import { frozenTicketFiguresSql } from './frozen/frozen-ticket-figures-1766200000000.sql';

/**
 * What each frozen month's figures read of its tickets (issue 31: a late change is a ticket whose
 * figures changed after the close, not one touched). The months frozen before this migration get
 * their tickets' figures as they stand now: changes made between their close and this migration
 * are not told apart (`npm run projections:rebuild` replays the log and records them at each
 * close, as the projections now do).
 */
export class FrozenTicketFigures1766200000000 implements MigrationInterface {
  name = 'FrozenTicketFigures1766200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of frozenTicketFiguresSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.frozen_ticket_figures`);
  }
}
