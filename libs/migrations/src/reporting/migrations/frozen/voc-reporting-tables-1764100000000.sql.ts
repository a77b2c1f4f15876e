/**
 * FROZEN: the VOC projection as the reporting migration 1764100000000 created it; the
 * frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/ (ticket-voc.table.ts, voc-monthly.table.ts).
 */
export function vocReportingTablesSql(schema: string): string[] {
  return [
    // Its own checkpoint at the start of the ticket log: the worker fills the tables from the
    // whole log, however far the ticket projections have got.
    `INSERT INTO ${schema}.projection_checkpoints (projection) VALUES ('voc')`,

    `CREATE TABLE ${schema}.ticket_voc (
  ticket_id uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  dealer_ref uuid NOT NULL,
  area_code text,
  region text,
  received_month date NOT NULL,
  car_model text NOT NULL DEFAULT '',
  categories text[] NOT NULL DEFAULT '{}',
  cancelled boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL,
  PRIMARY KEY (ticket_id)
)`,
    `CREATE INDEX ON ${schema}.ticket_voc (received_month, dealer_ref, type, source)`,

    `CREATE TABLE ${schema}.voc_monthly (
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
    `CREATE INDEX ON ${schema}.voc_monthly (type, month)`,
    `CREATE INDEX ON ${schema}.voc_monthly (region, type, month)`,
    `CREATE INDEX ON ${schema}.voc_monthly (area_code, type, month)`,
    `CREATE INDEX ON ${schema}.voc_monthly (dealer_ref, type, month)`,

    `CREATE TABLE ${schema}.voc_category_monthly (
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
    `CREATE INDEX ON ${schema}.voc_category_monthly (type, month)`,
    `CREATE INDEX ON ${schema}.voc_category_monthly (region, type, month)`,
    `CREATE INDEX ON ${schema}.voc_category_monthly (area_code, type, month)`,
    `CREATE INDEX ON ${schema}.voc_category_monthly (dealer_ref, type, month)`,
    `CREATE INDEX ON ${schema}.voc_category_monthly (category_group, type, month)`,
  ];
}
