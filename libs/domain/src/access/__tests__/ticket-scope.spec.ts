import { noPermissions } from '../../users/permissions';
import type { UserType } from '../../users/user-types';
import type { Principal } from '../principal';
import { inTicketScope, ticketScope } from '../ticket-scope';

function principal(type: UserType, extra: Partial<Principal> = {}): Principal {
  return {
    userId: 'u1',
    name: 'Test User',
    type,
    group: { showroom: true, service: true },
    permission: noPermissions(),
    dealerRef: null,
    saleAreaCode: null,
    serviceAreaCode: null,
    salesRegion: null,
    serviceRegion: null,
    ...extra,
  };
}

const ticket = (type: 'showroom' | 'service', dealerRef = 'd1', areaCode: string | null = 'R1-1', region: string | null = 'Region1') => ({ type, dealerRef, areaCode, region });

describe('ticketScope', () => {
  it.each([
    ['nissan', {}, ticket('showroom', 'd9', 'R5-1', 'Region5'), true],
    ['nml', {}, ticket('service'), true],
    ['csn', { group: { showroom: false, service: false } }, ticket('service'), true],
    ['callcenter', {}, ticket('showroom'), true],
    ['external', {}, ticket('showroom'), false],
    ['dealer', { dealerRef: 'd1' }, ticket('showroom', 'd1'), true],
    ['dealer', { dealerRef: 'd1' }, ticket('showroom', 'd2'), false],
    ['dealer', { dealerRef: 'd1', group: { showroom: true, service: false } }, ticket('service', 'd1'), false],
    ['dealer', { dealerRef: null }, ticket('showroom', 'd1'), false],
    ['area_manager', { saleAreaCode: 'R1-1', serviceAreaCode: 'R1-2' }, ticket('showroom', 'd1', 'R1-1'), true],
    ['area_manager', { saleAreaCode: 'R1-1', serviceAreaCode: 'R1-2' }, ticket('service', 'd1', 'R1-1'), false],
    ['area_manager', { saleAreaCode: 'R1-1', serviceAreaCode: 'R1-2' }, ticket('service', 'd1', 'R1-2'), true],
    ['area_manager', { saleAreaCode: 'R1-1', group: { showroom: false, service: true } }, ticket('showroom', 'd1', 'R1-1'), false],
    ['region_manager', { salesRegion: 'Region2', serviceRegion: 'Region2' }, ticket('showroom', 'd1', 'R2-1', 'Region2'), true],
    ['region_manager', { salesRegion: 'Region2', serviceRegion: 'Region2' }, ticket('showroom'), false],
    ['region_manager', {}, ticket('showroom'), false],
  ] as const)('%s %o sees %o: %s', (type, extra, t, expected) => {
    expect(inTicketScope(ticketScope(principal(type, extra as Partial<Principal>)), t)).toBe(expected);
  });
});
