import type { APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD, staffEmail } from './demo-accounts';

export interface ApiSession {
  token: string;
  name: string;
}

export const freshTel = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Signs in through the api (a second person beside the page's user, or a seed). */
export async function apiSignIn(request: APIRequestContext, who: { email: string } | { passport_id: string }): Promise<ApiSession> {
  const res = await request.post('email' in who ? '/api/auth/user' : '/api/auth/dealer', { data: { ...who, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { success: { token: string; user: { first_name: string; last_name: string } } };
  return { token: body.success.token, name: `${body.success.user.first_name} ${body.success.user.last_name}` };
}

/** A fresh call-centre showroom ticket for demo dealer D0001 (DEMO-DEALER-1 works there), made through the api; its id. `tel`: a new one unless given. */
export async function freshTicket(request: APIRequestContext, name = 'คุณทดสอบ หน้าเคส', tel = freshTel()): Promise<string> {
  const agent = await apiSignIn(request, { email: staffEmail('callcenter') });
  const csn = await apiSignIn(request, { email: staffEmail('csn') });
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
