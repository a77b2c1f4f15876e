/**
 * FROZEN: the coarse VOC roll-ups as the reporting migration 1765301300000 created and filled them;
 * the frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/voc-coarse-monthly.table.ts and frozen-months.table.ts.
 */
export function vocCoarseRollupTablesSql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.voc_dealer_monthly (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  cancelled integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source)
)`,
    `CREATE INDEX ON ${schema}.voc_dealer_monthly (dealer_ref, type, month)`,
    `CREATE TABLE ${schema}.voc_dealer_category_monthly (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  category_code text NOT NULL,
  category_group text NOT NULL,
  area_code text,
  region text,
  complaints integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, category_code)
)`,
    `CREATE INDEX ON ${schema}.voc_dealer_category_monthly (dealer_ref, type, month)`,
    `CREATE TABLE ${schema}.voc_area_monthly (
  month date NOT NULL,
  region text NOT NULL,
  area_code text NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  tickets integer NOT NULL,
  cancelled integer NOT NULL,
  PRIMARY KEY (month, region, area_code, type, source, car_model)
)`,
    `CREATE TABLE ${schema}.voc_area_category_monthly (
  month date NOT NULL,
  region text NOT NULL,
  area_code text NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  category_code text NOT NULL,
  category_group text NOT NULL,
  complaints integer NOT NULL,
  PRIMARY KEY (month, region, area_code, type, source, car_model, category_code)
)`,
    `CREATE TABLE ${schema}.voc_dealer_monthly_frozen (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  cancelled integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source)
)`,
    `CREATE TABLE ${schema}.voc_dealer_category_monthly_frozen (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  category_code text NOT NULL,
  category_group text NOT NULL,
  area_code text,
  region text,
  complaints integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, category_code)
)`,
    `CREATE TABLE ${schema}.voc_area_monthly_frozen (
  month date NOT NULL,
  region text NOT NULL,
  area_code text NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  tickets integer NOT NULL,
  cancelled integer NOT NULL,
  PRIMARY KEY (month, region, area_code, type, source, car_model)
)`,
    `CREATE TABLE ${schema}.voc_area_category_monthly_frozen (
  month date NOT NULL,
  region text NOT NULL,
  area_code text NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  car_model text NOT NULL,
  category_code text NOT NULL,
  category_group text NOT NULL,
  complaints integer NOT NULL,
  PRIMARY KEY (month, region, area_code, type, source, car_model, category_code)
)`,
  ];
}

/** The coarse roll-ups summed from the finer ones (and the frozen copies from theirs) as they stood at the migration. */
export function vocCoarseRollupFillSql(schema: string): string[] {
  return [
    `INSERT INTO ${schema}.voc_dealer_monthly (month, dealer_ref, type, source, area_code, region, tickets, cancelled)
     SELECT m.month, m.dealer_ref, m.type, m.source, min(m.area_code), min(m.region), sum(m.tickets), sum(m.cancelled)
     FROM ${schema}.voc_monthly m GROUP BY m.month, m.dealer_ref, m.type, m.source`,
    `INSERT INTO ${schema}.voc_dealer_category_monthly (month, dealer_ref, type, source, category_code, category_group, area_code, region, complaints)
     SELECT m.month, m.dealer_ref, m.type, m.source, m.category_code, min(m.category_group), min(m.area_code), min(m.region), sum(m.complaints)
     FROM ${schema}.voc_category_monthly m GROUP BY m.month, m.dealer_ref, m.type, m.source, m.category_code`,
    `INSERT INTO ${schema}.voc_area_monthly (month, region, area_code, type, source, car_model, tickets, cancelled)
     SELECT m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, sum(m.tickets), sum(m.cancelled)
     FROM ${schema}.voc_monthly m GROUP BY m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model`,
    `INSERT INTO ${schema}.voc_area_category_monthly (month, region, area_code, type, source, car_model, category_code, category_group, complaints)
     SELECT m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, m.category_code, min(m.category_group), sum(m.complaints)
     FROM ${schema}.voc_category_monthly m GROUP BY m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, m.category_code`,
    `INSERT INTO ${schema}.voc_dealer_monthly_frozen (month, dealer_ref, type, source, area_code, region, tickets, cancelled)
     SELECT m.month, m.dealer_ref, m.type, m.source, min(m.area_code), min(m.region), sum(m.tickets), sum(m.cancelled)
     FROM ${schema}.voc_monthly_frozen m GROUP BY m.month, m.dealer_ref, m.type, m.source`,
    `INSERT INTO ${schema}.voc_dealer_category_monthly_frozen (month, dealer_ref, type, source, category_code, category_group, area_code, region, complaints)
     SELECT m.month, m.dealer_ref, m.type, m.source, m.category_code, min(m.category_group), min(m.area_code), min(m.region), sum(m.complaints)
     FROM ${schema}.voc_category_monthly_frozen m GROUP BY m.month, m.dealer_ref, m.type, m.source, m.category_code`,
    `INSERT INTO ${schema}.voc_area_monthly_frozen (month, region, area_code, type, source, car_model, tickets, cancelled)
     SELECT m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, sum(m.tickets), sum(m.cancelled)
     FROM ${schema}.voc_monthly_frozen m GROUP BY m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model`,
    `INSERT INTO ${schema}.voc_area_category_monthly_frozen (month, region, area_code, type, source, car_model, category_code, category_group, complaints)
     SELECT m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, m.category_code, min(m.category_group), sum(m.complaints)
     FROM ${schema}.voc_category_monthly_frozen m GROUP BY m.month, coalesce(m.region, ''), coalesce(m.area_code, ''), m.type, m.source, m.car_model, m.category_code`,
  ];
}
