import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { isLateChange, ticketFigures } from '@voc/domain';
import {
  FIGURE_COLUMNS,
  FIGURE_ROWS,
  insertFrozenFiguresSql,
  lateChangeSql,
  projectorSelectSql,
  type FigureProjection,
} from '@voc/reporting-schema';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';

type Case = [name: string, projection: FigureProjection, change: string | null, late: boolean, options?: { frozen?: boolean; deletedAtClose?: boolean }];

/**
 * The late-change rule as the reports evaluate it in SQL (libs/reporting-schema lateChangeSql over the
 * figures the freeze recorded) says what libs/domain isLateChange says of the same rows: one rule,
 * two places, checked against each other on real rows.
 */
describe('late changes in SQL agree with libs/domain', () => {
  let database: ThrowawayDatabase;
  let client: Client;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_late_sql');
    client = new Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  const insertRow = async (projection: FigureProjection, id: string, deleted: boolean) => {
    if (projection === 'tickets') {
      await client.query(
        `INSERT INTO reporting.ticket_kpi (ticket_id, type, source, dealer_ref, received_at, received_month, status, last_position, deleted, kpi2, kpi4_counted_days)
         VALUES ($1, 'service', 'callcenter', $2, '2026-09-10T03:00:00Z', '2026-09-01', 'C', 10, $3, true, 3)`,
        [id, randomUUID(), deleted],
      );
    } else {
      await client.query(
        `INSERT INTO reporting.ticket_voc (ticket_id, type, source, dealer_ref, received_month, car_model, categories, last_position, deleted)
         VALUES ($1, 'service', 'callcenter', $2, '2026-09-01', 'Navara', '{A01,F02}', 10, $3)`,
        [id, randomUUID(), deleted],
      );
    }
  };
  const readRow = async (projection: FigureProjection, id: string) =>
    (await client.query(`SELECT ${projectorSelectSql(FIGURE_ROWS[projection])} FROM reporting.${FIGURE_ROWS[projection].name} WHERE ticket_id = $1`, [id])).rows[0] as Record<string, unknown>;

  it.each<Case>([
    ['touched: status, position and live state only', 'tickets', `status = 'S', last_position = 99, live_state = 'due_soon'`, false],
    ['untouched', 'tickets', null, false],
    ['a deadline passed after the close', 'tickets', `kpi4a = false`, true],
    ['a KPI turned from met to missed', 'tickets', `kpi2 = false`, true],
    ['cancelled', 'tickets', `cancelled = true`, true],
    ['deleted', 'tickets', `deleted = true`, true],
    ['moved to another dealer', 'tickets', `dealer_ref = gen_random_uuid()`, true],
    ['the same number written again', 'tickets', `kpi4_counted_days = 3.00`, false],
    ['a number that changed', 'tickets', `kpi4_counted_days = 3.5`, true],
    ['a straggler (not there at the close)', 'tickets', null, true, { frozen: false }],
    ['deleted at the close and still', 'tickets', null, false, { deletedAtClose: true }],
    ['VOC: categories in another order', 'voc', `categories = '{F02,A01}'`, false],
    ['VOC: a category added', 'voc', `categories = '{A01,F02,P01}'`, true],
    ['VOC: cancelled', 'voc', `cancelled = true`, true],
    ['VOC: a straggler', 'voc', null, true, { frozen: false }],
  ])('%s', async (_name, projection, change, late, options = {}) => {
    const id = randomUUID();
    await insertRow(projection, id, options.deletedAtClose ?? false);
    const atClose = await readRow(projection, id);
    if (options.frozen !== false) await client.query(insertFrozenFiguresSql('reporting', projection, 't', `FROM reporting.${FIGURE_ROWS[projection].name} t WHERE t.ticket_id = '${id}'`));
    if (change) await client.query(`UPDATE reporting.${FIGURE_ROWS[projection].name} SET ${change} WHERE ticket_id = $1`, [id]);
    const now = await readRow(projection, id);
    const [sql] = (await client.query(`SELECT ${lateChangeSql('reporting', projection, 'r')} AS late FROM reporting.${FIGURE_ROWS[projection].name} r WHERE r.ticket_id = $1`, [id])).rows;
    const domain = isLateChange(options.frozen === false ? null : ticketFigures(atClose, FIGURE_COLUMNS[projection]), ticketFigures(now, FIGURE_COLUMNS[projection]));
    expect({ sql: sql.late, domain }).toEqual({ sql: late, domain: late });
  });
});
