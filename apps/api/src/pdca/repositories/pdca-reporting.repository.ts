import type { PdcaMonthFigures, TicketType } from '@voc/domain';
import { finalRollupSql, KPI_MONTHLY, KPI_MONTHLY_FROZEN } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

/** A branch's figures of one month and type, with the area and region it was counted in. */
export interface PdcaFiguresRow extends PdcaMonthFigures {
  dealerRef: string;
  type: TicketType;
  /** YYYY-MM-01 */
  month: string;
  areaCode: string | null;
  region: string | null;
}

/** A row of reporting.pdca_status as the api reads it (times as ISO text). */
export interface PdcaStatusView {
  month: string;
  dealer_ref: string;
  type: TicketType;
  dealer_code: string;
  area_code: string | null;
  region: string | null;
  plan_id: string;
  state: 'draft' | 'submitted' | 'returned' | 'accepted';
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  returned_at: string | null;
  accepted_at: string | null;
  last_comment: string | null;
  submissions: number;
  returns: number;
  files: number;
}

/**
 * The reporting store as PDCA reads it: per branch, type and month the KPI sums of every source
 * (reporting.kpi_monthly; a frozen month's copy once it is final) and the survey scores (reporting.survey_score_monthly, by the Thai month the
 * customer answered), and the plans' status (reporting.pdca_status). `where` is a condition over
 * alias r with columns dealer_ref, type, area_code and region (the user's scope and the filters).
 */
export class PdcaReportingRepository {
  constructor(private readonly reporting: SqlRunner) {}

  figures(where: string, params: SqlParams, fromMonth: string, toMonth: string): Promise<PdcaFiguresRow[]> {
    const from = params.add(fromMonth);
    const to = params.add(toMonth);
    return this.reporting.query<PdcaFiguresRow[]>(
      `WITH k AS (
         SELECT r.dealer_ref, r.type, r.month, min(r.area_code) AS area_code, min(r.region) AS region,
                sum(r.kpi2_met)::int AS kpi2_met, sum(r.kpi2_decided)::int AS kpi2_decided,
                sum(r.kpi3_met)::int AS kpi3_met, sum(r.kpi3_decided)::int AS kpi3_decided,
                sum(r.kpi4a_met)::int AS kpi4a_met, sum(r.kpi4a_decided)::int AS kpi4a_decided
         FROM ${finalRollupSql('reporting', KPI_MONTHLY, KPI_MONTHLY_FROZEN, 'tickets')} r
         WHERE ${where} AND r.month >= ${from}::date AND r.month < ${to}::date
         GROUP BY 1, 2, 3),
       s AS (
         SELECT r.dealer_ref, r.type, r.month, min(r.area_code) AS area_code, min(r.region) AS region,
                sum(r.responses)::int AS responses, sum(r.top2box)::int AS top2box, sum(r.bottom6)::int AS bottom6
         FROM reporting.survey_score_monthly r
         WHERE ${where} AND r.month >= ${from}::date AND r.month < ${to}::date
         GROUP BY 1, 2, 3)
       SELECT coalesce(k.dealer_ref, s.dealer_ref) AS "dealerRef", coalesce(k.type, s.type) AS type,
              to_char(coalesce(k.month, s.month), 'YYYY-MM-DD') AS month,
              coalesce(k.area_code, s.area_code) AS "areaCode", coalesce(k.region, s.region) AS region,
              coalesce(k.kpi2_met, 0) AS "kpi2Met", coalesce(k.kpi2_decided, 0) AS "kpi2Decided",
              coalesce(k.kpi3_met, 0) AS "kpi3Met", coalesce(k.kpi3_decided, 0) AS "kpi3Decided",
              coalesce(k.kpi4a_met, 0) AS "kpi4aMet", coalesce(k.kpi4a_decided, 0) AS "kpi4aDecided",
              coalesce(s.responses, 0) AS responses, coalesce(s.top2box, 0) AS top2box, coalesce(s.bottom6, 0) AS bottom6
       FROM k FULL JOIN s ON s.dealer_ref = k.dealer_ref AND s.type = k.type AND s.month = k.month`,
      params.values,
    );
  }

  statuses(where: string, params: SqlParams, fromMonth: string, toMonth: string): Promise<PdcaStatusView[]> {
    return this.reporting.query<PdcaStatusView[]>(
      `SELECT to_char(r.month, 'YYYY-MM-DD') AS month, r.dealer_ref, r.type, r.dealer_code, r.area_code, r.region, r.plan_id, r.state,
              to_json(r.created_at) #>> '{}' AS created_at, to_json(r.updated_at) #>> '{}' AS updated_at,
              to_json(r.submitted_at) #>> '{}' AS submitted_at, to_json(r.returned_at) #>> '{}' AS returned_at,
              to_json(r.accepted_at) #>> '{}' AS accepted_at, r.last_comment, r.submissions, r.returns, r.files
       FROM reporting.pdca_status r
       WHERE ${where} AND r.month >= ${params.add(fromMonth)}::date AND r.month < ${params.add(toMonth)}::date`,
      params.values,
    );
  }
}
