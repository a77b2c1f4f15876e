import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { seedDemoPdca } from '../../../src/demo-data/seed-demo-pdca';
import { createDealer, createUser } from '../../support/account-fixtures';
import { givenKpiMonth, lastMonth } from '../../support/pdca-fixtures';

describe('demo PDCA plans (npm start seeds them through the PDCA commands)', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_pdca_seed');
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    const csn = await createUser(db, { type: 'csn' });
    await db.query(`UPDATE users SET email = 'csn@demo.local' WHERE id = $1`, [csn.id]);
    for (let i = 0; i < 5; i += 1) {
      const dealer = await createDealer(db);
      await createUser(db, { type: 'dealer', dealerId: dealer.id });
      // Four branches missed KPI2 last month; the fifth met every target.
      await givenKpiMonth(db, dealer.id, 'showroom', lastMonth(), { kpi2: i < 4 ? [5, 10] : [10, 10] });
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('writes plans for owed months only, ending in every state, each with its events and audit entries; a second run adds nothing', async () => {
    expect(await seedDemoPdca(db, db, { timeoutMs: 0 })).toBe(4);
    const states = await db.query<Array<{ state: string; n: number }>>(`SELECT state, count(*)::int AS n FROM pdca_plans GROUP BY state ORDER BY state`);
    expect(states).toEqual([
      { state: 'accepted', n: 1 },
      { state: 'draft', n: 1 },
      { state: 'returned', n: 1 },
      { state: 'submitted', n: 1 },
    ]);
    const events = await db.query<Array<{ type: string; n: number }>>(`SELECT type, count(*)::int AS n FROM pdca_events GROUP BY type ORDER BY type`);
    expect(events).toEqual([
      { type: 'PdcaPlanAccepted', n: 1 },
      { type: 'PdcaPlanReturned', n: 2 },
      { type: 'PdcaPlanSaved', n: 1 },
      { type: 'PdcaPlanSubmitted', n: 4 },
    ]);
    const [audit] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'pdca_plan'`);
    expect(audit.n).toBe(8);
    expect(await seedDemoPdca(db, db, { timeoutMs: 0 })).toBe(0);
  });
});
