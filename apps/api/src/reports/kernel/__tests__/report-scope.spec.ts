import type { KpiReportQueryDto } from '@voc/contracts';
import { headOfficeActor, type Principal } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { reportConditions, reportScope } from '../report-scope';

const base = headOfficeActor('nissan', 'u-1', 'Someone');
const dealer: Principal = { ...base, type: 'dealer', dealerRef: 'd-own', saleAreaCode: 'A1', serviceAreaCode: 'S1', salesRegion: 'BKK' as Principal['salesRegion'], group: { showroom: true, service: false } };
const bothGroups: Principal = { ...dealer, group: { showroom: true, service: true } };
const areaManager: Principal = { ...base, type: 'area_manager', saleAreaCode: 'A1', serviceAreaCode: 'S1' };
const regionManager: Principal = { ...base, type: 'region_manager', salesRegion: 'BKK' as Principal['salesRegion'], serviceRegion: null };
const external: Principal = { ...base, type: 'external' };

const OWN = { kind: 'dealer', dealerRef: 'd-own', types: ['showroom'] };

describe('reportScope: whose tickets a report may count, from the principal', () => {
  it.each([
    { name: 'head office: the whole network', principal: base, query: {}, grouping: undefined, scope: { kind: 'all' } },
    { name: 'head office asking for one dealer: still the network (the filter narrows it)', principal: base, query: { dealer_id: 'd-other' }, grouping: undefined, scope: { kind: 'all' } },
    { name: 'a dealer: its own branch, its groups only', principal: dealer, query: {}, grouping: undefined, scope: OWN },
    { name: 'a dealer asking for another dealer: its own branch (the rows come back empty)', principal: dealer, query: { dealer_id: 'd-other' }, grouping: undefined, scope: OWN },
    { name: 'a dealer asking for another area: its own branch', principal: dealer, query: { area_code: 'A9' }, grouping: undefined, scope: OWN },
    { name: 'a dealer asking for its own area: the area totals of its groups', principal: dealer, query: { area_code: 'A1' }, grouping: 'region', scope: { kind: 'area', byType: { showroom: 'A1' } } },
    { name: 'a dealer of both groups asking for its sales area: that area for showroom only', principal: bothGroups, query: { area_code: 'A1' }, grouping: undefined, scope: { kind: 'area', byType: { showroom: 'A1' } } },
    { name: 'a dealer asking for its own area by dealer rows: its own branch (never another dealer row)', principal: dealer, query: { area_code: 'A1' }, grouping: 'dealer', scope: OWN },
    { name: 'a dealer asking for its own area by entity rows: its own branch', principal: dealer, query: { area_code: 'A1' }, grouping: 'entity', scope: OWN },
    { name: 'a dealer asking for its own area and a dealer: its own branch', principal: dealer, query: { area_code: 'A1', dealer_id: 'd-own' }, grouping: undefined, scope: OWN },
    { name: 'an area manager: its areas', principal: areaManager, query: { area_code: 'A9' }, grouping: undefined, scope: { kind: 'area', byType: { showroom: 'A1', service: 'S1' } } },
    { name: 'a region manager: its regions (only those it has)', principal: regionManager, query: {}, grouping: undefined, scope: { kind: 'region', byType: { showroom: 'BKK' } } },
    { name: 'an external user: nothing', principal: external, query: {}, grouping: undefined, scope: { kind: 'none' } },
  ])('$name', ({ principal, query, grouping, scope }) => {
    expect(reportScope(principal, query, grouping)).toMatchObject(scope);
  });

  it('reportConditions: the scope first, then the filters, every value a parameter', () => {
    const params = new SqlParams();
    const query = { year: 2026, month: 3, mode: 'overall', type: 'showroom', dealer_id: "d-other' OR true --" } as KpiReportQueryDto;
    expect(reportConditions(dealer, query, params)).toBe('(r.dealer_ref = $1 AND r.type = ANY($2::text[])) AND r.source = ANY($3::text[]) AND r.type = $4 AND r.dealer_ref = $5');
    expect(params.values[0]).toBe('d-own');
    expect(params.values[4]).toBe("d-other' OR true --");
  });

  it('reportConditions: a user without a scope matches nothing', () => {
    expect(reportConditions(external, { year: 2026, month: 3 } as KpiReportQueryDto, new SqlParams()).startsWith('false AND ')).toBe(true);
  });
});
