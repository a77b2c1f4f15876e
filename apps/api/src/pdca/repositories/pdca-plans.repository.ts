import type { PdcaActionView } from '@voc/contracts';
import type { PdcaStoredState, TicketType } from '@voc/domain';
import { insertValues, returnedRows, selectColumns, setValues, SqlParams, type ColumnMap, type SqlRunner } from '@voc/sql';

/** A row of pdca_plans: one dealer branch's plan for one type and month. */
export interface PdcaPlanRecord {
  id: string;
  dealerRef: string;
  type: TicketType;
  /** YYYY-MM-01 */
  month: string;
  /** Never owed: a plan has a row once written. */
  state: PdcaStoredState;
  problem: string;
  rootCause: string;
  actions: PdcaActionView[];
  doText: string;
  actText: string;
  reviewComment: string | null;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
  submittedAt: Date | null;
  returnedAt: Date | null;
  acceptedAt: Date | null;
}

const COLUMNS: ColumnMap<PdcaPlanRecord> = {
  id: 'id',
  dealerRef: 'dealer_ref',
  type: 'type',
  month: 'month',
  state: 'state',
  problem: 'problem',
  rootCause: 'root_cause',
  actions: 'actions',
  doText: 'do_text',
  actText: 'act_text',
  reviewComment: 'review_comment',
  createdBy: 'created_by',
  createdAt: 'created_at',
  updatedBy: 'updated_by',
  updatedAt: 'updated_at',
  submittedAt: 'submitted_at',
  returnedAt: 'returned_at',
  acceptedAt: 'accepted_at',
};
const { month: _month, ...OTHER_COLUMNS } = COLUMNS;
/** Every field, the month as YYYY-MM-DD text (a date would shift with the connection's time zone). */
const SELECT = `${selectColumns(OTHER_COLUMNS, 'p')}, to_char(p.month, 'YYYY-MM-DD') AS "month"`;

export interface PdcaFileRecord {
  id: string;
  planId: string;
  kind: 'image' | 'pdf';
  originalname: string;
  storedName: string;
  mimeType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: Date;
}

const FILE_COLUMNS: ColumnMap<PdcaFileRecord> = {
  id: 'id',
  planId: 'plan_id',
  kind: 'kind',
  originalname: 'originalname',
  storedName: 'stored_name',
  mimeType: 'mime_type',
  size: 'size',
  uploadedBy: 'uploaded_by',
  uploadedAt: 'uploaded_at',
};

/** pdca_plans and pdca_files: the plans' write model (the log is appended by the commands). */
export class PdcaPlansRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The plan of a branch, type and month (YYYY-MM-01); `lock` holds it for the caller's transaction. */
  async findByKey(dealerRef: string, type: TicketType, month: string, lock = false): Promise<PdcaPlanRecord | null> {
    const [row] = await this.db.query<PdcaPlanRecord[]>(`SELECT ${SELECT} FROM pdca_plans p WHERE p.dealer_ref = $1 AND p.type = $2 AND p.month = $3::date${lock ? ' FOR UPDATE' : ''}`, [dealerRef, type, month]);
    return row ?? null;
  }

  async findById(id: string, lock = false): Promise<PdcaPlanRecord | null> {
    const [row] = await this.db.query<PdcaPlanRecord[]>(`SELECT ${SELECT} FROM pdca_plans p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  /** Inserts a plan (the caller holds its branch's row: one plan per branch, type and month). */
  async insert(values: Omit<PdcaPlanRecord, 'id' | 'createdAt' | 'updatedAt'>): Promise<PdcaPlanRecord> {
    const params = new SqlParams();
    const [row] = await this.db.query<PdcaPlanRecord[]>(`INSERT INTO pdca_plans AS p ${insertValues(COLUMNS, values, params)} RETURNING ${SELECT}`, params.values);
    return row;
  }

  /** Writes the given fields (updated_at moves). */
  async update(id: string, values: Partial<Omit<PdcaPlanRecord, 'id' | 'dealerRef' | 'type' | 'month' | 'createdAt' | 'createdBy'>>): Promise<PdcaPlanRecord> {
    const params = new SqlParams();
    const result: unknown = await this.db.query(`UPDATE pdca_plans p SET ${setValues(COLUMNS, values, params)}, updated_at = now() WHERE p.id = ${params.add(id)} RETURNING ${SELECT}`, params.values);
    return returnedRows<PdcaPlanRecord>(result)[0];
  }

  async insertFiles(files: ReadonlyArray<Omit<PdcaFileRecord, 'id' | 'uploadedAt'>>): Promise<PdcaFileRecord[]> {
    if (files.length === 0) return [];
    const inserted: PdcaFileRecord[] = [];
    for (const file of files) {
      const params = new SqlParams();
      const [row] = await this.db.query<PdcaFileRecord[]>(`INSERT INTO pdca_files AS f ${insertValues(FILE_COLUMNS, file, params)} RETURNING ${selectColumns(FILE_COLUMNS, 'f')}`, params.values);
      inserted.push(row);
    }
    return inserted;
  }

  filesOf(planId: string): Promise<PdcaFileRecord[]> {
    return this.db.query<PdcaFileRecord[]>(`SELECT ${selectColumns(FILE_COLUMNS, 'f')} FROM pdca_files f WHERE f.plan_id = $1 ORDER BY f.uploaded_at, f.id`, [planId]);
  }

  async file(planId: string, fileId: string): Promise<PdcaFileRecord | null> {
    const [row] = await this.db.query<PdcaFileRecord[]>(`SELECT ${selectColumns(FILE_COLUMNS, 'f')} FROM pdca_files f WHERE f.plan_id = $1 AND f.id = $2`, [planId, fileId]);
    return row ?? null;
  }

  async countFiles(planId: string): Promise<{ image: number; pdf: number }> {
    const rows = await this.db.query<Array<{ kind: 'image' | 'pdf'; n: number }>>(`SELECT kind, count(*)::int AS n FROM pdca_files WHERE plan_id = $1 GROUP BY kind`, [planId]);
    return { image: rows.find((r) => r.kind === 'image')?.n ?? 0, pdf: rows.find((r) => r.kind === 'pdf')?.n ?? 0 };
  }
}
