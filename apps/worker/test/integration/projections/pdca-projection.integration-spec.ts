import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { appendPdcaEvent, type PdcaEventPayloads, type PdcaEventType, type PdcaPlanDimensions } from '@voc/events';
import { dataSourceOptions, reportingDataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, createMigratedSplitDatabases, type ThrowawayDatabase } from '@voc/testing';
import { projectNextPdcaBatch } from '../../../src/projections/pdca/project-pdca';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectionDifferences } from '../../support/compare-projections';
import { startTestWorker, waitFor } from '../../support/worker-context';

/**
 * The PDCA log through the real worker: the relay sees the PDCA log ahead of its checkpoint (with
 * no ticket event at all), the projection job drains it into reporting.pdca_status, nothing is
 * applied twice, and a rebuild equals the incremental table row for row.
 */
describe.each([
  ['the reporting schema in the main database', false],
  ['the reporting schema in its own database', true],
])('PDCA status projection through BullMQ (own database, real Redis), %s', (_layout, separate) => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase | undefined;
  let reporting: Client;
  let db: DataSource;
  let reportingDb: DataSource;
  let worker: INestApplicationContext | undefined;
  const prefix = `pdca-${randomBytes(4).toString('hex')}`;
  const stores = () => projectionStores(db, reportingDb);

  beforeAll(async () => {
    if (separate) ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_pdca_proj', 'voc_pdca_store'));
    else database = await createMigratedDatabase('voc_pdca_proj');
    db = await new DataSource(dataSourceOptions(database.url, 4)).initialize();
    reportingDb = reportingDatabase ? await new DataSource(reportingDataSourceOptions(reportingDatabase.url, 4)).initialize() : db;
    reporting = new Client({ connectionString: reportingDatabase?.url ?? database.url });
    await reporting.connect();
  });

  afterAll(async () => {
    await worker?.close();
    await reporting?.end();
    if (reportingDb !== db) await reportingDb?.destroy();
    await db?.destroy();
    await reportingDatabase?.drop();
    await database?.drop();
  });

  const plan = (n: number): PdcaPlanDimensions => ({ plan_id: randomUUID(), dealer_ref: randomUUID(), dealer_code: `P${n}`, type: n % 2 ? 'service' : 'showroom', month: '2026-09-01', area_code: 'R1-1', region: 'Region1' });
  const append = <T extends PdcaEventType>(type: T, payload: PdcaEventPayloads[T], at: string) => db.transaction((tx) => appendPdcaEvent(tx, type, payload, null, new Date(at)));
  const stateOf = async (planId: string) => (await reporting.query(`SELECT state, submissions, returns FROM reporting.pdca_status WHERE plan_id = $1`, [planId])).rows[0];

  it('projects plans as their events reach the log, applies nothing twice, and a rebuild equals it', async () => {
    worker = await startTestWorker(prefix, { DATABASE_URL: database.url, ...(reportingDatabase ? { REPORTING_DATABASE_URL: reportingDatabase.url } : {}) });
    const plans = Array.from({ length: 6 }, (_, n) => plan(n));
    for (const p of plans) await append('PdcaPlanSubmitted', { plan: p, from: 'owed', to: 'submitted', fields: ['problem'] }, '2026-10-03T03:00:00Z');
    await waitFor(async () => (await reporting.query(`SELECT count(*)::int AS n FROM reporting.pdca_status WHERE state = 'submitted'`)).rows[0].n === 6 || undefined, 30000, 'six plans submitted');

    await append('PdcaPlanReturned', { plan: plans[0], from: 'submitted', to: 'returned', comment: 'more' }, '2026-10-04T03:00:00Z');
    await append('PdcaPlanSubmitted', { plan: plans[0], from: 'returned', to: 'submitted', fields: ['actions'] }, '2026-10-05T03:00:00Z');
    await append('PdcaPlanAccepted', { plan: plans[0], from: 'submitted', to: 'accepted', comment: null }, '2026-10-06T03:00:00Z');
    await waitFor(async () => (await stateOf(plans[0].plan_id))?.state === 'accepted' || undefined, 30000, 'the first plan accepted');
    expect(await stateOf(plans[0].plan_id)).toEqual({ state: 'accepted', submissions: 2, returns: 1 });

    expect((await projectNextPdcaBatch(stores())).applied).toBe(0);
    expect(await stateOf(plans[0].plan_id)).toEqual({ state: 'accepted', submissions: 2, returns: 1 });

    await replayInto(stores(), 'reporting_check');
    expect(await projectionDifferences(reporting, 'reporting', 'reporting_check')).toEqual({});
    const [{ n }] = (await reporting.query(`SELECT count(*)::int AS n FROM reporting_check.pdca_status`)).rows;
    expect(n).toBe(6);
  });
});
