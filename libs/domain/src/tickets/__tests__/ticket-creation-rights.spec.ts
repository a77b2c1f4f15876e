import { USER_TYPES, type UserType } from '../../users/user-types';
import { TICKET_SOURCES, type TicketSource } from '../ticket-kinds';
import { mayCreateTicket, type TicketCreationChannel } from '../ticket-creation-rights';

// Every user type × source × channel: which may create. Anything not listed is refused.
const ALLOWED: Array<[UserType, TicketSource, TicketCreationChannel]> = [
  ['csn', 'survey', 'form'],
  ['nissan', 'survey', 'form'],
  ['csn', 'hotsheet', 'form'],
  ['nissan', 'hotsheet', 'form'],
  ['callcenter', 'hotsheet', 'form'],
  ['csn', 'hotsheet_import', 'import'],
  ['nissan', 'hotsheet_import', 'import'],
  ['callcenter', 'hotsheet_import', 'import'],
  ['csn', 'callcenter', 'form'],
  ['nissan', 'callcenter', 'form'],
  ['callcenter', 'callcenter', 'form'],
];

const CHANNELS: TicketCreationChannel[] = ['form', 'import'];
const allCases = USER_TYPES.flatMap((type) => TICKET_SOURCES.flatMap((source) => CHANNELS.map((channel) => [type, source, channel] as const)));

describe('mayCreateTicket', () => {
  it.each(allCases)('%s creating a %s ticket through the %s', (type, source, channel) => {
    const expected = ALLOWED.some(([t, s, c]) => t === type && s === source && c === channel);
    expect(mayCreateTicket(type, source, channel)).toBe(expected);
  });

  it.each(['dealer', 'area_manager', 'region_manager', 'nml', 'external'] as const)('%s creates no ticket of any source', (type) => {
    for (const source of TICKET_SOURCES) for (const channel of CHANNELS) expect(mayCreateTicket(type, source, channel)).toBe(false);
  });

  it('defaults to the form channel, and an import never makes a form-channel source', () => {
    expect(mayCreateTicket('callcenter', 'callcenter')).toBe(true);
    expect(mayCreateTicket('callcenter', 'hotsheet_import')).toBe(false);
    expect(mayCreateTicket('csn', 'survey', 'import')).toBe(false);
  });
});
