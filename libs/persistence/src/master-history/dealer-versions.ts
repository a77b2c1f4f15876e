import type { WorkingHours } from '@voc/domain';
import { DEALER_COLUMNS, type DealerRecord } from '../records/dealer.record';
import { returnedRows } from '@voc/sql';
import type { SqlRunner } from '@voc/sql';

/** One dated version of a dealer branch (dealer_versions): what reports group its figures by. */
export interface DealerVersion {
  dealerRef: string;
  /** Null: in force since before the history began. */
  validFrom: Date | null;
  /** Null: still in force. */
  validTo: Date | null;
  dealerId: string;
  dealerName: string;
  dealerNameEn: string;
  saleAreaCode: string | null;
  serviceAreaCode: string | null;
  dealerSalesRegion: string | null;
  dealerServiceRegion: string | null;
  dealerProvince: string | null;
  workingHours: WorkingHours;
}

/** The master columns a version copies from the dealers row (same names in both tables). */
const COPIED = [
  'dealer_id',
  'dealer_name',
  'dealer_name_en',
  'sale_area_code',
  'service_area_code',
  'dealer_sales_region',
  'dealer_service_region',
  'dealer_region',
  'dealer_province',
  'dealer_province_en',
  'working_hours',
] as const;

const SELECT = `v.dealer_ref AS "dealerRef", v.valid_from AS "validFrom", v.valid_to AS "validTo", v.dealer_id AS "dealerId", v.dealer_name AS "dealerName",
  v.dealer_name_en AS "dealerNameEn", v.sale_area_code AS "saleAreaCode", v.service_area_code AS "serviceAreaCode", v.dealer_sales_region AS "dealerSalesRegion",
  v.dealer_service_region AS "dealerServiceRegion", v.dealer_province AS "dealerProvince", v.working_hours AS "workingHours"`;

/**
 * The dated history of the dealer master (main database, issue 31). The commands that create or
 * change a dealer record its new version in their own transaction (`recordCreated`,
 * `recordChanged`); the
 * projections and reports read the versions of the branches they count (`versionsOf`) and pick the
 * one in force at their moment with libs/domain's `versionAt`.
 */
export class DealerVersionsRepository {
  constructor(private readonly db: SqlRunner) {}

  /** Records a new dealer (in the caller's transaction, after its INSERT): its first version, in force from now. */
  async recordCreated(dealerRef: string): Promise<void> {
    await this.insertFromDealers(dealerRef, 'now()');
  }

  /**
   * Records a change of a dealer (in the caller's transaction, after its UPDATE): the version in
   * force ends now and the dealers row as it now stands is in force from now. A dealer without any
   * version (written where the history was not kept: seeded rows, tests) first gets its state
   * `before` the change, in force since ever. A second change in the same transaction rewrites the
   * version this transaction opened.
   */
  async recordChanged(dealerRef: string, before: DealerRecord): Promise<void> {
    const [{ n }] = await this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM dealer_versions WHERE dealer_ref = $1`, [dealerRef]);
    if (n === 0) {
      const values = COPIED.map((column) => {
        const field = (Object.keys(DEALER_COLUMNS) as Array<keyof DealerRecord>).find((f) => DEALER_COLUMNS[f] === column)!;
        return column === 'working_hours' ? JSON.stringify(before[field]) : before[field];
      });
      await this.db.query(`INSERT INTO dealer_versions (dealer_ref, valid_from, valid_to, ${COPIED.join(', ')}) VALUES ($1, NULL, now(), ${COPIED.map((_, i) => `$${i + 2}`).join(', ')})`, [dealerRef, ...values]);
    }
    const rewritten = returnedRows<{ id: string }>(
      await this.db.query(
        `UPDATE dealer_versions v SET ${COPIED.map((c) => `${c} = d.${c}`).join(', ')} FROM dealers d
         WHERE v.dealer_ref = $1 AND d.id = v.dealer_ref AND v.valid_to IS NULL AND v.valid_from = now() RETURNING v.id`,
        [dealerRef],
      ),
    );
    if (rewritten.length > 0) return;
    await this.db.query(`UPDATE dealer_versions SET valid_to = now() WHERE dealer_ref = $1 AND valid_to IS NULL`, [dealerRef]);
    await this.insertFromDealers(dealerRef, 'now()');
  }

  private async insertFromDealers(dealerRef: string, validFrom: 'now()'): Promise<void> {
    await this.db.query(
      `INSERT INTO dealer_versions (dealer_ref, valid_from, valid_to, ${COPIED.join(', ')})
       SELECT d.id, ${validFrom}, NULL, ${COPIED.map((c) => `d.${c}`).join(', ')} FROM dealers d WHERE d.id = $1`,
      [dealerRef],
    );
  }

  /**
   * Every version of the given branches, in time order; a branch the history never saw (written
   * outside the commands) as its dealers row stands, in force since ever.
   */
  versionsOf(dealerRefs: readonly string[]): Promise<DealerVersion[]> {
    if (dealerRefs.length === 0) return Promise.resolve([]);
    return this.db.query<DealerVersion[]>(
      `SELECT * FROM (
         SELECT ${SELECT} FROM dealer_versions v WHERE v.dealer_ref = ANY($1::uuid[])
         UNION ALL
         SELECT ${SELECT.replace(/v\.valid_from/, 'NULL::timestamptz').replace(/v\.valid_to/, 'NULL::timestamptz').replace(/v\.dealer_ref/, 'v.id')} FROM dealers v
         WHERE v.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM dealer_versions h WHERE h.dealer_ref = v.id)) x
       ORDER BY "dealerRef", "validFrom" NULLS FIRST`,
      [[...new Set(dealerRefs)]],
    );
  }
}
