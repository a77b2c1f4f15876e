import { headOfficeActor } from '../principal';
import { ticketScope } from '../ticket-scope';

describe('a head-office actor that is no signed-in person', () => {
  it.each([['nissan'], ['nml'], ['csn']] as const)('%s: both groups, no flags, no place, the whole network in scope', (type) => {
    const actor = headOfficeActor(type, 'id-1', 'the actor');
    expect(actor).toMatchObject({ userId: 'id-1', name: 'the actor', type, group: { showroom: true, service: true }, dealerRef: null, saleAreaCode: null, serviceAreaCode: null, salesRegion: null, serviceRegion: null });
    expect(Object.values(actor.permission).every((flag) => !flag)).toBe(true);
    expect(ticketScope(actor).kind).toBe('all');
  });
});
