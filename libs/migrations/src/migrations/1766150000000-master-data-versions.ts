import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dated history of the master data reports group by (issue 31: a final figure never moves):
 * every version of a dealer branch's company, names, areas, regions, province and working hours,
 * and of a car model's segment, in force from `valid_from` (null: since before the history began)
 * until `valid_to` (null: still in force). Written by the commands that change the master, in
 * their transaction; seeded with the master as it stands, in force since ever.
 */
export class MasterDataVersions1766150000000 implements MigrationInterface {
  name = 'MasterDataVersions1766150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dealer_versions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        dealer_ref uuid NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
        valid_from timestamptz,
        valid_to timestamptz,
        dealer_id text NOT NULL,
        dealer_name text NOT NULL,
        dealer_name_en text NOT NULL,
        sale_area_code text,
        service_area_code text,
        dealer_sales_region text,
        dealer_service_region text,
        dealer_region text,
        dealer_province text,
        dealer_province_en text,
        working_hours jsonb NOT NULL,
        CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to > valid_from)
      )`);
    // A branch's versions in time order; one in force at a time.
    await q.query(`CREATE INDEX dealer_versions_dealer_idx ON dealer_versions (dealer_ref, valid_from)`);
    await q.query(`CREATE UNIQUE INDEX dealer_versions_current_key ON dealer_versions (dealer_ref) WHERE valid_to IS NULL`);
    await q.query(`
      INSERT INTO dealer_versions (dealer_ref, valid_from, valid_to, dealer_id, dealer_name, dealer_name_en, sale_area_code, service_area_code,
                                   dealer_sales_region, dealer_service_region, dealer_region, dealer_province, dealer_province_en, working_hours)
      SELECT id, NULL, NULL, dealer_id, dealer_name, dealer_name_en, sale_area_code, service_area_code,
             dealer_sales_region, dealer_service_region, dealer_region, dealer_province, dealer_province_en, working_hours
      FROM dealers`);
    await q.query(`
      CREATE TABLE car_model_versions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        car_model_ref uuid NOT NULL REFERENCES car_models (id) ON DELETE CASCADE,
        valid_from timestamptz,
        valid_to timestamptz,
        model text NOT NULL,
        segment text NOT NULL,
        CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to > valid_from)
      )`);
    await q.query(`CREATE INDEX car_model_versions_model_idx ON car_model_versions (car_model_ref, valid_from)`);
    await q.query(`CREATE UNIQUE INDEX car_model_versions_current_key ON car_model_versions (car_model_ref) WHERE valid_to IS NULL`);
    await q.query(`INSERT INTO car_model_versions (car_model_ref, valid_from, valid_to, model, segment) SELECT id, NULL, NULL, model, segment FROM car_models`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE car_model_versions`);
    await q.query(`DROP TABLE dealer_versions`);
  }
}
