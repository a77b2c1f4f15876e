import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partition key of the ticket log (issue 15, partitioned projections): dealer_shard, 0 to 15,
 * a hash of the event's dealer branch (payload.ticket.dealer_ref, which every ticket event repeats
 * and no event changes), stored with the event. A projection partition reads its shards through
 * ticket_events_shard_idx in (tx_id, position) order, one index range per shard, never the other
 * partitions' events. An event without a dealer (none today) falls in shard 0 rather than in none.
 * Adding the column rewrites ticket_events once.
 */
export class TicketEventsDealerShard1765400000000 implements MigrationInterface {
  name = 'TicketEventsDealerShard1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE ticket_events ADD COLUMN dealer_shard smallint NOT NULL
        GENERATED ALWAYS AS (coalesce(hashtext(lower(payload->'ticket'->>'dealer_ref')) & 15, 0)::smallint) STORED`);
    await q.query(`CREATE INDEX ticket_events_shard_idx ON ticket_events (dealer_shard, tx_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ticket_events_shard_idx`);
    await q.query(`ALTER TABLE ticket_events DROP COLUMN dealer_shard`);
  }
}
