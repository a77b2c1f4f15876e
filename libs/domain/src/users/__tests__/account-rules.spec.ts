import { USER_TYPES, type UserType } from '../user-types';
import { accountProblems, type AccountRecord } from '../account-rules';

const dealerPlacement = { dealer_sales_region: 'Region3', dealer_service_region: 'Region3', sale_area_code: 'R3-1', service_area_code: 'R3-2' };

function record(type: UserType, fields: Partial<AccountRecord> = {}): AccountRecord {
  const base: AccountRecord = {
    type,
    email: 'someone@test.local',
    passport_id: null,
    dealer: null,
    passport_only: false,
    dealer_sales_region: null,
    dealer_service_region: null,
    sale_area_code: null,
    service_area_code: null,
  };
  if (type === 'dealer') Object.assign(base, { email: null, passport_id: 'P1', dealer: 'd-1', ...dealerPlacement });
  return { ...base, ...fields };
}

const fieldsOf = (type: UserType, fields: Partial<AccountRecord>) => accountProblems(record(type, fields), dealerPlacement);

describe('accountProblems', () => {
  it.each(USER_TYPES.filter((t) => !['region_manager', 'area_manager'].includes(t)))('a complete %s account has none', (type) => {
    expect(accountProblems(record(type), dealerPlacement)).toEqual([]);
  });

  it.each([
    ['region_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region2' }, []],
    ['region_manager', {}, [{ field: 'dealer_sales_region', problem: 'required' }, { field: 'dealer_service_region', problem: 'required' }]],
    ['area_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region2' }, [{ field: 'sale_area_code', problem: 'required' }, { field: 'service_area_code', problem: 'required' }]],
    ['area_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region2', sale_area_code: 'R1-4', service_area_code: 'R2-4' }, []],
    ['area_manager', { dealer_sales_region: 'Region2', dealer_service_region: 'Region2', sale_area_code: 'R2-4', service_area_code: 'R2-4' }, [{ field: 'sale_area_code', problem: 'areaNotInRegion' }]],
    ['area_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region1', sale_area_code: 'R1-1', service_area_code: 'R3-1' }, [{ field: 'service_area_code', problem: 'areaNotInRegion' }]],
    ['nissan', { sale_area_code: 'R1-1' }, [{ field: 'dealer_sales_region', problem: 'required' }]],
    ['csn', { email: null }, [{ field: 'email', problem: 'required' }]],
    ['csn', { passport_id: 'P9', dealer: 'd-1', passport_only: true }, [{ field: 'passport_id', problem: 'notForType' }, { field: 'dealer', problem: 'notForType' }, { field: 'passport_only', problem: 'notForType' }]],
    ['dealer', { passport_id: null, dealer: null }, [{ field: 'passport_id', problem: 'required' }, { field: 'dealer', problem: 'required' }]],
    ['dealer', { email: 'staff@dealer.co.th' }, []],
    ['dealer', { sale_area_code: 'R3-2' }, [{ field: 'sale_area_code', problem: 'notDealersPlacement' }]],
    ['dealer', { dealer_service_region: 'Region1', service_area_code: 'R1-1' }, [{ field: 'dealer_service_region', problem: 'notDealersPlacement' }, { field: 'service_area_code', problem: 'notDealersPlacement' }]],
  ] as const)('%s %o', (type, fields, expected) => {
    expect(fieldsOf(type, fields)).toEqual(expected);
  });
});
