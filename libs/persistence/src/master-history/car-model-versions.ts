import { returnedRows } from '@voc/sql';
import type { SqlRunner } from '@voc/sql';

/** One dated version of a car model's entry (car_model_versions): the segment reports count it in. */
export interface CarModelVersion {
  carModelRef: string;
  /** Null: in force since before the history began. */
  validFrom: Date | null;
  /** Null: still in force. */
  validTo: Date | null;
  model: string;
  segment: string;
}

/**
 * The dated history of the car-model master (main database, issue 31): the commands that create
 * or change an entry record its new version in their own transaction; the VOC reports take each
 * month's segments from the versions in force then (libs/domain `versionAt`).
 */
export class CarModelVersionsRepository {
  constructor(private readonly db: SqlRunner) {}

  /** A new entry's first version, in force from now (the caller's transaction, after its INSERT). */
  async recordCreated(carModelRef: string): Promise<void> {
    await this.db.query(`INSERT INTO car_model_versions (car_model_ref, valid_from, valid_to, model, segment) SELECT id, now(), NULL, model, segment FROM car_models WHERE id = $1`, [carModelRef]);
  }

  /**
   * A changed entry (after its UPDATE): the version in force ends now, the entry as it now stands
   * is in force from now; an entry without any version first gets `before`, in force since ever.
   */
  async recordChanged(carModelRef: string, before: { model: string; segment: string }): Promise<void> {
    const [{ n }] = await this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM car_model_versions WHERE car_model_ref = $1`, [carModelRef]);
    if (n === 0) await this.db.query(`INSERT INTO car_model_versions (car_model_ref, valid_from, valid_to, model, segment) VALUES ($1, NULL, now(), $2, $3)`, [carModelRef, before.model, before.segment]);
    const rewritten = returnedRows<{ id: string }>(
      await this.db.query(
        `UPDATE car_model_versions v SET model = c.model, segment = c.segment FROM car_models c
         WHERE v.car_model_ref = $1 AND c.id = v.car_model_ref AND v.valid_to IS NULL AND v.valid_from = now() RETURNING v.id`,
        [carModelRef],
      ),
    );
    if (rewritten.length > 0) return;
    await this.db.query(`UPDATE car_model_versions SET valid_to = now() WHERE car_model_ref = $1 AND valid_to IS NULL`, [carModelRef]);
    await this.recordCreated(carModelRef);
  }

  /**
   * Every version of every entry, in time order, and the entries the history never saw (written
   * outside the commands) as they stand, in force since ever.
   */
  all(): Promise<CarModelVersion[]> {
    return this.db.query<CarModelVersion[]>(
      `SELECT v.car_model_ref AS "carModelRef", v.valid_from AS "validFrom", v.valid_to AS "validTo", v.model, v.segment FROM car_model_versions v
       UNION ALL
       SELECT c.id, NULL, NULL, c.model, c.segment FROM car_models c WHERE NOT EXISTS (SELECT 1 FROM car_model_versions v WHERE v.car_model_ref = c.id)
       ORDER BY 1, 2 NULLS FIRST`,
    );
  }
}
