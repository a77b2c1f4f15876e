import { EMPTY_FILTERS, type ReportFilters } from '../../../../lib/reports/report-filters';
import { vocQueryOf } from '../voc-query';
import { VOC_VARIANTS, vocVariantOf } from '../voc-report-variants';

const filters = (patch: Partial<ReportFilters> = {}): ReportFilters => ({ ...EMPTY_FILTERS, year: 2026, month: 3, ...patch });
const all = { level: 'all' } as const;

describe('the VOC pages\' calls', () => {
  it('sends nothing until month and year are chosen', () => {
    expect(vocQueryOf(VOC_VARIANTS.quickvoc, { ...EMPTY_FILTERS, year: 2026 }, all)).toBeNull();
  });

  it.each([
    ['quick VOC at the top: by region', 'quickvoc', {}, { endpoint: '/tickets/report/voc', by: 'region' }],
    ['quick VOC in a region: by area', 'quickvoc', { region: 'Region2' }, { endpoint: '/tickets/report/voc', by: 'area', region: 'Region2' }],
    ['quick VOC in an area: by dealer', 'quickvoc', { region: 'Region2', area_code: 'R2-1' }, { by: 'dealer', area_code: 'R2-1' }],
    ['quick VOC for one dealer: the required-dealer variant, by month', 'quickvoc', { dealer_id: 'd1' }, { endpoint: '/tickets/report/dealer/voc', by: 'month', dealer_id: 'd1' }],
    ['sales VOC by outlet: showroom, by dealer', 'salevoc', { type: 'service' }, { endpoint: '/tickets/report/voc', by: 'dealer', type: 'showroom' }],
    ['service VOC by entity: service, by entity', 'servicevocentity', {}, { by: 'entity', type: 'service' }],
    ['car model', 'carmodel', { mode: 'qvoc' }, { endpoint: '/tickets/report/car_model', by: 'car_model', mode: 'qvoc' }],
    ['call centre: its mode whatever the address says, by dealer', 'callcenter', { mode: 'qvoc', source: 'survey' }, { endpoint: '/tickets/report/callcenter', by: 'dealer', mode: 'callcenter' }],
  ] as const)('%s', (_name, report, patch, expected) => {
    expect(vocQueryOf(VOC_VARIANTS[report], filters(patch as Partial<ReportFilters>), all)).toMatchObject({ year: 2026, month: 3, period: 'monthly', ...expected });
  });

  it('sends the call-centre report no source filter (its one mode has one source)', () => {
    expect(vocQueryOf(VOC_VARIANTS.callcenter, filters({ mode: 'overall', source: 'survey' }), all)).not.toHaveProperty('source');
  });

  it('groups the car-model page by segment when the user chooses it, and ignores a choice the page does not offer', () => {
    expect(vocQueryOf(VOC_VARIANTS.carmodel, filters(), all, 'segment')?.by).toBe('segment');
    expect(vocQueryOf(VOC_VARIANTS.salevoc, filters(), all, 'segment')?.by).toBe('dealer');
  });

  it.each([
    ['report.quickvoc', 'quickvoc'],
    ['report.servicevoc', 'servicevoc'],
    ['report.ticketkpi', null],
    ['report.salevockpi', null],
    ['report.callcenter', 'callcenter'],
  ])('menu entry %s is the VOC page %p', (key, report) => {
    expect(vocVariantOf(key)?.report ?? null).toBe(report);
  });
});
