import type { APIRequestContext } from 'playwright-core';
import { demoSession } from './signed-in-context';

export const freshTel = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh call-centre showroom ticket for demo dealer D0001 (DEMO-DEALER-1 works there), made through the api; its id. `tel`: a new one unless given. */
export async function freshTicket(request: APIRequestContext, name = 'คุณทดสอบ หน้าเคส', tel = freshTel()): Promise<string> {
  // The worker's demo sessions: no password check per ticket.
  const agent = await demoSession({ staff: 'callcenter' });
  const csn = await demoSession({ staff: 'csn' });
  const dealers = (await (await request.get('/api/dealers?dealer_code=D0001', { headers: { Authorization: `Bearer ${csn.token}` } })).json()) as { success: { result: Array<{ _id: string; dealer_code: string }> } };
  const dealer = dealers.success.result.find((d) => d.dealer_code === 'D0001');
  if (!dealer) throw new Error('demo dealer D0001 not found');
  const created = await request.post('/api/tickets', {
    headers: { Authorization: `Bearer ${agent.token}` },
    data: { type: 'showroom', source: 'callcenter', dealer: dealer._id, name, tel, car_model: 'Almera', complaint_categories: { A01: true }, complaint_description: 'พนักงานขายไม่โทรกลับ' },
  });
  if (created.status() !== 201) throw new Error(`the ticket was not created: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { success: { result: { _id: string } } }).success.result._id;
}
