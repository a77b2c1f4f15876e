import { FIELD_ERRORS, TICKET_ERRORS, UPLOAD_ERRORS } from '@voc/contracts';
import { createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, signIn, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

const pdf = (size = 4096) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

function noteForm(text: string, files: Array<[name: string, content: Buffer]>): FormData {
  const form = new FormData();
  form.append('text', text);
  for (const [name, content] of files) form.append('pdfFiles[]', new Blob([content]), name);
  return form;
}

/** Issue 32: notes without a status change, a ticket's owner and "my tickets", the log since a position. */
describe('ticket notes, owner and activity', () => {
  let sut: TestApi;
  let world: TicketWorld;
  let staff: { id: string; token: string };
  let colleague: { id: string; token: string };
  let serviceOnly: { id: string };
  let agent: { id: string; token: string };
  let external: string;
  let areaManager: string;

  beforeAll(async () => {
    sut = await startTestApi({ STORAGE_DIR: `/tmp/voc-notes-test-${process.pid}` });
    world = await ticketWorld(sut);
    const [s, c, so, a, ext] = await Promise.all([
      createUser(sut.db, { type: 'dealer', dealerId: world.dealer.id }),
      createUser(sut.db, { type: 'dealer', dealerId: world.dealer.id }),
      createUser(sut.db, { type: 'dealer', dealerId: world.dealer.id, group: { showroom: false, service: true } }),
      createUser(sut.db, { type: 'callcenter' }),
      createUser(sut.db, { type: 'external' }),
    ]);
    staff = { id: s.id, token: await signIn(sut, s) };
    colleague = { id: c.id, token: await signIn(sut, c) };
    serviceOnly = { id: so.id };
    agent = { id: a.id, token: await signIn(sut, a) };
    external = await signIn(sut, ext);
    const am = await createUser(sut.db, { type: 'area_manager' });
    await sut.db.query(`UPDATE users SET sale_area_code = (SELECT sale_area_code FROM dealers WHERE id = $1) WHERE id = $2`, [world.dealer.id, am.id]);
    areaManager = await signIn(sut, am);
  });
  afterAll(() => sut.close());

  it('a note with a file goes in the log without a status change, and every role that sees the ticket reads it', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const before = await sut.call<any>('GET', `/tickets/${id}`, { token: staff.token });
    const res = await sut.call<any>('POST', `/tickets/${id}/notes`, { token: staff.token, body: noteForm('โทรหาลูกค้าแล้ว นัดวันศุกร์', [['นัด.pdf', pdf()]]) });
    expect(res.status).toBe(201);
    expect(res.body.success.message).toBe('success.noteAdded');

    expect((await eventsOf(sut.db, id)).map((e) => e.type)).toEqual(expect.arrayContaining(['TicketFileAttached', 'TicketNoteAdded']));
    const after = await sut.call<any>('GET', `/tickets/${id}`, { token: areaManager });
    expect(after.status).toBe(200);
    expect(after.body.success.result.status).toBe(before.body.success.result.status);
    const [note] = after.body.success.result.activity;
    expect(note).toMatchObject({ actor_id: staff.id, actor_name: 'ทดสอบ ระบบ', detail: { kind: 'note', text: 'โทรหาลูกค้าแล้ว นัดวันศุกร์', file: { originalname: 'นัด.pdf' } } });
    expect(after.body.success.result.pdfFiles.map((f: any) => f.originalname)).toEqual(['นัด.pdf']);

    // A ticket not in the user's scope: no note, no log.
    expect((await sut.call('POST', `/tickets/${id}/notes`, { token: world.otherDealerStaff, body: { text: 'x' } })).status).toBe(404);
    expect((await sut.call('GET', `/tickets/${id}/activity`, { token: world.otherDealerStaff })).status).toBe(404);
    expect((await sut.call('POST', `/tickets/${id}/notes`, { token: external, body: { text: 'x' } })).status).toBe(404);
  });

  it('refuses an empty or too long note, two files, and a note by nobody (no event written)', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const empty = await sut.call<any>('POST', `/tickets/${id}/notes`, { token: staff.token, body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details).toEqual([{ field: 'text', message: FIELD_ERRORS.required }]);
    expect((await sut.call<any>('POST', `/tickets/${id}/notes`, { token: staff.token, body: { text: 'ก'.repeat(2001) } })).status).toBe(400);
    const two = await sut.call<any>('POST', `/tickets/${id}/notes`, { token: staff.token, body: noteForm('two files', [['a.pdf', pdf()], ['b.pdf', pdf()]]) });
    expect(two.status).toBe(400);
    expect(two.body.error.details).toEqual([{ field: 'files', message: UPLOAD_ERRORS.noteFileCount }]);
    expect((await sut.call('POST', `/tickets/${id}/notes`, { body: { text: 'anonymous' } })).status).toBe(401);
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((t) => t.startsWith('TicketNote') || t === 'TicketFileAttached')).toEqual([]);
    const files = await sut.db.query(`SELECT count(*)::int AS n FROM ticket_files WHERE ticket_id = $1`, [id]);
    expect(files[0].n).toBe(0);
  });

  it('notes are taken on a cancelled ticket too', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    expect((await sut.call('PATCH', `/tickets/${id}`, { token: world.csn, body: { status: 'D', cancel_description: 'ซ้ำ' } })).status).toBe(200);
    expect((await sut.call('POST', `/tickets/${id}/notes`, { token: world.csn, body: { text: 'ลูกค้าโทรมาอีกครั้ง' } })).status).toBe(201);
  });

  it('gives a ticket to a person of its dealer or the call centre, lists "my tickets" and the workload per owner', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const candidates = await sut.call<any>('GET', `/tickets/${id}/owner-candidates`, { token: staff.token });
    const ids = candidates.body.success.result.map((c: any) => c._id);
    expect(ids).toEqual(expect.arrayContaining([staff.id, colleague.id, agent.id]));
    expect(ids).not.toContain(serviceOnly.id); // a showroom ticket: a service-only colleague does not see it

    const assigned = await sut.call<any>('PUT', `/tickets/${id}/owner`, { token: staff.token, body: { owner_id: colleague.id } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.success.result.owner).toEqual({ _id: colleague.id, name: 'ทดสอบ ระบบ' });
    const events = await eventsOf(sut.db, id);
    expect(events.at(-1)).toMatchObject({ type: 'TicketOwnerAssigned', payload: { owner_id: colleague.id, previous_owner_id: null } });

    const mine = await sut.call<any>('GET', '/tickets?owner=me', { token: colleague.token });
    expect(mine.body.success.result.map((t: any) => t._id)).toEqual([id]);
    const byId = await sut.call<any>('GET', `/tickets?owner=${colleague.id}`, { token: world.csn });
    expect(byId.body.success.total).toBe(1);
    const nobodys = await sut.call<any>('GET', '/tickets?owner=none', { token: staff.token });
    expect(nobodys.body.success.result.map((t: any) => t._id)).not.toContain(id);

    const workload = await sut.call<any>('GET', '/tickets/workload', { token: staff.token });
    expect(workload.status).toBe(200);
    expect(workload.body.success.result).toEqual(expect.arrayContaining([{ owner: { _id: colleague.id, name: 'ทดสอบ ระบบ' }, open_tickets: 1 }]));
    const otherWorkload = await sut.call<any>('GET', '/tickets/workload', { token: world.otherDealerStaff });
    expect(otherWorkload.body.success.result.find((r: any) => r.owner?._id === colleague.id)).toBeUndefined();

    // To the call centre, then back to nobody.
    expect((await sut.call<any>('PUT', `/tickets/${id}/owner`, { token: staff.token, body: { owner_id: agent.id } })).body.success.result.owner._id).toBe(agent.id);
    expect((await sut.call<any>('PUT', `/tickets/${id}/owner`, { token: staff.token, body: { owner_id: null } })).body.success.result.owner).toBeNull();
  });

  it('refuses an owner who may not work the ticket, a bad id, a closed ticket and users who may not edit', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const refused = async (token: string, owner_id: unknown) => sut.call<any>('PUT', `/tickets/${id}/owner`, { token, body: { owner_id } });
    const outsider = await refused(staff.token, serviceOnly.id);
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.details).toEqual([{ field: 'owner_id', message: TICKET_ERRORS.ownerNotAllowed }]);
    const [otherStaffId] = await sut.db.query(`SELECT id FROM users WHERE dealer_ref = $1 LIMIT 1`, [world.otherDealer.id]);
    expect((await refused(staff.token, otherStaffId.id)).status).toBe(400);
    expect((await refused(staff.token, 'not-a-uuid')).status).toBe(400);
    expect((await refused(staff.token, '00000000-0000-4000-8000-000000000000')).status).toBe(400);
    expect((await refused(world.otherDealerStaff, colleague.id)).status).toBe(404);
    const viewer = await signIn(sut, await createUser(sut.db, { type: 'nml' }));
    expect((await refused(viewer, colleague.id)).status).toBe(403);
    expect((await sut.call('GET', '/tickets?owner=somebody', { token: staff.token })).status).toBe(400);

    for (const status of ['C', 'S', 'T']) await sut.call('PATCH', `/tickets/${id}`, { token: staff.token, body: { status } });
    await sut.call('PATCH', `/tickets/${id}`, { token: world.approver, body: { status: 'B' } });
    const closed = await refused(staff.token, colleague.id);
    expect(closed.status).toBe(422);
    expect(closed.body.error.name).toBe('TicketLocked');
    expect((await eventsOf(sut.db, id)).some((e) => e.type === 'TicketOwnerAssigned')).toBe(false);
  });

  it('tells a reader what others wrote to the ticket after the position they read it at', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const read = await sut.call<any>('GET', `/tickets/${id}`, { token: staff.token });
    const position = read.body.success.result.activity_position;
    expect((await sut.call<any>('GET', `/tickets/${id}/activity?after=${position}`, { token: staff.token })).body.success).toEqual({ result: [], position });

    await sut.call('PATCH', `/tickets/${id}`, { token: colleague.token, body: { status: 'C' } });
    const since = await sut.call<any>('GET', `/tickets/${id}/activity?after=${position}`, { token: staff.token });
    expect(since.body.success.result).toEqual([expect.objectContaining({ actor_id: colleague.id, detail: { kind: 'status', from: 'W', to: 'C' } })]);
    expect(BigInt(since.body.success.position)).toBeGreaterThan(BigInt(position));
    expect((await sut.call('GET', `/tickets/${id}/activity?after=-1`, { token: staff.token })).status).toBe(400);
    expect((await sut.call('GET', `/tickets/${id}/activity?after=1e99`, { token: staff.token })).status).toBe(400);

    // The deadlines follow the log: contacted, so the solution is next.
    const now = await sut.call<any>('GET', `/tickets/${id}`, { token: staff.token });
    const deadlines = now.body.success.result.deadlines;
    expect(deadlines.map((d: any) => [d.kpi, d.met, d.next])).toEqual([['kpi2a', true, false], ['kpi2', true, false], ['kpi3', null, true], ['kpi4a', null, false]]);
  });
});
