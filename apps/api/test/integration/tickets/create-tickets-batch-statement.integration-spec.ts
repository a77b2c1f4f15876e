import type { CreateTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { createTicketsInTransaction, EDITABLE_COLUMNS, loadPrincipal, type NewTicketOutcome } from '@voc/ticketing';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { createDealer, createUser, type DealerFixture } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { ticketForm } from '../../support/ticket-fixtures';

/**
 * What the batch create command's statement writes, value by value: the tickets' columns as given
 * (Thai text with quotes, backslashes, JSON-looking text, emoji, nulls), their case numbers and
 * their TicketCreated events' payloads; a 1,000-row batch; a refused statement rolls the batch
 * back; two batches at once draw case numbers without gaps or duplicates between them.
 */
const form = (dealer: string, overrides: Record<string, unknown> = {}) => ticketForm(dealer, { source: 'hotsheet', ...overrides }) as unknown as CreateTicketDto;

const caseNumber = (caseNo: string) => Number(caseNo.slice(caseNo.indexOf('-') + 1));
const createdIds = (outcomes: NewTicketOutcome[]) => outcomes.map((o) => ('created' in o ? o.created.id : ''));

describe('createTicketsInTransaction: the batch statement', () => {
  let sut: TestApi;
  let agent: Principal;

  beforeAll(async () => {
    sut = await startTestApi();
    const user = await createUser(sut.db, { type: 'callcenter' });
    agent = (await loadPrincipal(sut.db.manager, user.id)) as Principal;
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('writes every value as given for a batch over several dealers, and each event repeats its ticket', async () => {
    const north = await createDealer(sut.db, { region: 'Region3' });
    const south = await createDealer(sut.db, { region: 'Region4' });
    await sut.db.query(`UPDATE dealers SET sale_area_code = 'R4-2', service_area_code = 'R4-9', dealer_service_region = 'Region5' WHERE id = $1`, [south.id]);
    const now = new Date('2026-03-04T05:06:07.089Z');
    const thai = `คุณ "สมชาย" ใจดี's รถ \\ เส้นทาง C:\\temp\\ไฟล์ {"a": 1} null \\u0041 🚗 \n บรรทัดใหม่\t`;
    const inputs: Array<{ input: CreateTicketDto; importKey?: string }> = [
      {
        input: form(north.id, {
          title: 'คุณ',
          name: thai,
          tel: '081-234-5678',
          email: null,
          age: 44,
          address: 'ไม่มี "ที่อยู่"\\',
          car_model: null,
          chassis_number: 'null',
          delivered_date: '2025-12-31',
          complaint_categories: { A01: true, A99: true, A100: 'อื่น ๆ "ยกมา" \\ ทับ' },
          complaint_description: '',
          q1: '{"not":"json column"}',
          created_oa_date: '2026-01-02T03:04:05.678Z',
        }),
        importKey: `statement-${north.id}-1`,
      },
      { input: form(south.id, { type: 'service', complaint_categories: { S01: true }, name: 'Service "customer"', address: 'ลูกค้า\uD800คนเดียว', age: '42' }) },
      { input: form(north.id, { car_model: 'Kicks e-POWER', staff_name: "O'Neil \\ Somsak", sub_category: 'SR-SALES', problem_list: 'SR-SALES-02' }) },
    ];
    const outcomes = await sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, inputs, now));
    const ids = createdIds(outcomes);
    expect(ids.every(Boolean)).toBe(true);

    const rows = await sut.db.query<Array<Record<string, unknown>>>(
      `SELECT id, case_no, type, source, status, dealer_ref, area_code, region, title, name, age, email, tel, address, car_model, chassis_number,
              to_char(delivered_date, 'YYYY-MM-DD') AS delivered_date, staff_name, complaint_categories, complaint_description, q1, sub_category, problem_list,
              created_date, created_oa_date, updated_date, logs, created_by, import_key, review, verify_status, version, deleted_at
       FROM tickets WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [first, second, third] = ids.map((id) => byId.get(id) as Record<string, any>);
    const log = [{ updated_date: now.toISOString(), updated_by: agent.name, status: 'W' }];
    const common = { status: 'W', created_date: now, updated_date: now, logs: log, created_by: agent.userId, review: {}, verify_status: 'na', version: 1, deleted_at: null };
    expect(first).toEqual({
      ...common,
      id: ids[0],
      case_no: expect.stringMatching(/^SR2603-\d{6,}$/),
      type: 'showroom',
      source: 'hotsheet',
      dealer_ref: north.id,
      area_code: 'R1-1',
      region: 'Region3',
      title: 'คุณ',
      name: thai,
      age: 44,
      email: null,
      tel: '081-234-5678',
      address: 'ไม่มี "ที่อยู่"\\',
      car_model: null,
      chassis_number: 'null',
      delivered_date: '2025-12-31',
      staff_name: null,
      complaint_categories: { A01: true, A99: true, A100: 'อื่น ๆ "ยกมา" \\ ทับ' },
      complaint_description: '',
      q1: '{"not":"json column"}',
      sub_category: null,
      problem_list: null,
      created_oa_date: new Date('2026-01-02T03:04:05.678Z'),
      import_key: `statement-${north.id}-1`,
    });
    // A lone surrogate is stored as the replacement character, as the driver's UTF-8 has always made it.
    expect(second).toMatchObject({ type: 'service', dealer_ref: south.id, area_code: 'R4-9', region: 'Region5', name: 'Service "customer"', address: 'ลูกค้า\uFFFDคนเดียว', age: 42, created_oa_date: now, import_key: null });
    expect(second.case_no).toMatch(/^SV2603-\d{6,}$/);
    expect(third).toMatchObject({ car_model: 'Kicks e-POWER', staff_name: "O'Neil \\ Somsak", sub_category: 'SR-SALES', problem_list: 'SR-SALES-02', region: 'Region3' });
    // Case numbers in the order of the batch.
    expect(caseNumber(second.case_no)).toBe(caseNumber(first.case_no) + 1);
    expect(caseNumber(third.case_no)).toBe(caseNumber(first.case_no) + 2);

    const events = await sut.db.query<Array<{ ticket_id: string; type: string; payload: unknown; actor_id: string; actor_type: string; occurred_at: Date; dealer_shard: number }>>(
      `SELECT ticket_id, type, payload, actor_id, actor_type, occurred_at, dealer_shard FROM ticket_events WHERE ticket_id = ANY($1::uuid[]) AND type NOT LIKE 'Notification%' ORDER BY position`,
      [ids],
    );
    // The dealers have no branch manager: each ticket's notices are recorded "not sent: no contact"
    // (two per ticket, proven in notification-delivery); the ticket events are what this test is about.
    expect(events.map((e) => e.ticket_id)).toEqual(ids);
    expect(events[0]).toEqual({
      ticket_id: ids[0],
      type: 'TicketCreated',
      actor_id: agent.userId,
      actor_type: 'callcenter',
      occurred_at: now,
      dealer_shard: expect.any(Number),
      payload: {
        ticket: {
          type: 'showroom',
          source: 'hotsheet',
          dealer_ref: north.id,
          dealer_code: north.code,
          area_code: 'R1-1',
          region: 'Region3',
          created_oa_date: '2026-01-02T03:04:05.678Z',
          created_date: now.toISOString(),
        },
        status: 'W',
        complaint_categories: { A01: true, A99: true, A100: 'อื่น ๆ "ยกมา" \\ ทับ' },
        car_model: null,
        case_no: first.case_no,
        // What was written, for the voice projection (issue 30).
        complaint_description: '',
      },
    });
    expect(events[1].payload).toEqual({
      ticket: { type: 'service', source: 'hotsheet', dealer_ref: south.id, dealer_code: south.code, area_code: 'R4-9', region: 'Region5', created_oa_date: now.toISOString(), created_date: now.toISOString() },
      status: 'W',
      complaint_categories: { S01: true },
      car_model: 'Almera',
      case_no: second.case_no,
      complaint_description: second.complaint_description,
    });
    expect(events[2].payload).toMatchObject({ car_model: 'Kicks e-POWER', case_no: third.case_no });
  });

  it('of the form fields, only complaint_categories has a column default, and no ticket is created without it (a field left out is NULL)', async () => {
    const defaults = await sut.db.query<Array<{ name: string }>>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'tickets' AND column_default IS NOT NULL AND column_name = ANY($1::text[])`,
      [[...EDITABLE_COLUMNS]],
    );
    expect(defaults.map((c) => c.name)).toEqual(['complaint_categories']);
    const dealer = await createDealer(sut.db);
    const [outcome] = await sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, [{ input: form(dealer.id, { complaint_categories: undefined }) }], new Date()));
    expect(outcome).toEqual({ refused: expect.objectContaining({ details: [expect.objectContaining({ field: 'complaint_categories' })] }) });
  });

  it('creates a 1,000-row batch: one ticket and one event each, case numbers unique and in the order of the batch', async () => {
    const dealers: DealerFixture[] = [await createDealer(sut.db), await createDealer(sut.db, { region: 'Region2' })];
    const count = 1_000;
    const outcomes = await sut.db.transaction((manager) =>
      createTicketsInTransaction(
        manager,
        agent,
        Array.from({ length: count }, (_, i) => ({ input: form(dealers[i % 2].id, { name: `แถว ${i} "${i}"` }), importKey: `thousand-${dealers[0].id}-${i}` })),
        new Date(),
      ),
    );
    const ids = createdIds(outcomes);
    expect(ids.filter(Boolean)).toHaveLength(count);
    const tickets = await sut.db.query<Array<{ id: string; case_no: string; name: string; import_key: string }>>(`SELECT id, case_no, name, import_key FROM tickets WHERE id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(tickets.map((t) => [t.id, t]));
    const numbers = ids.map((id, i) => {
      const ticket = byId.get(id)!;
      expect(ticket).toMatchObject({ name: `แถว ${i} "${i}"`, import_key: `thousand-${dealers[0].id}-${i}` });
      expect(outcomes[i]).toEqual({ created: expect.objectContaining({ id, caseNo: ticket.case_no }) });
      return caseNumber(ticket.case_no);
    });
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(count);
    const events = await sut.db.query<Array<{ ticket_id: string; case_no: string }>>(
      `SELECT ticket_id, payload->>'case_no' AS case_no FROM ticket_events WHERE ticket_id = ANY($1::uuid[]) AND type = 'TicketCreated'`,
      [ids],
    );
    expect(events).toHaveLength(count);
    for (const event of events) expect(event.case_no).toBe(byId.get(event.ticket_id)?.case_no);
  });

  it('a row the database refuses rolls the whole batch back: no ticket and no event of it stays', async () => {
    const dealer = await createDealer(sut.db);
    const batch = Array.from({ length: 10 }, (_, i) => ({ input: form(dealer.id, { age: i === 7 ? 0 : 30 }), importKey: `refused-${dealer.id}-${i}` }));
    await expect(sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, batch, new Date()))).rejects.toThrow(/age/);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [dealer.id])).toEqual([{ n: 0 }]);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM ticket_events WHERE payload->'ticket'->>'dealer_ref' = $1`, [dealer.id])).toEqual([{ n: 0 }]);
  });

  it('a batch whose import key exists already is refused whole (the unique import key), nothing of it written', async () => {
    const dealer = await createDealer(sut.db);
    const key = `taken-${dealer.id}`;
    await sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, [{ input: form(dealer.id), importKey: key }], new Date()));
    const batch = [{ input: form(dealer.id), importKey: `${key}-other` }, { input: form(dealer.id), importKey: key }];
    await expect(sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, batch, new Date()))).rejects.toThrow(/import_key/);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [dealer.id])).toEqual([{ n: 1 }]);
  });
});

describe('createTicketsInTransaction: two batches at once (a database of their own, so no other test draws case numbers)', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let agent: Principal;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_case_numbers');
    sut = await startTestApi({ DATABASE_URL: database.url });
    const user = await createUser(sut.db, { type: 'callcenter' });
    agent = (await loadPrincipal(sut.db.manager, user.id)) as Principal;
  }, 60000);

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  });

  it('draws case numbers without gaps or duplicates between them, each batch in its own order', async () => {
    const [a, b] = [await createDealer(sut.db), await createDealer(sut.db)];
    const count = 400;
    const batch = (dealer: DealerFixture, tag: string) =>
      sut.db.transaction((manager) =>
        createTicketsInTransaction(manager, agent, Array.from({ length: count }, (_, i) => ({ input: form(dealer.id, { name: `${tag} ${i}` }), importKey: `${tag}-${i}` })), new Date()),
      );
    const [first, second] = await Promise.all([batch(a, 'a'), batch(b, 'b')]);
    const all = [...createdIds(first), ...createdIds(second)];
    const tickets = await sut.db.query<Array<{ id: string; case_no: string }>>(`SELECT id, case_no FROM tickets WHERE id = ANY($1::uuid[])`, [all]);
    expect(tickets).toHaveLength(2 * count);
    const numberOf = new Map(tickets.map((t) => [t.id, caseNumber(t.case_no)]));
    for (const outcomes of [first, second]) {
      const numbers = createdIds(outcomes).map((id) => numberOf.get(id)!);
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    }
    const numbers = [...numberOf.values()].sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(2 * count);
    expect(numbers[numbers.length - 1] - numbers[0]).toBe(2 * count - 1);
    // The first case numbers of a new database, padded to six digits.
    expect(numbers[0]).toBe(1);
    expect(tickets.find((t) => caseNumber(t.case_no) === 1)?.case_no).toMatch(/^SR\d{4}-000001$/);
  });

  it('writes the running number with at least six digits, more once it passes 999,999', async () => {
    const dealer = await createDealer(sut.db);
    await sut.db.query(`SELECT setval('ticket_case_no_seq', 999998)`);
    const now = new Date('2027-01-15T00:00:00.000Z');
    const outcomes = await sut.db.transaction((manager) =>
      createTicketsInTransaction(manager, agent, [{ input: form(dealer.id) }, { input: form(dealer.id, { type: 'service', complaint_categories: { S02: true } }) }, { input: form(dealer.id) }], now),
    );
    expect(outcomes.map((o) => ('created' in o ? o.created.caseNo : o.refused.message))).toEqual(['SR2701-999999', 'SV2701-1000000', 'SR2701-1000001']);
  });
});
