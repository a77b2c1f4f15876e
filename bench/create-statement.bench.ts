/**
 * The batch create command's INSERT alone (stop 24, issue 15): the tickets of a 1,000-row batch and
 * their TicketCreated events from one JSON document (insertNewTickets, what the command sends now)
 * against the same rows as the VALUES list it sent before (~25 bind parameters a ticket, a
 * case-number sub-select per row, the events' JSON joined back to the tickets; kept below as the
 * baseline). Both run in the same process against the same throw-away database, batch after batch
 * in the order A B B A (so a load that rises or falls during the run weighs on both alike), each
 * batch in a transaction of its own, one connection; only the statement is timed.
 *
 *   node bench/run.cjs bench/create-statement.bench.ts      (--batches=20 --batch=1000)
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { Principal } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, migrateDatabase } from '@voc/testing';
import { loadPrincipal } from '@voc/ticketing';
import { FIXED_COLUMNS, insertNewTickets, type NewTicketRow } from '../libs/ticketing/src/store/insert-new-tickets';
import type { EditableColumn } from '../libs/ticketing/src/commands/ticket-fields';
import { argValue, machineLine, perSecond, ratio, thousands } from './bench-kit';

const DEALERS = 200;
const EDITABLE: EditableColumn[] = ['crm_case_no', 'title', 'name', 'tel', 'email', 'age', 'car_model', 'complaint_categories', 'complaint_description', 'complaint_customer_want'];

/** The statement before stop 24: a VALUES list of parameters, a case-number sub-select per row, the events joined back. */
const NEXT_CASE_NUMBER = `(SELECT CASE WHEN length(n) >= 6 THEN n ELSE lpad(n, 6, '0') END FROM (SELECT nextval('ticket_case_no_seq')::text AS n) s)`;
async function valuesListStatement(manager: EntityManager, principal: Principal, now: Date, rows: readonly NewTicketRow[]): Promise<unknown> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const asParam = (value: unknown) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value);
  const tuples = rows.map((row) => {
    const fixed = FIXED_COLUMNS.map((column) => (column === 'case_no' ? `${param(row.columns.case_no)} || ${NEXT_CASE_NUMBER}` : param(asParam(row.columns[column] ?? null))));
    const fields = EDITABLE.map((column) => (column in row.columns ? param(asParam(row.columns[column])) : 'DEFAULT'));
    return `(${[...fixed, ...fields].join(', ')})`;
  });
  const ids = param(rows.map((row) => row.columns.id));
  const events = param(rows.map((row) => JSON.stringify(row.created)));
  return manager.query(
    `WITH t AS (INSERT INTO tickets (${[...FIXED_COLUMNS, ...EDITABLE].join(', ')}) VALUES ${tuples.join(', ')} RETURNING *),
          e AS (INSERT INTO ticket_events (ticket_id, type, payload, actor_id, actor_type, occurred_at)
                SELECT t.id, ${param(TICKET_EVENT_TYPES.created)}, x.payload || jsonb_build_object('case_no', t.case_no),
                       ${param(principal.userId || null)}::uuid, ${param(principal.type)}::text, ${param(now)}::timestamptz
                FROM t JOIN unnest(${ids}::uuid[], ${events}::jsonb[]) AS x(id, payload) ON x.id = t.id)
     SELECT t.id, t.case_no FROM t`,
    values,
  );
}

/** A batch of hotsheet rows as the create command makes them (the import's columns). */
function batchRows(dealers: ReadonlyArray<{ id: string; code: string }>, principal: Principal, now: Date, from: number, size: number): NewTicketRow[] {
  return Array.from({ length: size }, (_, k) => {
    const i = from + k;
    const dealer = dealers[i % dealers.length];
    const categories: Record<string, boolean | string> = i % 3 ? { A01: true } : { A99: true, A100: 'อื่น ๆ "ทดสอบ" \\ ' };
    const receivedAt = new Date(Date.UTC(2025, 0, 1) + (i % 300) * 86_400_000);
    const dims = { type: 'showroom' as const, source: 'hotsheet_import' as const, dealer_ref: dealer.id, dealer_code: dealer.code, area_code: 'R1-1', region: 'Region1', created_oa_date: receivedAt.toISOString(), created_date: now.toISOString() };
    return {
      columns: {
        id: randomUUID(),
        case_no: 'SR2611-',
        type: 'showroom',
        source: 'hotsheet_import',
        status: 'W',
        dealer_ref: dealer.id,
        area_code: 'R1-1',
        region: 'Region1',
        created_date: now,
        created_oa_date: receivedAt,
        updated_date: now,
        logs: [{ updated_date: now.toISOString(), updated_by: principal.name, status: 'W' }],
        created_by: principal.userId,
        import_key: `bench-${i}-${randomUUID()}`,
        crm_case_no: i % 10 === 0 ? `CRM-B-${i}` : null,
        title: 'คุณ',
        name: `สมชาย ใจดี ${i}`,
        tel: `08${String(10_000_000 + i).padStart(8, '0')}`,
        email: i % 3 ? `customer${i}@example.com` : null,
        age: 20 + (i % 50),
        car_model: ['Almera', 'Navara', 'Kicks e-POWER', 'Terra'][i % 4],
        complaint_categories: categories,
        complaint_description: `พนักงานขายไม่ติดต่อกลับตามนัดหมาย ลูกค้ารอนานมาก #${i}`,
        complaint_customer_want: i % 2 ? 'ต้องการให้ผู้จัดการติดต่อกลับ' : null,
      },
      created: { ticket: dims, status: 'W', complaint_categories: categories, car_model: ['Almera', 'Navara', 'Kicks e-POWER', 'Terra'][i % 4] },
    };
  });
}

async function main(): Promise<void> {
  const batches = Number(argValue('batches', '20'));
  const size = Number(argValue('batch', '1000'));
  console.log(machineLine());
  const database = await createThrowawayDatabase('voc_bench_create');
  const db = new DataSource(dataSourceOptions(database.url, 2));
  try {
    await migrateDatabase(database.url);
    await db.initialize();
    await db.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '1', 'BD' || lpad(g::text, 4, '0'), 'นิสสัน ทดสอบ ' || g, 'Nissan Bench ' || g, 'สาขา ' || g, 'Branch ' || g, 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb
       FROM generate_series(1, $1) g`,
      [DEALERS],
    );
    const dealers = await db.query<Array<{ id: string; code: string }>>(`SELECT id, dealer_code AS code FROM dealers ORDER BY dealer_code`);
    const [user] = await db.query<Array<{ id: string }>>(
      `INSERT INTO users (email, password_hash, first_name, last_name, type, group_showroom, group_service, permission)
       VALUES ('bench@csn.local', 'x', 'Bench', 'Creator', 'csn', true, true, '{"ticket_validation":false,"ticket_validation_closed_edit":false,"bp_dashboard":false,"bp_report":false}') RETURNING id`,
    );
    const principal = (await loadPrincipal(db.manager, user.id)) as Principal;
    const now = new Date();
    const loadBefore = os.loadavg();
    const ms = { values: 0, json: 0 };
    let from = 0;
    const run = async (variant: 'values' | 'json') => {
      const rows = batchRows(dealers, principal, now, from, size);
      from += size;
      await db.transaction(async (manager) => {
        const t = performance.now();
        const inserted = (await (variant === 'values' ? valuesListStatement(manager, principal, now, rows) : insertNewTickets(manager, principal, now, rows, EDITABLE, false))) as unknown[];
        ms[variant] += performance.now() - t;
        if (inserted.length !== size) throw new Error(`${variant}: ${inserted.length} of ${size} inserted`);
      });
    };
    // One warm-up batch each (plans, caches), not counted.
    await run('values');
    await run('json');
    ms.values = 0;
    ms.json = 0;
    for (let b = 0; b < batches; b += 1) for (const variant of b % 2 ? (['json', 'values'] as const) : (['values', 'json'] as const)) await run(variant);
    const rows = batches * size;
    const [{ tickets, events }] = await db.query<Array<{ tickets: number; events: number }>>(`SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM ticket_events) AS events`);
    console.log(`${batches} batches of ${thousands(size)} rows each way (A B B A), one connection; tickets ${thousands(tickets)}, events ${thousands(events)} in the end`);
    console.log(`VALUES list (before stop 24):   ${(ms.values / 1000).toFixed(1)} s, ${thousands(perSecond(rows, ms.values))} rows/s, ${((ms.values * 1000) / rows).toFixed(0)} us a ticket`);
    console.log(`one JSON document (stop 24):    ${(ms.json / 1000).toFixed(1)} s, ${thousands(perSecond(rows, ms.json))} rows/s, ${((ms.json * 1000) / rows).toFixed(0)} us a ticket`);
    console.log(`JSON document over VALUES list: time ${ratio(ms.json, ms.values)}`);
    console.log(`load average at the start: ${loadBefore.map((l) => l.toFixed(1)).join(' ')}; at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    if (db.isInitialized) await db.destroy();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
