/**
 * FROZEN: the month-end freezing tables as the reporting migration 1765000000000 created them; the
 * frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/frozen-months.table.ts.
 */
export function monthEndFreezingTablesSql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.frozen_months (
  projection text NOT NULL,
  month date NOT NULL,
  frozen_on timestamptz NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (projection, month)
)`,
    `CREATE TABLE ${schema}.kpi_monthly_frozen (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  open_tickets integer NOT NULL,
  cancelled integer NOT NULL,
  closed integer NOT NULL,
  kpi2a_met integer NOT NULL,
  kpi2a_decided integer NOT NULL,
  kpi2_met integer NOT NULL,
  kpi2_decided integer NOT NULL,
  kpi3_met integer NOT NULL,
  kpi3_decided integer NOT NULL,
  kpi4a_met integer NOT NULL,
  kpi4a_decided integer NOT NULL,
  kpi4_days_sum numeric(14, 2) NOT NULL,
  kpi5a_met integer NOT NULL,
  kpi5b_met integer NOT NULL,
  kpi5c_met integer NOT NULL,
  kpi5_decided integer NOT NULL,
  held_tickets integer NOT NULL DEFAULT 0,
  to_proposal_days_sum numeric(14, 2) NOT NULL DEFAULT 0,
  approval_wait_days_sum numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (month, dealer_ref, type, source)
)`,
    `CREATE TABLE ${schema}.voc_monthly_frozen (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  cancelled integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, car_model)
)`,
    `CREATE TABLE ${schema}.voc_category_monthly_frozen (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  category_code text NOT NULL,
  category_group text NOT NULL,
  area_code text,
  region text,
  complaints integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, car_model, category_code)
)`,
  ];
}
