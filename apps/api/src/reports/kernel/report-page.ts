/** A report's page of rows: which page (from 1), how many a page, and how many rows come before it. */
export interface ReportPage {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

/** The page the filters ask for (the first, and the report's own page size, unless given). */
export function pageOf(filters: { page?: number; limit?: number }, defaultLimit: number): ReportPage {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
