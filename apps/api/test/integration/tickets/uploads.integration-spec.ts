import { rm } from 'node:fs/promises';
import path from 'node:path';
import { GENERIC_ERRORS, UPLOAD_ERRORS } from '@voc/contracts';
import { startTestApi, type TestApi } from '../../support/test-api';
import { eventsOf, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

const MB = 1024 * 1024;
const jpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
const png = (size = 2048) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 2)]);
const pdf = (size = 4096) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

function multipart(fields: Record<string, unknown>, files: Array<[field: string, name: string, content: Buffer]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [field, name, content] of files) form.append(field, new Blob([content]), name);
  return form;
}

describe('ticket uploads', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi({ STORAGE_DIR: `/tmp/voc-upload-test-${process.pid}` });
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  it('stores images and PDFs with the ticket, one event each, downloadable only by users who see the ticket', async () => {
    const form = multipart(ticketForm(world.dealer.id), [
      ['imageFiles[]', 'หน้ารถ.jpg', jpeg()],
      ['imageFiles[]', 'side.PNG', png()],
      ['pdfFiles[]', 'ใบเสร็จ.pdf', pdf()],
    ]);
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    expect(res.status).toBe(201);
    const id = res.body.success.result._id;
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((t) => !t.startsWith('Notification'))).toEqual(['TicketCreated', 'TicketFileAttached', 'TicketFileAttached', 'TicketFileAttached']);

    const detail = await sut.call<any>('GET', `/tickets/${id}`, { token: world.dealerStaff });
    expect(detail.body.success.result.imageFiles.map((f: any) => f.originalname)).toEqual(['หน้ารถ.jpg', 'side.PNG']);
    const [receipt] = detail.body.success.result.pdfFiles;
    expect(receipt).toMatchObject({ originalname: 'ใบเสร็จ.pdf', size: 4096, uploaded_by: 'ทดสอบ ระบบ', path: `/api/uploads/${receipt._id}/content` });

    const download = await fetch(`${sut.baseUrl}/uploads/${receipt._id}/content`, { headers: { authorization: `Bearer ${world.dealerStaff}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf())).toBe(true);
    const other = await fetch(`${sut.baseUrl}/uploads/${receipt._id}/content`, { headers: { authorization: `Bearer ${world.otherDealerStaff}` } });
    expect(other.status).toBe(404);
    const anonymous = await fetch(`${sut.baseUrl}/uploads/${receipt._id}/content`);
    expect(anonymous.status).toBe(401);

    const list = await sut.call<any>('GET', `/uploads?ticket_id=${id}`, { token: world.dealerStaff });
    expect(list.body.success.total).toBe(3);
  });

  it('a stored file missing from disk answers 410 with the envelope, and the api keeps serving', async () => {
    const form = multipart(ticketForm(world.dealer.id), [['pdfFiles[]', 'gone.pdf', pdf()]]);
    const created = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    expect(created.status).toBe(201);
    const [file] = (await sut.call<any>('GET', `/tickets/${created.body.success.result._id}`, { token: world.agent })).body.success.result.pdfFiles;
    const [{ stored_name }] = await sut.db.query(`SELECT stored_name FROM ticket_files WHERE id = $1`, [file._id]);
    await rm(path.join(`/tmp/voc-upload-test-${process.pid}`, 'files', stored_name));

    const gone = await sut.call<any>('GET', `/uploads/${file._id}/content`, { token: world.agent });
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ error: { name: 'Gone', message: GENERIC_ERRORS.fileGone } });
    expect((await sut.call<any>('GET', `/tickets/${created.body.success.result._id}`, { token: world.agent })).status).toBe(200);
  });

  it('serves a PDF with a sandboxing content security policy', async () => {
    const form = multipart(ticketForm(world.dealer.id), [['pdfFiles[]', 'doc.pdf', pdf()]]);
    const created = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    const [file] = (await sut.call<any>('GET', `/tickets/${created.body.success.result._id}`, { token: world.agent })).body.success.result.pdfFiles;
    const res = await fetch(`${sut.baseUrl}/uploads/${file._id}/content`, { headers: { authorization: `Bearer ${world.agent}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(res.headers.get('content-length')).toBe('4096');
  });

  it.each([
    ['an executable renamed .png', [['imageFiles[]', 'photo.png', exe()]], 400, UPLOAD_ERRORS.imageType],
    ['a PDF sent as an image', [['imageFiles[]', 'photo.jpg', pdf()]], 400, UPLOAD_ERRORS.imageType],
    ['a JPEG named .pdf', [['pdfFiles[]', 'doc.pdf', jpeg()]], 400, UPLOAD_ERRORS.pdfType],
    ['a real JPEG with a .gif name', [['imageFiles[]', 'photo.gif', jpeg()]], 400, UPLOAD_ERRORS.imageType],
    ['a sixth image', Array.from({ length: 6 }, (_, i) => ['imageFiles[]', `p${i}.jpg`, jpeg()]), 400, UPLOAD_ERRORS.imageCount],
    ['a sixth PDF', Array.from({ length: 6 }, (_, i) => ['pdfFiles[]', `d${i}.pdf`, pdf()]), 400, UPLOAD_ERRORS.pdfCount],
    ['a 6 MB image', [['imageFiles[]', 'big.jpg', jpeg(6 * MB)]], 400, UPLOAD_ERRORS.imageSize],
    ['a 21 MB PDF', [['pdfFiles[]', 'big.pdf', pdf(21 * MB)]], 413, UPLOAD_ERRORS.pdfSize],
  ] as Array<[string, Array<[string, string, Buffer]>, number, string]>)('refuses %s and creates nothing', async (_name, files, status, key) => {
    const form = ticketForm(world.dealer.id);
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: multipart(form, files) });
    expect(res.status).toBe(status);
    expect(res.body.error.details.map((d: { message: string }) => d.message)).toContain(key);
    const created = await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE tel = $1`, [form.tel]);
    expect(created[0].n).toBe(0);
  });

  it('counts the files a ticket already has against the limit on edit', async () => {
    const form = multipart(ticketForm(world.dealer.id), Array.from({ length: 4 }, (_, i) => ['imageFiles[]', `p${i}.jpg`, jpeg()] as [string, string, Buffer]));
    const created = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    const id = created.body.success.result._id;
    const edit = (n: number) =>
      multipart({ name: 'ลูกค้า', tel: '0800000000', complaint_solution: 'แก้ไข' }, Array.from({ length: n }, (_, i) => ['imageFiles[]', `e${i}.jpg`, jpeg()] as [string, string, Buffer]));
    const tooMany = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: edit(2) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: 'imageFiles', message: UPLOAD_ERRORS.imageCount, params: { max: 5 } }]);
    const fits = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: edit(1) });
    expect(fits.status).toBe(200);
  });

  it('attaches files alone to a ticket (POST /tickets/{id}/files): one event each, the limits counted, nothing stored on refusal', async () => {
    const created = await sut.call<any>('POST', '/tickets', { token: world.agent, body: multipart(ticketForm(world.dealer.id), [['imageFiles[]', 'first.jpg', jpeg()]]) });
    const id = created.body.success.result._id;
    const attach = (token: string, files: Array<[string, string, Buffer]>) => sut.call<any>('POST', `/tickets/${id}/files`, { token, body: multipart({}, files) });

    const ok = await attach(world.dealerStaff, [['pdfFiles[]', 'quote.pdf', pdf()], ['imageFiles[]', 'second.jpg', jpeg()]]);
    expect(ok.status).toBe(201);
    expect(ok.body.success.result._id).toBe(id);
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((t) => !t.startsWith('Notification'))).toEqual(['TicketCreated', 'TicketFileAttached', 'TicketFileAttached', 'TicketFileAttached']);

    const tooMany = await attach(world.dealerStaff, Array.from({ length: 4 }, (_, i) => ['imageFiles[]', `x${i}.jpg`, jpeg()] as [string, string, Buffer]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: 'imageFiles', message: UPLOAD_ERRORS.imageCount, params: { max: 5 } }]);
    const none = await attach(world.dealerStaff, []);
    expect(none.status).toBe(400);
    expect(none.body.error.details).toEqual([{ field: 'files', message: 'errors.field.required' }]);
    const outsideScope = await attach(world.otherDealerStaff, [['imageFiles[]', 'y.jpg', jpeg()]]);
    expect(outsideScope.status).toBe(404);
    expect((await eventsOf(sut.db, id)).filter((e) => !e.type.startsWith('Notification')).length).toBe(4);
    const files = await sut.db.query(`SELECT count(*)::int AS n FROM ticket_files WHERE ticket_id = $1`, [id]);
    expect(files[0].n).toBe(3);
  });
});
