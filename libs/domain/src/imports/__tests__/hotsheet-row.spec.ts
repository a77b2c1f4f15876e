import type { TicketScope } from '../../access/ticket-scope';
import { hotsheetColumns, hotsheetHeader, mapHotsheetHeaders } from '../hotsheet-columns';
import { HOTSHEET_ROW_PROBLEMS, hotsheetIdentity, readHotsheetRow, type HotsheetCells, type HotsheetDealer } from '../hotsheet-row';

const NOW = new Date('2026-11-22T03:00:00Z');
const dealers: HotsheetDealer[] = [
  { id: 'd-1', code: 'D001', status: 'normal', saleAreaCode: 'R1-1', serviceAreaCode: 'R1-2', salesRegion: 'Region1', serviceRegion: 'Region1' },
  { id: 'd-2', code: 'D002', status: 'closed', saleAreaCode: 'R1-1', serviceAreaCode: 'R1-1', salesRegion: 'Region1', serviceRegion: 'Region1' },
  { id: 'd-3', code: 'D003', status: 'normal', saleAreaCode: 'R2-1', serviceAreaCode: 'R2-1', salesRegion: 'Region2', serviceRegion: 'Region2' },
];
const context = (scope: TicketScope = { kind: 'all', types: ['showroom', 'service'] }, type: 'showroom' | 'service' = 'showroom') => ({
  type,
  now: NOW,
  scope,
  findDealer: (code: string) => dealers.find((d) => d.code === code.trim().toUpperCase()),
});

const good: HotsheetCells = {
  dealer_code: 'd001',
  created_oa_date: '21/11/2026 10:00',
  name: ' สมชาย ใจดี ',
  tel: '081-234-5678',
  email: 'Somchai@Example.com',
  age: '35',
  complaint_categories: 'a01, A99',
  category_other: 'ที่จอดรถ',
  complaint_description: 'รอนาน',
  job_id: 'ignored on a showroom sheet',
};

describe('readHotsheetRow', () => {
  it('turns a good row into the create-ticket fields', () => {
    expect(readHotsheetRow(good, context())).toEqual({
      problems: [],
      data: {
        dealer: 'd-1',
        dealer_code: 'd001',
        created_oa_date: '2026-11-21T03:00:00.000Z',
        name: 'สมชาย ใจดี',
        tel: '0812345678',
        email: 'somchai@example.com',
        age: 35,
        complaint_categories: { A01: true, A99: true, A100: 'ที่จอดรถ' },
        complaint_description: 'รอนาน',
      },
    });
  });

  it('leaves the empty optional fields out of the data, its keys in the form\'s order', () => {
    const { data } = readHotsheetRow(good, context());
    expect(Object.keys(data)).toEqual(['dealer', 'dealer_code', 'created_oa_date', 'name', 'tel', 'email', 'age', 'complaint_categories', 'complaint_description']);
    expect(Object.values(data)).not.toContain(undefined);
  });

  it.each([
    ['dealer unknown', { dealer_code: 'X9' }, [{ column: 'dealer_code', message: HOTSHEET_ROW_PROBLEMS.dealerUnknown, params: { code: 'X9' } }]],
    ['dealer closed', { dealer_code: 'D002' }, [{ column: 'dealer_code', message: HOTSHEET_ROW_PROBLEMS.dealerClosed, params: { code: 'D002' } }]],
    ['future date', { created_oa_date: '2026-11-23' }, [{ column: 'created_oa_date', message: HOTSHEET_ROW_PROBLEMS.futureDate }]],
    ['bad delivery date', { delivered_date: 'soon' }, [{ column: 'delivered_date', message: 'errors.field.date' }]],
    ['required columns', { name: '', tel: null, complaint_description: ' ' }, ['name', 'tel', 'complaint_description'].map((column) => ({ column, message: 'errors.field.required' }))],
    ['age below 1', { age: 0 }, [{ column: 'age', message: 'errors.field.min', params: { min: 1 } }]],
  ] as const)('%s', (_name, change, problems) => {
    expect(readHotsheetRow({ ...good, ...change }, context()).problems).toEqual(problems);
  });

  it.each([
    ['outside the area', { kind: 'area', byType: { showroom: 'R2-1' } }, 'D001', true],
    ['inside the area', { kind: 'area', byType: { showroom: 'R1-1' } }, 'D001', false],
    ['another dealer branch', { kind: 'dealer', dealerRef: 'd-3', types: ['showroom'] }, 'D001', true],
    ['the type not in the groups', { kind: 'dealer', dealerRef: 'd-1', types: ['service'] }, 'D001', true],
    ['a region of its own', { kind: 'region', byType: { showroom: 'Region2' } }, 'D003', false],
  ] as const)('a dealer %s of the importer', (_name, scope, code, refused) => {
    const { problems } = readHotsheetRow({ ...good, dealer_code: code }, context(scope as TicketScope));
    expect(problems).toEqual(refused ? [{ column: 'dealer_code', message: HOTSHEET_ROW_PROBLEMS.dealerOutOfScope, params: { code } }] : []);
  });

  it('uses the service area for a service sheet, and its own columns', () => {
    const scope: TicketScope = { kind: 'area', byType: { service: 'R1-2' } };
    const { data, problems } = readHotsheetRow({ ...good, complaint_categories: 'S01', category_other: '', job_id: 'JOB-1', delivered_date: '2026-01-01' }, context(scope, 'service'));
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ job_id: 'JOB-1', complaint_categories: { S01: true } });
    expect(data).not.toHaveProperty('delivered_date');
  });
});

describe('hotsheet identity', () => {
  const row = { dealer_code: 'd001', tel: '0812345678', created_oa_date: '2026-11-21T03:00:00.000Z', complaint_description: 'รอ  นาน ' };
  it('is the CRM case number when there is one', () => {
    expect(hotsheetIdentity('showroom', { ...row, crm_case_no: ' crm-1 ' })).toEqual({ kind: 'crm', key: 'crm:CRM-1' });
  });
  it('is the content otherwise, with spacing and letter case folded', () => {
    const a = hotsheetIdentity('showroom', row);
    expect(hotsheetIdentity('showroom', { ...row, dealer_code: 'D001', complaint_description: 'รอ นาน' })).toEqual(a);
    expect(hotsheetIdentity('service', row)).not.toEqual(a);
    expect(hotsheetIdentity('showroom', { ...row, tel: '0812345679' })).not.toEqual(a);
  });
});

describe('mapHotsheetHeaders', () => {
  const headers = (texts: string[]) => new Map(texts.map((t, i) => [i + 1, t]));
  it('accepts the template headers, the English hints or the keys, in any order', () => {
    const template = hotsheetColumns('showroom').map(hotsheetHeader);
    expect(mapHotsheetHeaders('showroom', headers(template)).problems).toEqual([]);
    const { columns, problems } = mapHotsheetHeaders('showroom', headers(['Tel', 'customer name', 'dealer_code', 'Complaint date *', 'Complaint category codes', 'รายละเอียดข้อร้องเรียน', '']));
    expect(problems).toEqual([]);
    expect([...columns.values()]).toEqual(['tel', 'name', 'dealer_code', 'created_oa_date', 'complaint_categories', 'complaint_description']);
  });
  it('names unknown, repeated and missing columns; a service column on a showroom sheet is unknown', () => {
    expect(mapHotsheetHeaders('showroom', headers(['Tel', 'tel', 'Job no.'])).problems).toEqual([
      { column: 'tel', problem: 'repeated' },
      { column: 'Job no.', problem: 'unknown' },
      ...['dealer_code', 'created_oa_date', 'name', 'complaint_categories', 'complaint_description'].map((column) => ({ column, problem: 'missing' })),
    ]);
  });
});
