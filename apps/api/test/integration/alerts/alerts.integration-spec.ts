import { randomUUID } from 'node:crypto';
import { ALERT_ERRORS, ALERT_MESSAGES, FIELD_ERRORS } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
// The evaluation is the worker's own code, called as its processor calls it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { evaluateAlerts } from '../../../../worker/src/alerts/evaluate-alerts';
import { createUser } from '../../support/account-fixtures';
import { signIn } from '../../support/ticket-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { insertDealer, type PopulationDealer } from '../voice/voice-population';

/** The evaluation's clock: mid-November 2026 in Bangkok, so the month watched is November and its baseline August to October. */
const NOW = new Date('2026-11-15T05:00:00Z');
const LATER = new Date('2026-11-16T05:00:00Z');
const BASELINE = ['2026-08-01', '2026-09-01', '2026-10-01'];

/**
 * Alerts end to end: figures planted in the reporting tables (as the projections write them), the
 * worker's evaluation run against them, the alerts read and closed through the api in each user's
 * scope, and csn's rules. Planted signals raise exactly one alert for the right place; a repeated
 * evaluation raises nothing new; a recovered figure resolves its alert.
 */
describe('alerts: raised once for the right place, resolved when the figure recovers', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let uow: UnitOfWork;
  let d: PopulationDealer[];
  let csn: string;
  let dealerStaff: string;
  let otherDealerStaff: string;
  const get = (path: string, token = csn) => sut.call<any>('GET', path, { token });
  const evaluate = (now = NOW) => evaluateAlerts(sut.db, uow, now);
  const alerts = async () =>
    sut.db.query<Array<{ kind: string; level: string; scope_id: string; type: string; period: string; status: string; subject: string | null }>>(
      `SELECT kind, level, scope_id, type, period, status, subject FROM alerts ORDER BY kind, level, scope_id`,
    );

  const scores = async (dealer: PopulationDealer, month: string, responses: number, top2box: number, bottom6: number) =>
    sut.db.query(
      `INSERT INTO reporting.survey_score_monthly (month, dealer_ref, type, area_code, region, responses, top2box, bottom6) VALUES ($1, $2, 'service', $3, $4, $5, $6, $7)
       ON CONFLICT (month, dealer_ref, type) DO UPDATE SET responses = EXCLUDED.responses, top2box = EXCLUDED.top2box, bottom6 = EXCLUDED.bottom6`,
      [month, dealer.id, dealer.area, dealer.region, responses, top2box, bottom6],
    );
  const openTicket = async (dealer: PopulationDealer, options: { source?: string; liveState?: string; kpi2a?: boolean | null } = {}) => {
    const id = randomUUID();
    await sut.db.query(
      `INSERT INTO reporting.ticket_kpi (ticket_id, case_no, type, source, dealer_ref, area_code, region, received_at, received_month, status, live_state, kpi2a, last_position)
       VALUES ($1, $2, 'showroom', $3, $4, $5, $6, '2026-11-10T03:00:00Z', '2026-11-01', 'W', $7, $8, 1)`,
      [id, `HA-${id.slice(0, 6)}`, options.source ?? 'survey', dealer.id, dealer.area, dealer.region, options.liveState ?? 'on_time', options.kpi2a ?? null],
    );
    return id;
  };

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_alerts');
    sut = await startTestApi({ DATABASE_URL: database.url });
    uow = new UnitOfWork(sut.db);
    d = [
      await insertDealer(sut.db, 'AL001', 'Region1', 'R1-1'),
      await insertDealer(sut.db, 'AL002', 'Region1', 'R1-1'),
      await insertDealer(sut.db, 'AL003', 'Region1', 'R1-2'),
      await insertDealer(sut.db, 'AL004', 'Region2', 'R2-1'),
      await insertDealer(sut.db, 'AL005', 'Region3', 'R3-1'),
    ];
    csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    dealerStaff = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId: d[0].id }));
    otherDealerStaff = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId: d[2].id }));

    // NPS: AL001 falls from 40 to 0 (a drop of 40 > 15); AL002, its area's big dealer, holds 40,
    // so the area R1-1 falls only 8 points (< 10): one dealer alert, no area alert. AL003 steady.
    for (const month of BASELINE) {
      await scores(d[0], month, 50, 25, 5);
      await scores(d[1], month, 200, 100, 20);
      await scores(d[2], month, 50, 25, 5);
    }
    await scores(d[0], '2026-11-01', 50, 15, 15);
    await scores(d[1], '2026-11-01', 200, 100, 20);
    await scores(d[2], '2026-11-01', 50, 25, 5);

    // Breached share: AL004 has 4 of 10 open tickets breached (40 % > 25 %); AL005 1 of 10.
    for (let i = 0; i < 10; i++) await openTicket(d[3], { liveState: i < 4 ? 'breached' : 'on_time' });
    for (let i = 0; i < 10; i++) await openTicket(d[4], { liveState: i < 1 ? 'breached' : 'on_time' });

    // Response rate: area R3-1 got 10 answers of 100 sent this month (10 % < 20 %); R1-2 got 40 of 100.
    await sut.db.query(
      `INSERT INTO reporting.survey_rate_monthly (month, dealer_ref, type, area_code, region, sent, responded_successfully)
       VALUES ('2026-11-01', $1, 'showroom', 'R3-1', 'Region3', 100, 10), ('2026-11-01', $2, 'showroom', 'R1-2', 'Region1', 100, 40)`,
      [d[4].id, d[2].id],
    );

    // A complaint category planted in Region2 this month: A05 on 20 of 100 tickets against 6 of 300 before.
    // Region1's categories hold their share.
    const voc = async (dealer: PopulationDealer, month: string, tickets: number, categories: Record<string, number>) => {
      await sut.db.query(
        `INSERT INTO reporting.voc_monthly (month, dealer_ref, type, source, car_model, area_code, region, tickets, cancelled) VALUES ($1, $2, 'showroom', 'survey', 'Navara', $3, $4, $5, 0)`,
        [month, dealer.id, dealer.area, dealer.region, tickets],
      );
      for (const [code, complaints] of Object.entries(categories)) {
        await sut.db.query(
          `INSERT INTO reporting.voc_category_monthly (month, dealer_ref, type, source, car_model, category_code, category_group, area_code, region, complaints)
           VALUES ($1, $2, 'showroom', 'survey', 'Navara', $3, left($3, 1), $4, $5, $6)`,
          [month, dealer.id, code, dealer.area, dealer.region, complaints],
        );
      }
    };
    for (const month of BASELINE) {
      await voc(d[3], month, 100, { A05: 2, A01: 30 });
      await voc(d[0], month, 100, { A05: 10, A01: 30 });
    }
    await voc(d[3], '2026-11-01', 100, { A05: 20, A01: 30 });
    await voc(d[0], '2026-11-01', 100, { A05: 10, A01: 30 });
  }, 120000);

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  });

  it('raises exactly the planted conditions, each once, for the right place', async () => {
    const outcome = await evaluate();
    expect(outcome.raised).toHaveLength(4);
    expect(await alerts()).toEqual([
      { kind: 'breached_share', level: 'dealer', scope_id: d[3].id, type: 'showroom', period: '2026-11', status: 'open', subject: null },
      { kind: 'category_rise', level: 'region', scope_id: 'Region2', type: 'showroom', period: '2026-11', status: 'open', subject: 'A05' },
      { kind: 'nps_drop', level: 'dealer', scope_id: d[0].id, type: 'service', period: '2026-11', status: 'open', subject: null },
      { kind: 'response_rate_low', level: 'area', scope_id: 'R3-1', type: 'showroom', period: '2026-11', status: 'open', subject: null },
    ]);
  });

  it('a repeated evaluation raises nothing new', async () => {
    const outcome = await evaluate(LATER);
    expect(outcome.raised).toEqual([]);
    expect(outcome.refreshed).toBe(4);
    expect((await alerts()).filter((a) => a.status === 'open')).toHaveLength(4);
  });

  it('an uncontacted hot alert raises its own alert, resolved once contacted', async () => {
    const ticket = await openTicket(d[2], { source: 'hotsheet', liveState: 'breached', kpi2a: false });
    const raised = await evaluate(LATER);
    expect(raised.raised.map((r) => [r.rule.kind, r.candidate.ticketId])).toEqual([['hot_alert_uncontacted', ticket]]);
    await sut.db.query(`UPDATE reporting.ticket_kpi SET first_contact_at = '2026-11-16T01:00:00Z' WHERE ticket_id = $1`, [ticket]);
    const resolved = await evaluate(LATER);
    expect(resolved.resolved).toBe(1);
    expect((await alerts()).find((a) => a.kind === 'hot_alert_uncontacted')?.status).toBe('resolved');
  });

  it('a recovered figure resolves its alert; the condition back in the same month re-opens it, not a new one', async () => {
    await scores(d[0], '2026-11-01', 50, 25, 5);
    expect((await evaluate(LATER)).resolved).toBe(1);
    expect((await alerts()).find((a) => a.kind === 'nps_drop')?.status).toBe('resolved');
    await scores(d[0], '2026-11-01', 50, 20, 12);
    const again = await evaluate(LATER);
    expect(again.raised).toEqual([]);
    expect(again.reopened).toBe(1);
    expect((await alerts()).filter((a) => a.kind === 'nps_drop')).toEqual([expect.objectContaining({ scope_id: d[0].id, status: 'open' })]);
  });

  it('a user sees the alerts of their scope only: the dealer its own, csn every one', async () => {
    const all = await get('/alerts?status=all');
    expect(all.status).toBe(200);
    expect(all.body.success.total).toBe(5);
    const own = await get('/alerts?status=all', dealerStaff);
    expect(own.body.success.result.map((a: { kind: string; scope_label: string }) => [a.kind, a.scope_label])).toEqual([['nps_drop', expect.stringContaining('AL001')]]);
    const other = await get('/alerts', otherDealerStaff);
    expect(other.body.success.total).toBe(0);
  });

  it('closes an alert with a note, once; a note is required and another scope cannot close it', async () => {
    const [alert] = (await get('/alerts?kind=nps_drop')).body.success.result;
    const noNote = await sut.call<any>('POST', `/alerts/${alert.id}/close`, { token: dealerStaff, body: { note: '   ' } });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.details).toEqual([{ field: 'note', message: FIELD_ERRORS.required }]);
    const elsewhere = await sut.call<any>('POST', `/alerts/${alert.id}/close`, { token: otherDealerStaff, body: { note: 'ไม่ใช่สาขาเรา' } });
    expect(elsewhere.status).toBe(404);
    const closed = await sut.call<any>('POST', `/alerts/${alert.id}/close`, { token: dealerStaff, body: { note: 'โทรหาลูกค้าทั้ง 15 รายแล้ว' } });
    expect(closed.status).toBe(200);
    expect(closed.body.success).toMatchObject({ message: ALERT_MESSAGES.closed, result: { status: 'closed', close_note: 'โทรหาลูกค้าทั้ง 15 รายแล้ว', closed_by_name: 'ทดสอบ ระบบ' } });
    const twice = await sut.call<any>('POST', `/alerts/${alert.id}/close`, { token: dealerStaff, body: { note: 'again' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(ALERT_ERRORS.alreadyClosed);
    const notAnId = await sut.call<any>('POST', `/alerts/not-an-id/close`, { token: csn, body: { note: 'x' } });
    expect(notAnId.status).toBe(404);
    // The evaluation leaves a closed alert alone while its condition holds.
    expect((await evaluate(LATER)).raised).toEqual([]);
    expect((await alerts()).find((a) => a.kind === 'nps_drop')?.status).toBe('closed');
  });

  it('csn edits the rules: a bad threshold is refused with its range, other users get 403, a disabled rule resolves its alerts', async () => {
    const rules = await get('/alert-rules');
    expect(rules.status).toBe(200);
    const breached = rules.body.success.result.find((r: { kind: string }) => r.kind === 'breached_share');
    expect(breached).toMatchObject({ level: 'dealer', threshold: 25, min_cases: 8, enabled: true, open_alerts: 1 });
    const bad = await sut.call<any>('PUT', `/alert-rules/${breached.id}`, { token: csn, body: { threshold: 150, min_cases: 8 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'threshold', message: FIELD_ERRORS.between, params: { min: 1, max: 100 } }]);
    const notCsn = await sut.call<any>('PUT', `/alert-rules/${breached.id}`, { token: dealerStaff, body: { threshold: 30, min_cases: 8 } });
    expect(notCsn.status).toBe(403);
    expect((await get('/alert-rules', dealerStaff)).status).toBe(403);
    const off = await sut.call<any>('PUT', `/alert-rules/${breached.id}`, { token: csn, body: { threshold: 30, min_cases: 8, enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body.success).toMatchObject({ message: ALERT_MESSAGES.ruleSaved, result: { threshold: 30, enabled: false } });
    await evaluate(LATER);
    expect((await alerts()).find((a) => a.kind === 'breached_share')?.status).toBe('resolved');
    const wrongLevel = await sut.call<any>('POST', '/alert-rules', { token: csn, body: { kind: 'hot_alert_uncontacted', level: 'region', threshold: 0, min_cases: 1 } });
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body.error.details).toEqual([{ field: 'level', message: FIELD_ERRORS.invalid }]);
    const added = await sut.call<any>('POST', '/alert-rules', { token: csn, body: { kind: 'breached_share', level: 'region', threshold: 20, min_cases: 10 } });
    expect(added.status).toBe(200);
    expect(added.body.success.result).toMatchObject({ kind: 'breached_share', level: 'region', threshold: 20, enabled: true, open_alerts: 0 });
  });
});
