import { areaCodesInRegion, areaKeptInRegion, isDealerRegion } from '../area-options';

describe('area codes for a region', () => {
  it.each<[string, 'sale' | 'service', string | null, string[]]>([
    ['sale areas of Region1', 'sale', 'Region1', ['R1-1', 'R1-2', 'R1-3', 'R1-4']],
    ['sale areas of Region2', 'sale', 'Region2', ['R2-1', 'R2-2', 'R2-3']],
    ['service areas of Region2 (one more than sale)', 'service', 'Region2', ['R2-1', 'R2-2', 'R2-3', 'R2-4']],
    ['service areas of Region4', 'service', 'Region4', ['R4-1', 'R4-2', 'R4-3', 'R4-4']],
    ['sale areas of Region5', 'sale', 'Region5', ['R5-1', 'R5-2', 'R5-3']],
    ['none before a region is chosen', 'sale', '', []],
    ['none for no region', 'service', null, []],
    ['none for a region that does not exist', 'sale', 'Region6', []],
    ['none for the display label instead of the code', 'sale', 'REGION 1', []],
  ])('%s', (_case, kind, region, expected) => {
    expect(areaCodesInRegion(kind, region)).toEqual(expected);
  });

  it.each<[string, 'sale' | 'service', string, string, string]>([
    ['keeps an area inside the region', 'sale', 'R3-2', 'Region3', 'R3-2'],
    ['drops an area of another region', 'sale', 'R3-2', 'Region4', ''],
    ['drops a service-only area from the sale list', 'sale', 'R2-4', 'Region2', ''],
    ['keeps that area for service', 'service', 'R2-4', 'Region2', 'R2-4'],
    ['drops it when the region is cleared', 'service', 'R1-1', '', ''],
    ['nothing stays nothing', 'sale', '', 'Region1', ''],
  ])('%s', (_case, kind, area, region, expected) => {
    expect(areaKeptInRegion(kind, area, region)).toBe(expected);
  });

  it.each([
    ['Region1', true],
    ['Region5', true],
    ['Region0', false],
    ['region1', false],
    [null, false],
  ])('%s is a region: %s', (value, expected) => {
    expect(isDealerRegion(value)).toBe(expected);
  });
});
