import type { DataSource } from 'typeorm';
import { generateDealers, type DemoDealer } from './demo-dealers';
import { demoDealerStaff, demoStaff, DEMO_PASSWORD, type DemoUser } from './demo-users';
import { SeededRandom } from './random';

export interface DemoDataSize {
  dealers: number;
  staffPerDealer: number;
}

/** The README's demo: about 150 branches with two generated staff each. */
export const DEFAULT_DEMO_SIZE: DemoDataSize = { dealers: 150, staffPerDealer: 2 };

export interface SeedSummary {
  dealers: number;
  users: number;
}

/** The seed of the demo network: the survey stand-in's dealer regions are this network's. */
export const DEMO_NETWORK_SEED = 20260401;

const BATCH = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));
}

async function upsertDealers(db: DataSource, dealers: readonly DemoDealer[]): Promise<void> {
  for (const batch of chunks(dealers)) {
    // jsonb_populate_recordset maps the JSON batch onto the table's columns in one statement.
    await db.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status,
         sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, dealer_region, dealer_province,
         dealer_province_en, sale_area_manager_name, sale_manager_name, service_area_manager_name, service_manager_name, working_hours)
       SELECT dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status,
         sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, dealer_region, dealer_province,
         dealer_province_en, sale_area_manager_name, sale_manager_name, service_area_manager_name, service_manager_name, working_hours
       FROM jsonb_populate_recordset(NULL::dealers, $1::jsonb)
       ON CONFLICT (dealer_code) DO NOTHING`,
      [JSON.stringify(batch)],
    );
  }
}

async function insertUsers(db: DataSource, users: readonly DemoUser[], passwordHash: string): Promise<void> {
  for (const batch of chunks(users)) {
    await db.query(
      `INSERT INTO users (email, passport_id, password_hash, passport_only, first_name, last_name, mobile, position_title,
         type, group_showroom, group_service, permission, dealer_ref, dealer_sales_region, dealer_service_region,
         sale_area_code, service_area_code)
       SELECT u.email, u.passport_id, $2, u.passport_only, u.first_name, u.last_name, u.mobile, u.position_title,
         u.type, u.group_showroom, u.group_service, u.permission, d.id, u.dealer_sales_region, u.dealer_service_region,
         u.sale_area_code, u.service_area_code
       FROM jsonb_to_recordset($1::jsonb) AS u(email text, passport_id text, passport_only boolean, first_name text,
         last_name text, mobile text, position_title text, type text, group_showroom boolean, group_service boolean,
         permission jsonb, dealer_code text, dealer_sales_region text, dealer_service_region text, sale_area_code text,
         service_area_code text)
       LEFT JOIN dealers d ON d.dealer_code = u.dealer_code
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(batch), passwordHash],
    );
  }
}

/**
 * Inserts the demo network. Idempotent: rows that exist (same dealer code, email or passport id)
 * are left as they are, so running it twice changes nothing.
 */
export async function seedDemoData(db: DataSource, size: DemoDataSize, hashPassword: (plain: string) => Promise<string>): Promise<SeedSummary> {
  const rng = new SeededRandom(DEMO_NETWORK_SEED);
  const dealers = generateDealers(size.dealers, rng);
  const users = [...demoStaff(), ...demoDealerStaff(dealers, size.staffPerDealer, rng)];
  await upsertDealers(db, dealers);
  await insertUsers(db, users, await hashPassword(DEMO_PASSWORD));
  const [counts] = await db.query<Array<{ dealers: string; users: string }>>(
    `SELECT (SELECT count(*) FROM dealers) AS dealers, (SELECT count(*) FROM users) AS users`,
  );
  return { dealers: Number(counts.dealers), users: Number(counts.users) };
}
