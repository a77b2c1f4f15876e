import type { AlertRuleView, AlertsQueryDto, AlertView } from '@voc/contracts';
import type { AlertKind, AlertLevel, AlertStatus, TicketScope } from '@voc/domain';
import { SqlParams, type SqlRunner } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';

type AlertRow = Omit<AlertView, 'scope_label' | 'scope_label_en' | 'threshold' | 'raised_at' | 'updated_at' | 'resolved_at' | 'closed_at'> & {
  threshold: number;
  raised_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
  closed_at: Date | null;
  dealer_code: string | null;
  dealer_name: string | null;
  dealer_name_en: string | null;
  branch_name: string | null;
  branch_name_en: string | null;
};

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function labels(row: AlertRow): { scope_label: string; scope_label_en: string } {
  if (row.level !== 'dealer' || !row.dealer_code) return { scope_label: row.scope_id, scope_label_en: row.scope_id };
  return {
    scope_label: `${row.dealer_code} ${row.dealer_name ?? ''} ${row.branch_name ?? ''}`.trim(),
    scope_label_en: `${row.dealer_code} ${row.dealer_name_en || row.dealer_name || ''} ${row.branch_name_en || row.branch_name || ''}`.trim(),
  };
}

function view(row: AlertRow): AlertView {
  const { dealer_code: _c, dealer_name: _n, dealer_name_en: _ne, branch_name: _b, branch_name_en: _be, ...rest } = row;
  return {
    ...rest,
    ...labels(row),
    threshold: Number(row.threshold),
    raised_at: iso(row.raised_at)!,
    updated_at: iso(row.updated_at)!,
    resolved_at: iso(row.resolved_at),
    closed_at: iso(row.closed_at),
  };
}

const ALERT_SELECT = `a.id::text, a.kind, a.level, a.scope_id, a.type, a.period, a.subject, a.ticket_id::text, a.figure, r.threshold::float8 AS threshold,
  a.status, a.raised_at, a.updated_at, a.resolved_at, a.closed_at, NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS closed_by_name, a.close_note,
  d.dealer_code, d.dealer_name, d.dealer_name_en, d.branch_name, d.branch_name_en`;
const ALERT_FROM = `alerts a JOIN alert_rules r ON r.id = a.rule_id LEFT JOIN dealers d ON d.id = a.dealer_ref LEFT JOIN users u ON u.id = a.closed_by`;

/** The alerts table as users read and close it, always within their scope. */
export class AlertsRepository {
  constructor(private readonly db: SqlRunner) {}

  async page(scope: TicketScope, filters: AlertsQueryDto, limit: number, offset: number): Promise<{ rows: AlertView[]; total: number }> {
    const params = new SqlParams();
    const where = [scopeCondition(scope, 'a', params)];
    const status = filters.status ?? 'open';
    if (status !== 'all') where.push(`a.status = ${params.add(status)}`);
    if (filters.kind) where.push(`a.kind = ${params.add(filters.kind)}`);
    if (filters.type) where.push(`a.type = ${params.add(filters.type)}`);
    const condition = where.join(' AND ');
    const [rows, [count]] = await Promise.all([
      this.db.query<AlertRow[]>(`SELECT ${ALERT_SELECT} FROM ${ALERT_FROM} WHERE ${condition} ORDER BY a.raised_at DESC, a.id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`, params.values),
      this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM alerts a WHERE ${condition}`, params.values),
    ]);
    return { rows: rows.map(view), total: count?.n ?? 0 };
  }

  /** One alert the scope may see, locked for a change; null when there is none (or not in the scope). */
  async lockInScope(scope: TicketScope, id: string): Promise<{ id: string; status: AlertStatus } | null> {
    const params = new SqlParams();
    const where = scopeCondition(scope, 'a', params);
    const [row] = await this.db.query<Array<{ id: string; status: AlertStatus }>>(`SELECT a.id::text, a.status FROM alerts a WHERE a.id = ${params.add(id)} AND ${where} FOR UPDATE`, params.values);
    return row ?? null;
  }

  async close(id: string, userId: string, note: string, now: Date): Promise<AlertView> {
    await this.db.query(`UPDATE alerts SET status = 'closed', closed_at = $2, closed_by = $3, close_note = $4, updated_at = $2 WHERE id = $1`, [id, now.toISOString(), userId, note]);
    const [row] = await this.db.query<AlertRow[]>(`SELECT ${ALERT_SELECT} FROM ${ALERT_FROM} WHERE a.id = $1`, [id]);
    return view(row);
  }

  async rules(): Promise<AlertRuleView[]> {
    const rows = await this.db.query<Array<Omit<AlertRuleView, 'updated_at'> & { updated_at: Date }>>(
      `SELECT r.id::text, r.kind, r.level, r.threshold::float8 AS threshold, r.min_cases, r.enabled, r.updated_at,
              (SELECT count(*)::int FROM alerts a WHERE a.rule_id = r.id AND a.status = 'open') AS open_alerts
       FROM alert_rules r ORDER BY r.kind, r.level, r.updated_at`,
    );
    return rows.map((r) => ({ ...r, updated_at: iso(r.updated_at)! }));
  }

  async rule(id: string): Promise<{ id: string; kind: AlertKind; level: AlertLevel } | null> {
    const [row] = await this.db.query<Array<{ id: string; kind: AlertKind; level: AlertLevel }>>(`SELECT id::text, kind, level FROM alert_rules WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  async updateRule(id: string, change: { threshold: number; min_cases: number; enabled?: boolean }, userId: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE alert_rules SET threshold = $2, min_cases = $3, enabled = coalesce($4, enabled), updated_by = $5, updated_at = $6 WHERE id = $1`,
      [id, change.threshold, change.min_cases, change.enabled ?? null, userId, now.toISOString()],
    );
  }

  async createRule(rule: { kind: AlertKind; level: AlertLevel; threshold: number; min_cases: number; enabled?: boolean }, userId: string, now: Date): Promise<string> {
    const [row] = await this.db.query<Array<{ id: string }>>(
      `INSERT INTO alert_rules (kind, level, threshold, min_cases, enabled, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
      [rule.kind, rule.level, rule.threshold, rule.min_cases, rule.enabled ?? true, userId, now.toISOString()],
    );
    return row.id;
  }
}
