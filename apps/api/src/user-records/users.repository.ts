import type { ListUsersQueryDto } from '@voc/contracts';
import type { Placement } from '@voc/domain';
import { DEALER_COLUMNS, USER_COLUMNS, type DealerRecord, type UserRecord } from '@voc/persistence';
import { insertValues, joinedRecord, selectColumns, setValues, SqlParams, type SqlRunner } from '@voc/sql';
import { likePattern } from '../common/sql/like-pattern.util';

type StoredUser = Omit<UserRecord, 'dealer'>;
type UserValues = Omit<Partial<StoredUser>, 'id' | 'createdAt' | 'updatedAt'>;

const USER_SELECT = selectColumns(USER_COLUMNS, 'u');
const DEALER_PREFIX = 'dealer.';
/** A user with their dealer branch (null for staff without one), in one query. */
const USER_WITH_DEALER = `SELECT ${USER_SELECT}, ${selectColumns(DEALER_COLUMNS, 'd', DEALER_PREFIX)} FROM users u LEFT JOIN dealers d ON d.id = u.dealer_ref`;

/** Filters that match a column exactly. */
const EXACT_FILTERS = {
  type: 'u.type',
  active_flag: 'u.active_flag',
  dealer_sales_region: 'u.dealer_sales_region',
  dealer_service_region: 'u.dealer_service_region',
  sale_area_code: 'u.sale_area_code',
  service_area_code: 'u.service_area_code',
  dealer: 'u.dealer_ref',
} as const;

/** Each filter given, over users aliased `u`; each expression is one an index covers. */
function userConditions(filters: ListUsersQueryDto, params: SqlParams): string {
  const where: string[] = [];
  if (filters.first_name) where.push(`lower(u.first_name) LIKE ${params.add(likePattern(filters.first_name))}`);
  if (filters.last_name) where.push(`lower(u.last_name) LIKE ${params.add(likePattern(filters.last_name))}`);
  if (filters.email) where.push(`u.email LIKE ${params.add(likePattern(filters.email))}`);
  if (filters.passport_id) where.push(`lower(u.passport_id) LIKE ${params.add(likePattern(filters.passport_id))}`);
  if (filters.group === 'showroom') where.push('u.group_showroom');
  if (filters.group === 'service') where.push('u.group_service');
  for (const [filter, column] of Object.entries(EXACT_FILTERS) as Array<[keyof typeof EXACT_FILTERS, string]>) {
    const value = filters[filter];
    if (value !== undefined) where.push(`${column} = ${params.add(value)}`);
  }
  return where.length ? where.join(' AND ') : 'true';
}

function withDealer(row: Record<string, unknown>): UserRecord {
  const dealer = joinedRecord<DealerRecord>(row, DEALER_COLUMNS, DEALER_PREFIX, 'id');
  return { ...(row as unknown as StoredUser), dealer };
}

/** The users table: accounts of head office, call centre, area managers and dealer staff. */
export class UsersRepository {
  constructor(private readonly db: SqlRunner) {}

  /** One page by first and last name (with each user's dealer), and how many match in all. */
  async page(filters: ListUsersQueryDto, page: number, limit: number): Promise<{ rows: UserRecord[]; total: number }> {
    const params = new SqlParams();
    const where = userConditions(filters, params);
    const [rows, [count]] = await Promise.all([
      this.db.query<Array<Record<string, unknown>>>(
        `${USER_WITH_DEALER} WHERE ${where} ORDER BY lower(u.first_name) ASC, lower(u.last_name) ASC, u.id ASC LIMIT ${Number(limit)} OFFSET ${Number((page - 1) * limit)}`,
        params.values,
      ),
      this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params.values),
    ]);
    return { rows: rows.map(withDealer), total: count?.n ?? 0 };
  }

  /** A user with their dealer (one query: every authenticated request runs it). */
  async findWithDealer(id: string): Promise<UserRecord | null> {
    const [row] = await this.db.query<Array<Record<string, unknown>>>(`${USER_WITH_DEALER} WHERE u.id = $1`, [id]);
    return row ? withDealer(row) : null;
  }

  /** A user without their dealer; `lock` holds the row for the caller's transaction. */
  async findById(id: string, lock = false): Promise<UserRecord | null> {
    const [row] = await this.db.query<UserRecord[]>(`SELECT ${USER_SELECT} FROM users u WHERE u.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  /** Head office, call-centre and area staff sign in by email (stored lower-case). */
  async findStaffByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.db.query<Array<Record<string, unknown>>>(`${USER_WITH_DEALER} WHERE u.email = $1 AND u.type <> 'dealer' LIMIT 1`, [email.trim().toLowerCase()]);
    return row ? withDealer(row) : null;
  }

  /** Dealer staff sign in by passport id. */
  async findDealerStaffByPassport(passportId: string): Promise<UserRecord | null> {
    const [row] = await this.db.query<Array<Record<string, unknown>>>(`${USER_WITH_DEALER} WHERE u.passport_id = $1 AND u.type = 'dealer' LIMIT 1`, [passportId.trim()]);
    return row ? withDealer(row) : null;
  }

  /** A dealer's staff accounts by passport id; `lock` holds their rows (their dealer is moving them). */
  staffOf(dealerId: string, lock = false): Promise<UserRecord[]> {
    return this.db.query<UserRecord[]>(`SELECT ${USER_SELECT} FROM users u WHERE u.dealer_ref = $1 AND u.type = 'dealer' ORDER BY u.passport_id ASC${lock ? ' FOR UPDATE' : ''}`, [dealerId]);
  }

  /** Inserts an account; answers it as stored (id and times filled in). */
  async insert(values: UserValues): Promise<UserRecord> {
    const params = new SqlParams();
    const [row] = await this.db.query<UserRecord[]>(`INSERT INTO users AS u ${insertValues(USER_COLUMNS, values, params)} RETURNING ${USER_SELECT}`, params.values);
    return row;
  }

  /** Writes the given fields of an account (updated_at moves). */
  async update(id: string, values: UserValues): Promise<void> {
    const params = new SqlParams();
    const idParam = params.add(id);
    const set = setValues(USER_COLUMNS, values, params);
    await this.db.query(`UPDATE users SET ${set ? `${set}, ` : ''}updated_at = now() WHERE id = ${idParam}`, params.values);
  }

  /** Gives accounts a dealer's regions and areas. */
  async place(ids: readonly string[], placement: Placement): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE users SET dealer_sales_region = $2, dealer_service_region = $3, sale_area_code = $4, service_area_code = $5, updated_at = now() WHERE id = ANY($1::uuid[])`,
      [ids, placement.dealer_sales_region, placement.dealer_service_region, placement.sale_area_code, placement.service_area_code],
    );
  }

  /** A password the user chose: no longer "must change", and every older token stops working. */
  async setOwnPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = $2, must_change_password = false, passport_only = false, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
      [id, passwordHash],
    );
  }
}
