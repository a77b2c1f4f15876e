import { randomUUID } from 'node:crypto';
import { alertKey, reconcileAlerts, thaiMonth, type AlertStatus } from '@voc/domain';
import type { UnitOfWork, SqlRunner } from '@voc/sql';
import { alertCandidates, type AlertCandidate, type AlertRuleRow } from './alert-candidates';

export interface RaisedAlert {
  id: string;
  rule: AlertRuleRow;
  candidate: AlertCandidate;
}

export interface AlertEvaluation {
  rules: number;
  raised: RaisedAlert[];
  reopened: number;
  resolved: number;
  refreshed: number;
}

type Reader = SqlRunner;

/**
 * One evaluation of every enabled rule against the figures as the projections have them now:
 * alerts raised for conditions that newly hold (once per rule, place and period), refreshed while
 * they hold, resolved when they no longer do, re-opened if they come back in the same period.
 * Alerts of a rule csn disabled are resolved. Safe to run twice at once: an alert's key is unique,
 * and only the run that inserted it reports it raised (and so sends it).
 */
export async function evaluateAlerts(reporting: Reader, uow: UnitOfWork, now = new Date(), schema = 'reporting'): Promise<AlertEvaluation> {
  const month = thaiMonth(now);
  const rules = await uow.runner.query<AlertRuleRow[]>(
    `SELECT id::text, kind, level, threshold::float8 AS threshold, min_cases FROM alert_rules WHERE enabled ORDER BY kind, level, id`,
  );
  const outcome: AlertEvaluation = { rules: rules.length, raised: [], reopened: 0, resolved: 0, refreshed: 0 };
  for (const rule of rules) {
    const candidates = await alertCandidates(reporting, rule, month, schema);
    const holding = new Map(candidates.filter((c) => c.judgement.holds).map((c) => [alertKey(rule.id, rule.level, c.scopeId, c.type, c.period), c]));
    await uow.run(async (tx) => {
      const stored = await tx.query<Array<{ alert_key: string; status: AlertStatus }>>(
        `SELECT alert_key, status FROM alerts WHERE rule_id = $1 AND (status = 'open' OR alert_key = ANY($2::text[])) FOR UPDATE`,
        [rule.id, [...holding.keys()]],
      );
      const changes = reconcileAlerts(
        stored.map((s) => ({ key: s.alert_key, status: s.status })),
        [...holding.keys()],
      );
      for (const key of changes.raise) {
        const c = holding.get(key)!;
        const id = randomUUID();
        const inserted = await tx.query<Array<{ id: string }>>(
          `INSERT INTO alerts (id, alert_key, rule_id, kind, level, scope_id, type, period, dealer_ref, area_code, region, ticket_id, subject, figure, status, raised_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, 'open', $15, $15)
           ON CONFLICT (alert_key) DO NOTHING RETURNING id::text`,
          [id, key, rule.id, rule.kind, rule.level, c.scopeId, c.type, c.period, c.dealerRef, c.areaCode, c.region, c.ticketId, c.subject, JSON.stringify(c.judgement.figure), now.toISOString()],
        );
        if (inserted.length) outcome.raised.push({ id, rule, candidate: c });
      }
      for (const key of [...changes.reopen, ...changes.refresh]) {
        const c = holding.get(key)!;
        await tx.query(
          `UPDATE alerts SET status = 'open', resolved_at = NULL, figure = $2::jsonb, updated_at = $3 WHERE alert_key = $1`,
          [key, JSON.stringify(c.judgement.figure), now.toISOString()],
        );
      }
      if (changes.resolve.length) {
        await tx.query(`UPDATE alerts SET status = 'resolved', resolved_at = $2, updated_at = $2 WHERE alert_key = ANY($1::text[]) AND status = 'open'`, [changes.resolve, now.toISOString()]);
      }
      outcome.reopened += changes.reopen.length;
      outcome.refreshed += changes.refresh.length;
      outcome.resolved += changes.resolve.length;
    });
  }
  // Through a CTE: TypeORM answers an UPDATE's RETURNING as [rows, count], a SELECT as its rows.
  const [disabled] = await uow.runner.query<Array<{ n: number }>>(
    `WITH resolved AS (
       UPDATE alerts a SET status = 'resolved', resolved_at = $1, updated_at = $1 FROM alert_rules r
       WHERE a.rule_id = r.id AND NOT r.enabled AND a.status = 'open' RETURNING a.id)
     SELECT count(*)::int AS n FROM resolved`,
    [now.toISOString()],
  );
  outcome.resolved += disabled.n;
  return outcome;
}
