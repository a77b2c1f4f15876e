import { DOMAIN_EVENT_TYPES, eventLogOf, PDCA_EVENT_TYPES, SURVEY_EVENT_TYPES, TICKET_EVENT_TYPES, type DomainEvent, type DomainEventType, type TicketEvent } from '../index';

/** Compile-time: a switch over the union narrows each payload; a missing case fails to compile. */
function describeEvent(event: DomainEvent): string {
  switch (event.type) {
    case 'TicketCreated':
      return `created ${event.payload.case_no}`;
    case 'TicketUpdated':
      return `updated ${Object.keys(event.payload.changes).join(',')}`;
    case 'TicketStatusChanged':
      return `${event.payload.from}->${event.payload.to}`;
    case 'TicketCancelled':
      return `cancelled: ${event.payload.reason}`;
    case 'TicketDeleted':
      return `deleted in ${event.payload.status}`;
    case 'TicketVerified':
      return `verified ${event.payload.verify_status}`;
    case 'TicketLogsUpdated':
      return `logs ${event.payload.logs.length}`;
    case 'TicketFileAttached':
      return `file ${event.payload.originalname}`;
    case 'TicketNoteAdded':
      return `note ${event.payload.text}`;
    case 'TicketOwnerAssigned':
      return `owner ${event.payload.previous_owner_id ?? '-'}->${event.payload.owner_id ?? '-'}`;
    case 'SurveyCaseProgressed':
      return `stages ${event.payload.stages.map((s) => s.stage).join(',')}`;
    case 'NotificationRequested':
      return `requested ${event.payload.channel} ${event.payload.purpose} for ${event.payload.recipient_role}`;
    case 'NotificationSent':
      return `sent ${event.payload.provider_message_id}`;
    case 'NotificationDelivered':
      return `delivered ${event.payload.provider_message_id}`;
    case 'NotificationFailed':
      return `failed at ${event.payload.stage}: ${event.payload.reason}`;
    case 'SurveyCaseStageReached':
      return `stage ${event.payload.stage}`;
    case 'SurveyAnswered':
      return `nps ${event.payload.nps}`;
    case 'SurveyTicketRaised':
      return `ticket ${event.payload.case_no}`;
    case 'PdcaPlanSaved':
    case 'PdcaPlanSubmitted':
      return `${event.payload.from}->${event.payload.to} ${event.payload.fields.join(',')}`;
    case 'PdcaPlanReturned':
      return `returned: ${event.payload.comment}`;
    case 'PdcaPlanAccepted':
      return `accepted`;
    case 'PdcaFileAttached':
      return `plan file ${event.payload.originalname}`;
    default: {
      const unknownType: never = event;
      return unknownType;
    }
  }
}

const ticket = { type: 'service', source: 'survey', dealer_ref: 'd', dealer_code: '101', area_code: 'A1', region: 'R1', created_oa_date: '2026-01-01', created_date: '2026-01-01' } as const;
const plan = { plan_id: 'p', dealer_ref: 'd', dealer_code: '101', type: 'showroom', month: '2026-09-01', area_code: 'R1-1', region: 'Region1' } as const;
const surveyCase = { type: 'service', survey_id: 's1', dealer_ref: 'd', dealer_code: '101', area_code: 'A1', region: 'R1', received_day: '2026-01-01' } as const;

describe('the event catalogue', () => {
  it.each<[DomainEvent, string]>([
    [{ type: 'TicketCreated', payload: { ticket, case_no: 'S-1', status: 'W', complaint_categories: {}, car_model: null } }, 'created S-1'],
    [{ type: 'TicketStatusChanged', payload: { ticket, from: 'W', to: 'C' } }, 'W->C'],
    [{ type: 'TicketCancelled', payload: { ticket, from: 'W', reason: 'dup' } }, 'cancelled: dup'],
    [{ type: 'TicketNoteAdded', payload: { ticket, text: 'called back', file_id: null } }, 'note called back'],
    [{ type: 'TicketOwnerAssigned', payload: { ticket, owner_id: 'u2', previous_owner_id: null } }, 'owner -->u2'],
    [{ type: 'SurveyCaseProgressed', payload: { case: surveyCase, stages: [{ stage: 'received', at: '2026-01-01T08:00:00+07:00' }, { stage: 'sent', at: '2026-01-02T09:00:00+07:00' }], channel: 'sms' } }, 'stages received,sent'],
    [{ type: 'SurveyAnswered', payload: { case: surveyCase, responded_day: '2026-01-02', nps: 4, return_intent: 1, experience: 2, satisfied: 'N', low_score: true, q1: null, q2: null, comment: '' } }, 'nps 4'],
    [{ type: 'NotificationRequested', payload: { ticket, notification_id: 'n', channel: 'sms', purpose: 'new_ticket', recipient_role: 'branch_manager', kpi: null } }, 'requested sms new_ticket for branch_manager'],
    [{ type: 'NotificationFailed', payload: { ticket, notification_id: 'n', channel: 'email', purpose: 'new_ticket', stage: 'send', reason: '550 no such user' } }, 'failed at send: 550 no such user'],
    [{ type: 'SurveyTicketRaised', payload: { case: surveyCase, ticket_id: 't', case_no: 'S-2' } }, 'ticket S-2'],
    [{ type: 'PdcaPlanSaved', payload: { plan, from: 'owed', to: 'draft', fields: ['problem'] } }, 'owed->draft problem'],
    [{ type: 'PdcaPlanReturned', payload: { plan, from: 'submitted', to: 'returned', comment: 'more detail' } }, 'returned: more detail'],
  ])('narrows %# by its type', (event, expected) => {
    expect(describeEvent(event)).toBe(expected);
  });

  it('lists every type once and knows the log each is appended to', () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
    for (const type of Object.values(TICKET_EVENT_TYPES)) expect(eventLogOf(type)).toBe('ticket_events');
    for (const type of Object.values(SURVEY_EVENT_TYPES)) expect(eventLogOf(type)).toBe('survey_events');
    for (const type of Object.values(PDCA_EVENT_TYPES)) expect(eventLogOf(type)).toBe('pdca_events');
  });

  it('refuses a type outside the catalogue', () => {
    expect(() => eventLogOf('TicketExploded' as DomainEventType)).toThrow('TicketExploded is not an event type of the catalogue');
  });

  it('types a logged ticket event by its type', () => {
    const logged: TicketEvent<'TicketStatusChanged'> = { position: '1', tx_id: '9', occurred_at: new Date(0), ticket_id: 't', type: 'TicketStatusChanged', payload: { ticket, from: 'C', to: 'S' } };
    expect(logged.payload.to).toBe('S');
  });
});
