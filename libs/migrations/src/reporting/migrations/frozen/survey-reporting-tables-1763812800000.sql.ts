/**
 * FROZEN: the survey projections as the landed reporting migration 1763812800000 created them;
 * the frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/.
 */
export function surveyReportingTablesSql(schema: string): string[] {
  return [
    `INSERT INTO ${schema}.projection_checkpoints (projection) VALUES ('surveys')`,

    // Response-rate counts: a case counts on its received day with every stage it has reached.
    `CREATE TABLE ${schema}.survey_rate_daily (
       day date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       area_code text,
       region text,
       received integer NOT NULL DEFAULT 0,
       cleansed integer NOT NULL DEFAULT 0,
       sent integer NOT NULL DEFAULT 0,
       responded_successfully integer NOT NULL DEFAULT 0,
       responded_unsuccessfully integer NOT NULL DEFAULT 0,
       not_responded integer NOT NULL DEFAULT 0,
       PRIMARY KEY (day, dealer_ref, type)
     )`,
    `CREATE INDEX ON ${schema}.survey_rate_daily (type, day)`,
    `CREATE INDEX ON ${schema}.survey_rate_daily (dealer_ref, type, day)`,
    `CREATE INDEX ON ${schema}.survey_rate_daily (region, type, day)`,
    `CREATE INDEX ON ${schema}.survey_rate_daily (area_code, type, day)`,

    // Scores: a response counts on the Thai day the customer finished.
    `CREATE TABLE ${schema}.survey_score_daily (
       day date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       area_code text,
       region text,
       responses integer NOT NULL DEFAULT 0,
       top2box integer NOT NULL DEFAULT 0,
       bottom6 integer NOT NULL DEFAULT 0,
       satisfied integer NOT NULL DEFAULT 0,
       low_scores integer NOT NULL DEFAULT 0,
       return_intent integer[] NOT NULL DEFAULT '{0,0,0,0}',
       experience integer[] NOT NULL DEFAULT '{0,0,0,0,0}',
       PRIMARY KEY (day, dealer_ref, type)
     )`,
    `CREATE INDEX ON ${schema}.survey_score_daily (type, day)`,
    `CREATE INDEX ON ${schema}.survey_score_daily (dealer_ref, type, day)`,
    `CREATE INDEX ON ${schema}.survey_score_daily (region, type, day)`,
    `CREATE INDEX ON ${schema}.survey_score_daily (area_code, type, day)`,

    // Low-score responses and the ticket each raised: recovery joins them to ticket_kpi.
    `CREATE TABLE ${schema}.survey_low_scores (
       case_key text PRIMARY KEY,
       day date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       area_code text,
       region text,
       ticket_id uuid
     )`,
    `CREATE INDEX ON ${schema}.survey_low_scores (type, day)`,
  ];
}
