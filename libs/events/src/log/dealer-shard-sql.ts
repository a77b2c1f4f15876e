/**
 * The dealer shard (0 to 15) of a dealer reference, in SQL: the very expression of
 * ticket_events.dealer_shard (main migration 1765400000000), over any text or uuid expression, so
 * a projection partition can pick its own dealers' rows out of a reporting table.
 */
export function dealerShardSql(dealerRef: string): string {
  return `coalesce(hashtext(lower((${dealerRef})::text)) & 15, 0)`;
}
