import type ExcelJS from 'exceljs';
import { UnitOfWork } from '@voc/sql';
import { UserMailOutbox } from '@voc/notifications';
// The sender is the worker's own code, called as its job calls it.
/* eslint-disable @nx/enforce-module-boundaries */
import type { SmtpTransport } from '../../../../worker/src/notifications/transports/smtp-transport';
import { storedBriefPdfs } from '../../../../worker/src/subscriptions/brief-pdf-source';
import { sendUserMail } from '../../../../worker/src/subscriptions/send-user-mail';
/* eslint-enable @nx/enforce-module-boundaries */
import type { TestApi } from '../../support/test-api';

/** Every sheet's name and cell values (the file's whole content as a reader sees it). */
export function contentOf(workbook: ExcelJS.Workbook): Array<{ name: string; rows: unknown[] }> {
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(JSON.parse(JSON.stringify(row.values))));
    return { name: sheet.name, rows };
  });
}

/** Sends every user mail that is due through `smtp`, as the worker's sender does; how many went. */
export async function drainUserMails(sut: TestApi, smtp: SmtpTransport): Promise<number> {
  const outbox = new UserMailOutbox(new UnitOfWork(sut.db));
  let sent = 0;
  for (;;) {
    const rows = await outbox.claimDue(50, ['email'], new Date());
    if (rows.length === 0) return sent;
    for (const row of rows) if ((await sendUserMail(outbox, { email: smtp, sms: null }, storedBriefPdfs(sut.db), row, 1000)).kind === 'sent') sent += 1;
  }
}

export async function userIdOf(sut: TestApi, token: string): Promise<string> {
  return (await sut.call<any>('GET', '/auth/profile', { token })).body.success.result._id;
}

/** Saves a view through the api (201 expected); its id. */
export async function saveView(sut: TestApi, token: string, name: string, path: string, query: string): Promise<string> {
  const answer = await sut.call<any>('POST', '/saved-views', { token, body: { name, path, query } });
  expect(answer.status).toBe(201);
  return answer.body.success.result._id;
}

export function scheduleView(sut: TestApi, token: string, viewId: string, body: Record<string, unknown>) {
  return sut.call<any>('PUT', `/subscriptions/me/reports/${viewId}`, { token, body });
}
