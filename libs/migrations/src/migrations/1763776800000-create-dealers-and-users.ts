import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDealersAndUsers1763776800000 implements MigrationInterface {
  name = 'CreateDealersAndUsers1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dealers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id text NOT NULL,
        dealer_code text NOT NULL UNIQUE,
        dealer_name text NOT NULL,
        dealer_name_en text NOT NULL,
        branch_name text NOT NULL,
        branch_name_en text NOT NULL,
        status text NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'closed')),
        sale_area_code text,
        service_area_code text,
        dealer_sales_region text CHECK (dealer_sales_region ~ '^Region[1-5]$'),
        dealer_service_region text CHECK (dealer_service_region ~ '^Region[1-5]$'),
        dealer_region text,
        dealer_province text,
        dealer_province_en text,
        sale_area_manager_name text,
        sale_manager_name text,
        service_area_manager_name text,
        service_manager_name text,
        working_hours jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One index for every filter the dealer list offers.
    await q.query(`CREATE INDEX dealers_dealer_id_idx ON dealers (dealer_id)`);
    await q.query(`CREATE INDEX dealers_status_idx ON dealers (status)`);
    await q.query(`CREATE INDEX dealers_sales_region_idx ON dealers (dealer_sales_region, sale_area_code)`);
    await q.query(`CREATE INDEX dealers_service_region_idx ON dealers (dealer_service_region, service_area_code)`);
    await q.query(`CREATE INDEX dealers_province_idx ON dealers (dealer_province)`);
    await q.query(`CREATE INDEX dealers_province_en_idx ON dealers (dealer_province_en)`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text CHECK (email = lower(email)),
        passport_id text,
        password_hash text NOT NULL,
        passport_only boolean NOT NULL DEFAULT false,
        first_name text NOT NULL,
        last_name text NOT NULL,
        mobile text,
        position_title text,
        active_flag smallint NOT NULL DEFAULT 1 CHECK (active_flag IN (0, 1)),
        type text NOT NULL CHECK (type IN ('nissan','nml','region_manager','area_manager','csn','callcenter','dealer','external')),
        group_showroom boolean NOT NULL DEFAULT false,
        group_service boolean NOT NULL DEFAULT false,
        permission jsonb NOT NULL,
        dealer_ref uuid REFERENCES dealers (id) ON DELETE RESTRICT,
        dealer_sales_region text,
        dealer_service_region text,
        sale_area_code text,
        service_area_code text,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_sign_in_id CHECK (email IS NOT NULL OR passport_id IS NOT NULL),
        CONSTRAINT users_dealer_has_dealer CHECK (type <> 'dealer' OR dealer_ref IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX users_passport_id_key ON users (passport_id) WHERE passport_id IS NOT NULL`);
    await q.query(`CREATE INDEX users_type_idx ON users (type, active_flag)`);
    await q.query(`CREATE INDEX users_dealer_ref_idx ON users (dealer_ref)`);
    await q.query(`CREATE INDEX users_names_idx ON users (lower(first_name), lower(last_name))`);

    await q.query(`
      CREATE TABLE worker_heartbeats (
        worker_id text PRIMARY KEY,
        beat_at timestamptz NOT NULL,
        beats bigint NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE worker_heartbeats`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE dealers`);
  }
}
