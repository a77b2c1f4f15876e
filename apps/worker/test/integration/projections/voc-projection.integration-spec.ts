import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, insertEvents, type SyntheticEvent, type ThrowawayDatabase } from '@voc/testing';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectAllVoc, projectNextVocBatch } from '../../../src/projections/voc/project-voc';
import { projectionDifferences } from '../../support/compare-projections';

const DEALER = '00000000-0000-4000-8000-000000000001';

function ticketEvents(id: string, type: 'showroom' | 'service', source: string, createdDate: string) {
  const ticket = { type, source, dealer_ref: DEALER, dealer_code: 'D0001', area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
  const at = (hours: number) => new Date(new Date(createdDate).getTime() + hours * 3600_000).toISOString();
  return {
    created: (categories: Record<string, boolean | string>, car_model: string | null): SyntheticEvent =>
      ({ ticket_id: id, type: 'TicketCreated', occurred_at: at(0), payload: { ticket, case_no: id.slice(0, 8), status: 'W', complaint_categories: categories, car_model } }) as SyntheticEvent,
    updated: (changes: Record<string, unknown>): SyntheticEvent => ({ ticket_id: id, type: 'TicketUpdated', occurred_at: at(1), payload: { ticket, changes } }) as SyntheticEvent,
    cancelled: (): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at(2), payload: { ticket, from: 'W', reason: 'duplicate' } }) as SyntheticEvent,
    deleted: (): SyntheticEvent => ({ ticket_id: id, type: 'TicketDeleted', occurred_at: at(3), payload: { ticket, status: 'W' } }) as SyntheticEvent,
  };
}

describe('the VOC projection in PostgreSQL: given events, then rows', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_vocproj');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  const monthly = async () =>
    (await client.query(`SELECT to_char(month, 'YYYY-MM') AS month, type, source, car_model, tickets, cancelled FROM reporting.voc_monthly ORDER BY 1, 2, 3, 4`)).rows;
  const categories = async () =>
    (await client.query(`SELECT to_char(month, 'YYYY-MM') AS month, car_model, category_code, category_group, complaints FROM reporting.voc_category_monthly ORDER BY 1, 2, 3`)).rows;

  it('counts current categories and model by month of receipt; cancelled apart; deleted never', async () => {
    const a = ticketEvents(randomUUID(), 'showroom', 'survey', '2026-03-31T18:00:00.000Z'); // April in Bangkok
    const b = ticketEvents(randomUUID(), 'showroom', 'survey', '2026-04-10T03:00:00.000Z');
    const c = ticketEvents(randomUUID(), 'showroom', 'survey', '2026-04-11T03:00:00.000Z');
    const d = ticketEvents(randomUUID(), 'service', 'callcenter', '2026-04-12T03:00:00.000Z');
    await insertEvents(client, [
      a.created({ A01: true, F02: true, A99: true, A100: 'text' }, 'navara'),
      b.created({ A01: true }, 'Navara'),
      b.updated({ complaint_categories: { P01: true }, car_model: 'Terra' }),
      c.created({ A01: true }, 'Navara'),
      c.cancelled(),
      d.created({ S03: true }, null),
      d.deleted(),
    ]);
    await projectAllVoc(projectionStores(db));
    expect(await monthly()).toEqual([
      { month: '2026-04', type: 'showroom', source: 'survey', car_model: 'Navara', tickets: 1, cancelled: 1 },
      { month: '2026-04', type: 'showroom', source: 'survey', car_model: 'Terra', tickets: 1, cancelled: 0 },
    ]);
    expect(await categories()).toEqual([
      { month: '2026-04', car_model: 'Navara', category_code: 'A01', category_group: 'A', complaints: 1 },
      { month: '2026-04', car_model: 'Navara', category_code: 'A99', category_group: 'A', complaints: 1 },
      { month: '2026-04', car_model: 'Navara', category_code: 'F02', category_group: 'F', complaints: 1 },
      { month: '2026-04', car_model: 'Terra', category_code: 'P01', category_group: 'P', complaints: 1 },
    ]);
  });

  it('applies nothing twice: a redelivered step finds its checkpoint past the events', async () => {
    const before = [await monthly(), await categories()];
    expect((await projectNextVocBatch(projectionStores(db))).applied).toBe(0);
    expect([await monthly(), await categories()]).toEqual(before);
  });

  it('moves a ticket between models and codes in later batches, equal row for row to a replay', async () => {
    const e = ticketEvents(randomUUID(), 'showroom', 'hotsheet', '2026-05-01T03:00:00.000Z');
    await insertEvents(client, [e.created({ O01: true }, 'Leaf')]);
    await projectAllVoc(projectionStores(db), 'reporting', 1);
    await insertEvents(client, [e.updated({ car_model: 'Juke', complaint_categories: { O99: true, O100: 'x' } })]);
    await projectAllVoc(projectionStores(db), 'reporting', 1);
    expect((await categories()).filter((row) => row.month === '2026-05')).toEqual([{ month: '2026-05', car_model: 'Juke', category_code: 'O99', category_group: 'O', complaints: 1 }]);
    await projectAll(projectionStores(db));
    await replayInto(projectionStores(db), 'reporting_check');
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
  });

  it('keeps the coarse roll-ups equal to the finer ones summed, batch by batch, with no rows left at zero', async () => {
    const f = ticketEvents(randomUUID(), 'service', 'survey', '2026-06-02T03:00:00.000Z');
    const g = ticketEvents(randomUUID(), 'service', 'survey', '2026-06-03T03:00:00.000Z');
    await insertEvents(client, [f.created({ S01: true, S02: true }, 'Note'), g.created({ S01: true }, 'Kicks')]);
    await projectAllVoc(projectionStores(db), 'reporting', 1);
    await insertEvents(client, [f.updated({ car_model: 'Kicks', complaint_categories: { S02: true } }), g.cancelled()]);
    await projectAllVoc(projectionStores(db), 'reporting', 1);
    const rows = async (sql: string) => (await client.query(sql)).rows;
    expect(await rows(`SELECT region, area_code, car_model, tickets, cancelled FROM reporting.voc_area_monthly WHERE month = '2026-06-01'`)).toEqual([
      { region: 'Region1', area_code: 'R1-1', car_model: 'Kicks', tickets: 1, cancelled: 1 },
    ]);
    expect(await rows(`SELECT car_model, category_code, complaints FROM reporting.voc_area_category_monthly WHERE month = '2026-06-01'`)).toEqual([{ car_model: 'Kicks', category_code: 'S02', complaints: 1 }]);
    expect(await rows(`SELECT tickets, cancelled FROM reporting.voc_dealer_monthly WHERE month = '2026-06-01'`)).toEqual([{ tickets: 1, cancelled: 1 }]);
    for (const [coarse, finer, keys, measures] of [
      ['voc_area_monthly', 'voc_monthly', `month, coalesce(region, '') AS region, coalesce(area_code, '') AS area_code, type, source, car_model`, 'sum(tickets)::int AS tickets, sum(cancelled)::int AS cancelled'],
      ['voc_area_category_monthly', 'voc_category_monthly', `month, coalesce(region, '') AS region, coalesce(area_code, '') AS area_code, type, source, car_model, category_code`, 'sum(complaints)::int AS complaints'],
      ['voc_dealer_monthly', 'voc_monthly', 'month, dealer_ref, type, source', 'sum(tickets)::int AS tickets, sum(cancelled)::int AS cancelled'],
      ['voc_dealer_category_monthly', 'voc_category_monthly', 'month, dealer_ref, type, source, category_code', 'sum(complaints)::int AS complaints'],
    ]) {
      const names = keys.split(/, (?![^(]*\))/).map((k) => k.split(' AS ').pop()).join(', ');
      const summed = await rows(`SELECT ${keys}, ${measures} FROM reporting.${finer} GROUP BY ${names} ORDER BY ${names}`);
      expect({ coarse, rows: await rows(`SELECT ${names}, ${measures} FROM reporting.${coarse} GROUP BY ${names} ORDER BY ${names}`) }).toEqual({ coarse, rows: summed });
    }
    await projectAll(projectionStores(db));
    await replayInto(projectionStores(db), 'reporting_check');
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
  });
});
