import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { DomainEvent, TicketDimensions, TicketEventType } from '@voc/events';

/** A dealer as synthetic events need it. */
export interface EventDealer {
  id: string;
  dealer_code: string;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

/** A ticket event as the ticket commands append it, typed by the event catalogue. */
export type SyntheticEvent = DomainEvent<TicketEventType> & {
  ticket_id: string;
  occurred_at: string;
};

const PATH = ['W', 'C', 'S', 'T', 'B'] as const;

// Categories and car models spread by ticket number (no draws from the generator, so the rest of
// the synthetic log stays what it was): free text and an empty model included.
const SHOWROOM_CODES = ['A01', 'A02', 'A03', 'F01', 'A05', 'F02', 'P01', 'O01', 'A99', 'F05'];
const SERVICE_CODES = ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07', 'S08', 'S09', 'S10', 'S99'];
const MODELS = ['Almera', 'Navara', 'Kicks e-POWER', 'Terra', 'Leaf', 'almera ', 'X-Trail', 'Note', ''];

function categoriesOf(type: 'showroom' | 'service', n: number): Record<string, boolean | string> {
  const codes = type === 'showroom' ? SHOWROOM_CODES : SERVICE_CODES;
  const picked: Record<string, boolean | string> = { [codes[n % codes.length]]: true };
  if (n % 4 === 0) picked[codes[(n * 7 + 3) % codes.length]] = true;
  if (n % 6 === 0) Object.assign(picked, type === 'showroom' ? { A99: true, A100: 'other' } : { S99: true, S100: 'other' });
  return picked;
}

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A new ticket's notifications as the outbox records them: an email and an SMS to the branch, each
 * requested with the ticket and then sent, and the SMS delivered or failed (a share of each
 * outcome, including a refusal when sending). Drawn from their own sequence, so the tickets'
 * events stay those of the same seed without notifications.
 */
function syntheticNotifications(ticketId: string, ticket: TicketDimensions, created: number, random: () => number): SyntheticEvent[] {
  const events: SyntheticEvent[] = [];
  for (const channel of ['email', 'sms'] as const) {
    const ref = { ticket, notification_id: randomUUID(), channel, purpose: 'new_ticket' as const };
    const at = (ms: number) => new Date(created + ms).toISOString();
    events.push({ ticket_id: ticketId, type: 'NotificationRequested', occurred_at: at(0), payload: { ...ref, recipient_role: 'branch_manager', kpi: null } });
    const roll = random();
    if (roll < 0.1) {
      events.push({ ticket_id: ticketId, type: 'NotificationFailed', occurred_at: at(2000), payload: { ...ref, stage: 'send', reason: channel === 'email' ? '550 5.1.1 no such mailbox' : '400 invalid_recipient' } });
      continue;
    }
    if (roll < 0.15) continue; // still owed
    events.push({ ticket_id: ticketId, type: 'NotificationSent', occurred_at: at(1000), payload: { ...ref, provider_message_id: randomUUID(), attempts: 1 } });
    if (channel === 'sms') {
      if (roll < 0.25) events.push({ ticket_id: ticketId, type: 'NotificationFailed', occurred_at: at(60_000), payload: { ...ref, stage: 'delivery', reason: 'handset unreachable' } });
      else if (roll < 0.9) events.push({ ticket_id: ticketId, type: 'NotificationDelivered', occurred_at: at(30_000), payload: { ...ref, provider_message_id: 'synthetic' } });
    }
  }
  return events;
}

/**
 * The events of `tickets` tickets, each created and moved along W → C → S → T → B (a random
 * stretch of it), with the same payload shape the ticket commands write (and, with
 * `notifications`, each ticket's notifications). For tests and benchmarks that need many events
 * without going through the api; `seed` makes it repeatable.
 */
export function syntheticTicketEvents(tickets: number, dealers: readonly EventDealer[], start: Date, seed = 1, options: { notifications?: boolean } = {}): SyntheticEvent[] {
  const random = prng(seed);
  const noticeRandom = prng(seed + 7919);
  const events: SyntheticEvent[] = [];
  for (let i = 0; i < tickets; i += 1) {
    const dealer = dealers[Math.floor(random() * dealers.length)];
    const type = random() < 0.5 ? 'showroom' : 'service';
    const source = random() < 0.6 ? 'survey' : 'callcenter';
    const created = new Date(start.getTime() + Math.floor(random() * 90 * 24) * 3600_000);
    const showroom = type === 'showroom';
    const ticket: TicketDimensions = {
      type,
      source,
      dealer_ref: dealer.id,
      dealer_code: dealer.dealer_code,
      area_code: showroom ? dealer.sale_area_code : dealer.service_area_code,
      region: showroom ? dealer.dealer_sales_region : dealer.dealer_service_region,
      created_oa_date: created.toISOString(),
      created_date: created.toISOString(),
    };
    const id = randomUUID();
    events.push({ ticket_id: id, type: 'TicketCreated', occurred_at: created.toISOString(), payload: { ticket, case_no: `SY-${i}`, status: 'W', complaint_categories: categoriesOf(type, i), car_model: MODELS[i % MODELS.length] || null } });
    if (i % 9 === 0) {
      // An edit changes the categories and the car model (what the VOC projection follows).
      const changes = { complaint_categories: categoriesOf(type, i + 5), car_model: MODELS[(i + 3) % MODELS.length] || null };
      events.push({ ticket_id: id, type: 'TicketUpdated', occurred_at: new Date(created.getTime() + 1800_000).toISOString(), payload: { ticket, changes } });
    }
    if (options.notifications) events.push(...syntheticNotifications(id, ticket, created.getTime(), noticeRandom));
    const steps = Math.floor(random() * PATH.length);
    let at = created.getTime();
    for (let s = 1; s <= steps; s += 1) {
      at += Math.floor(1 + random() * 60) * 3600_000;
      events.push({ ticket_id: id, type: 'TicketStatusChanged', occurred_at: new Date(at).toISOString(), payload: { ticket, from: PATH[s - 1], to: PATH[s] } });
    }
    if (steps === PATH.length - 1 && random() < 0.7) {
      at += Math.floor(1 + random() * 100) * 3600_000;
      events.push({
        ticket_id: id,
        type: 'TicketVerified',
        occurred_at: new Date(at).toISOString(),
        payload: { ticket, status: 'B', verify_status: 'valid', review: { satisfied: random() < 0.8 ? 'Y' : 'N', recieved_satisfied_sms_status: 1 } },
      });
    }
  }
  return events;
}

/** Appends events to the log in one statement (one transaction unless the caller holds one). */
export async function insertEvents(client: Client, events: readonly SyntheticEvent[]): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `INSERT INTO ticket_events (ticket_id, type, payload, occurred_at)
     SELECT (e->>'ticket_id')::uuid, e->>'type', e->'payload', (e->>'occurred_at')::timestamptz
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(e, n) ORDER BY n`,
    [JSON.stringify(events)],
  );
}

export async function eventDealers(client: Client): Promise<EventDealer[]> {
  const { rows } = await client.query<EventDealer>(`SELECT id, dealer_code, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region FROM dealers`);
  return rows;
}
