import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { noPermissions, type PermissionFlags, type UserType } from '@voc/domain';
import { PasswordHasher } from '../../src/auth/services/password-hasher.service';

const hasher = new PasswordHasher();

export const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export interface DealerFixture {
  id: string;
  code: string;
}

/** A dealer branch with the fields the sign-in answer shows. */
export async function createDealer(db: DataSource, overrides: { status?: 'normal' | 'closed'; region?: string } = {}): Promise<DealerFixture> {
  const code = unique('T');
  const [row] = await db.query<Array<{ id: string }>>(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status,
       sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     VALUES ('9000', $1, 'นิสสัน ทดสอบ', 'Nissan Test', 'สาขาทดสอบ', 'Test Branch', $2, 'R1-1', 'R1-1', $3, $3, '{}'::jsonb)
     RETURNING id`,
    [code, overrides.status ?? 'normal', overrides.region ?? 'Region1'],
  );
  return { id: row.id, code };
}

export interface UserFixture {
  id: string;
  email: string | null;
  passportId: string | null;
  password: string;
}

export interface UserOptions {
  type?: UserType;
  password?: string;
  active?: 0 | 1;
  dealerId?: string;
  passportOnly?: boolean;
  permission?: Partial<PermissionFlags>;
  group?: { showroom: boolean; service: boolean };
}

/** A staff user (email) or, for type dealer, a dealer staff user (passport id) at `dealerId`. */
export async function createUser(db: DataSource, options: UserOptions = {}): Promise<UserFixture> {
  const type = options.type ?? 'csn';
  const password = options.password ?? 'correct-horse-battery';
  const isDealer = type === 'dealer';
  const email = isDealer ? null : `${unique(type)}@test.local`;
  const passportId = isDealer ? unique('PASS').toUpperCase() : null;
  const group = options.group ?? { showroom: true, service: true };
  const [row] = await db.query<Array<{ id: string }>>(
    `INSERT INTO users (email, passport_id, password_hash, passport_only, first_name, last_name, position_title, active_flag,
       type, group_showroom, group_service, permission, dealer_ref)
     VALUES ($1, $2, $3, $4, 'ทดสอบ', 'ระบบ', 'ผู้ทดสอบ', $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      email,
      passportId,
      await hasher.hash(password),
      options.passportOnly ?? false,
      options.active ?? 1,
      type,
      group.showroom,
      group.service,
      JSON.stringify({ ...noPermissions(), ...options.permission }),
      options.dealerId ?? null,
    ],
  );
  return { id: row.id, email, passportId, password };
}
