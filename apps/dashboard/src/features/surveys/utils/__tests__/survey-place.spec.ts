import { drillUp as placeUp } from '../../../../lib/reports/drill-down';
import { changePlace, EVERY_PLACE, type NetworkPlace, placeFromSearch } from '../../../../lib/reports/network-place';
import { canOpenRow, openRow, placeGrouping, placeParams, writePlace } from '../survey-place';

const DEALER = '0b7a4c1e-3f0a-4c7e-9a51-2d8f6b1c9e00';

describe('survey place', () => {
  it('reads region, area and dealer from the address, dropping what is not understood', () => {
    expect(placeFromSearch(new URLSearchParams({ region: 'Region1', area_code: 'r1-2', dealer_id: DEALER.toUpperCase() }))).toEqual({ region: 'Region1', area_code: 'R1-2', dealer_id: DEALER });
    expect(placeFromSearch(new URLSearchParams({ region: 'Region9', area_code: 'X', dealer_id: '42' }))).toEqual(EVERY_PLACE);
    // An area outside the chosen region: the region wins.
    expect(placeFromSearch(new URLSearchParams({ region: 'Region2', area_code: 'R1-2' }))).toEqual({ region: 'Region2', area_code: '', dealer_id: '' });
  });

  it('writes only the chosen parts', () => {
    const search = new URLSearchParams();
    writePlace(search, { region: 'Region3', area_code: '', dealer_id: '' });
    expect(search.toString()).toBe('region=Region3');
    expect(placeParams({ region: '', area_code: 'R3-1', dealer_id: '' })).toEqual({ area_code: 'R3-1' });
  });

  it.each([
    [EVERY_PLACE, { level: 'all' } as const, 'region'],
    [EVERY_PLACE, { level: 'region', regions: ['Region1'] } as const, 'area'],
    [EVERY_PLACE, { level: 'area', areas: ['R1-1'] } as const, 'dealer'],
    [EVERY_PLACE, { level: 'dealer', dealerId: DEALER } as const, 'dealer'],
    [{ ...EVERY_PLACE, region: 'Region1' as const }, { level: 'all' } as const, 'area'],
    [{ ...EVERY_PLACE, area_code: 'R1-1' }, { level: 'all' } as const, 'dealer'],
    [{ ...EVERY_PLACE, dealer_id: DEALER }, { level: 'all' } as const, 'dealer'],
  ])('groups %o in scope %o by %s', (place, scope, grouping) => {
    expect(placeGrouping(place, scope)).toBe(grouping);
  });

  it('opens a region into its areas and an area into its dealers; a dealer or an unknown row stays', () => {
    const region = openRow(EVERY_PLACE, 'region', 'Region2');
    expect(region).toEqual({ region: 'Region2', area_code: '', dealer_id: '' });
    const area = openRow(region, 'area', 'R2-3');
    expect(area).toEqual({ region: 'Region2', area_code: 'R2-3', dealer_id: '' });
    expect(openRow(area, 'dealer', DEALER)).toBe(area);
    expect(canOpenRow('region', '-')).toBe(false);
    expect(canOpenRow('region', 'Elsewhere')).toBe(false);
    expect(canOpenRow('dealer', DEALER)).toBe(false);
  });

  it('lets go of the finer choices a coarser change no longer fits', () => {
    const chosen: NetworkPlace = { region: 'Region1', area_code: 'R1-2', dealer_id: DEALER };
    expect(changePlace(chosen, { region: 'Region2' })).toEqual({ region: 'Region2', area_code: '', dealer_id: '' });
    expect(changePlace(chosen, { area_code: 'R1-3' })).toEqual({ region: 'Region1', area_code: 'R1-3', dealer_id: '' });
    expect(changePlace({ ...chosen, dealer_id: '' }, { region: '' })).toEqual({ region: '', area_code: '', dealer_id: '' });
    expect(changePlace(chosen, { dealer_id: '' })).toEqual({ ...chosen, dealer_id: '' });
  });

  it('backs up to a breadcrumb, letting go of everything finer', () => {
    const chosen: NetworkPlace = { region: 'Region1', area_code: 'R1-2', dealer_id: DEALER };
    expect(placeUp(chosen, 'top')).toEqual(EVERY_PLACE);
    expect(placeUp(chosen, 'region')).toEqual({ region: 'Region1', area_code: '', dealer_id: '' });
    expect(placeUp(chosen, 'area')).toEqual({ ...chosen, dealer_id: '' });
    expect(placeUp(chosen, 'dealer')).toBe(chosen);
  });
});
