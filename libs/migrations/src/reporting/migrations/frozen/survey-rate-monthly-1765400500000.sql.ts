/**
 * FROZEN: survey_rate_monthly as the reporting migration 1765400500000 created and filled it; the
 * frozen-migrations test fails when this text changes. The live definition is
 * reporting/tables/survey-rate-monthly.table.ts.
 */
export function surveyRateMonthlySql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.survey_rate_monthly (
  month date NOT NULL,
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
  PRIMARY KEY (month, dealer_ref, type)
) WITH (fillfactor = 50)`,
    `CREATE INDEX ON ${schema}.survey_rate_monthly (type, month)`,
    `CREATE INDEX ON ${schema}.survey_rate_monthly (dealer_ref, type, month)`,
    `CREATE INDEX ON ${schema}.survey_rate_monthly (region, type, month)`,
    `CREATE INDEX ON ${schema}.survey_rate_monthly (area_code, type, month)`,
    `INSERT INTO ${schema}.survey_rate_monthly (month, dealer_ref, type, area_code, region, received, cleansed, sent, responded_successfully, responded_unsuccessfully, not_responded)
     SELECT date_trunc('month', d.day)::date, d.dealer_ref, d.type, min(d.area_code), min(d.region),
            sum(d.received), sum(d.cleansed), sum(d.sent), sum(d.responded_successfully), sum(d.responded_unsuccessfully), sum(d.not_responded)
     FROM ${schema}.survey_rate_daily d
     GROUP BY 1, 2, 3`,
  ];
}
