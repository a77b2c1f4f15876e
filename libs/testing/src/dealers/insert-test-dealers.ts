/** Anything that runs SQL with parameters: a pg Client or Pool, a TypeORM DataSource or EntityManager. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface TestDealers {
  /** How many dealers. */
  count: number;
  /** Their codes are this prefix and 1, 2, … count (e.g. 'P' gives P1, P2, …). */
  code: string;
  /** Region n: sales and service region `Region{n}`, areas `R{n}-1`, `R{n}-2`, … (default 1). */
  region?: number;
  /** Dealer g sells in area `R{n}-{g % saleAreas + 1}` (default 1 area). */
  saleAreas?: number;
  /** Dealer g services in area `R{n}-{g % serviceAreas + 1}` (default as many as saleAreas). */
  serviceAreas?: number;
}

/**
 * Synthetic dealers for an integration test or a benchmark, in one statement: what a dozen specs
 * each wrote by hand. Names are fixed Thai and English test names; working hours are empty.
 */
export async function insertTestDealers(db: SqlRunner, dealers: TestDealers): Promise<void> {
  const region = dealers.region ?? 1;
  const saleAreas = dealers.saleAreas ?? 1;
  const serviceAreas = dealers.serviceAreas ?? saleAreas;
  await db.query(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     SELECT '1', $2 || g, 'ทดสอบ', 'Test', 'สาขา', 'Branch', $3 || (g % $4 + 1), $3 || (g % $5 + 1), $6, $6, '{}'::jsonb FROM generate_series(1, $1) g`,
    [dealers.count, dealers.code, `R${region}-`, saleAreas, serviceAreas, `Region${region}`],
  );
}
