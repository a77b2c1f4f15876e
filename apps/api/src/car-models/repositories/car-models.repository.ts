import type { CarModelBodyDto, CarModelView } from '@voc/contracts';
import { returnedRows, type SqlRunner } from '@voc/sql';

const VIEW_COLUMNS = `id AS "_id", model, name_th, name_en, segment, to_json(updated_at) #>> '{}' AS updated_at`;

/** The car-model master (main database): read by everyone signed in, written by csn and nissan. */
export class CarModelsRepository {
  constructor(private readonly db: SqlRunner) {}

  /** Every entry, by segment then model. */
  list(): Promise<CarModelView[]> {
    return this.db.query<CarModelView[]>(`SELECT ${VIEW_COLUMNS} FROM car_models ORDER BY segment, lower(model)`);
  }

  /** An entry by id; `lock` holds its row for the caller's transaction. */
  async findById(id: string, lock = false): Promise<CarModelView | null> {
    const [row] = await this.db.query<CarModelView[]>(`SELECT ${VIEW_COLUMNS} FROM car_models WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async insert(body: CarModelBodyDto): Promise<string> {
    const [row] = await this.db.query<Array<{ id: string }>>(`INSERT INTO car_models (model, name_th, name_en, segment) VALUES ($1, $2, $3, $4) RETURNING id`, [body.model, body.name_th, body.name_en, body.segment]);
    return row.id;
  }

  /** Answers false when no entry has this id. */
  async update(id: string, body: CarModelBodyDto): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(`UPDATE car_models SET model = $2, name_th = $3, name_en = $4, segment = $5, updated_at = now() WHERE id = $1 RETURNING id`, [id, body.model, body.name_th, body.name_en, body.segment]),
    );
    return rows.length === 1;
  }
}
