import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log of the dealer master and the user list (who changed what, when), and the indexes
 * the dealer and user lists' filters need beyond those of CreateDealersAndUsers1763776800000.
 * Partial-text filters (names, emails, passport ids) use trigram indexes: they serve LIKE '%x%'.
 */
export class CreateAuditLog1763784000000 implements MigrationInterface {
  name = 'CreateAuditLog1763784000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        entity_type text NOT NULL CHECK (entity_type IN ('user', 'dealer')),
        entity_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('created', 'updated')),
        changed_by uuid REFERENCES users (id) ON DELETE RESTRICT,
        -- The name as it was when the change was made.
        changed_by_name text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now(),
        -- { field: { from, to } }, or { field: { changed: true } } for a secret; never a password.
        changes jsonb NOT NULL
      )`);
    // The detail answers read one record's newest changes first.
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, changed_at DESC, id DESC)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);

    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    // Dealer list filters not yet indexed: code prefix, name part (Thai or English, dealer or
    // branch), each area code alone, geographic region. Regions, provinces, status and dealer_id
    // have theirs already; dealer_code's unique index serves the list order.
    await q.query(`CREATE INDEX dealers_code_prefix_idx ON dealers (lower(dealer_code) text_pattern_ops)`);
    await q.query(`
      CREATE INDEX dealers_names_trgm_idx ON dealers
      USING gin (lower(dealer_name || ' ' || dealer_name_en || ' ' || branch_name || ' ' || branch_name_en) gin_trgm_ops)`);
    await q.query(`CREATE INDEX dealers_sale_area_idx ON dealers (sale_area_code)`);
    await q.query(`CREATE INDEX dealers_service_area_idx ON dealers (service_area_code)`);
    await q.query(`CREATE INDEX dealers_geo_region_idx ON dealers (dealer_region)`);

    // User list filters not yet indexed: name, email and passport id parts, regions and areas,
    // and the active and group flags (inactive users are the few one searches for). Type and
    // dealer have theirs already; users_names_idx serves the list order.
    await q.query(`CREATE INDEX users_first_name_trgm_idx ON users USING gin (lower(first_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_last_name_trgm_idx ON users USING gin (lower(last_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_passport_id_trgm_idx ON users USING gin (lower(passport_id) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_sales_region_idx ON users (dealer_sales_region, sale_area_code)`);
    await q.query(`CREATE INDEX users_service_region_idx ON users (dealer_service_region, service_area_code)`);
    await q.query(`CREATE INDEX users_sale_area_idx ON users (sale_area_code)`);
    await q.query(`CREATE INDEX users_service_area_idx ON users (service_area_code)`);
    await q.query(`CREATE INDEX users_flags_idx ON users (active_flag, group_showroom, group_service)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'users_flags_idx',
      'users_service_area_idx',
      'users_sale_area_idx',
      'users_service_region_idx',
      'users_sales_region_idx',
      'users_passport_id_trgm_idx',
      'users_email_trgm_idx',
      'users_last_name_trgm_idx',
      'users_first_name_trgm_idx',
      'dealers_geo_region_idx',
      'dealers_service_area_idx',
      'dealers_sale_area_idx',
      'dealers_names_trgm_idx',
      'dealers_code_prefix_idx',
    ]) {
      await q.query(`DROP INDEX ${index}`);
    }
    // pg_trgm stays: it may have been there before us, and other objects may use it by now.
    await q.query(`DROP TRIGGER audit_log_no_change ON audit_log`);
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
