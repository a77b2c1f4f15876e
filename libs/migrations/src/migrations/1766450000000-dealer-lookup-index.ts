import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dealer pickers' one search box (GET /api/dealers?q=, issue 32) finds a branch by any part of
 * its code, its Thai or English dealer and branch names or its province (Thai or English): one
 * trigram index over exactly the expression dealerConditions searches, so a partial text is found
 * by index and not by reading every dealer.
 */
export class DealerLookupIndex1766450000000 implements MigrationInterface {
  name = 'DealerLookupIndex1766450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX dealers_lookup_trgm_idx ON dealers
      USING gin (lower(dealer_code || ' ' || dealer_name || ' ' || dealer_name_en || ' ' || branch_name || ' ' || branch_name_en
        || ' ' || coalesce(dealer_province, '') || ' ' || coalesce(dealer_province_en, '')) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX dealers_lookup_trgm_idx`);
  }
}
