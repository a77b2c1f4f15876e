/**
 * FROZEN: the PDCA status projection as the reporting migration 1764300000000 created it; the
 * frozen-migrations test fails when this text changes. The live definition is
 * reporting/tables/pdca-status.table.ts.
 */
export function pdcaReportingTablesSql(schema: string): string[] {
  return [
    `INSERT INTO ${schema}.projection_checkpoints (projection) VALUES ('pdca')`,
    `CREATE TABLE ${schema}.pdca_status (
       month date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       dealer_code text NOT NULL,
       area_code text,
       region text,
       plan_id uuid NOT NULL,
       state text NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       submitted_at timestamptz,
       returned_at timestamptz,
       accepted_at timestamptz,
       last_comment text,
       submissions integer NOT NULL DEFAULT 0,
       returns integer NOT NULL DEFAULT 0,
       files integer NOT NULL DEFAULT 0,
       PRIMARY KEY (month, dealer_ref, type)
     )`,
    `CREATE INDEX ON ${schema}.pdca_status (type, month)`,
    `CREATE INDEX ON ${schema}.pdca_status (region, type, month)`,
    `CREATE INDEX ON ${schema}.pdca_status (area_code, type, month)`,
    `CREATE INDEX ON ${schema}.pdca_status (state, type, month)`,
    `CREATE INDEX ON ${schema}.pdca_status (plan_id)`,
  ];
}
