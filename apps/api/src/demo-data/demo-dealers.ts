import { SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type WorkingHours } from '@voc/domain';
import { BRANCH_SUFFIXES, DEALER_GROUPS, FIRST_NAMES, LAST_NAMES } from './people';
import { PROVINCES } from './provinces';
import type { SeededRandom } from './random';

/** One dealer row as the dealers table stores it. */
export interface DemoDealer {
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  status: 'normal' | 'closed';
  sale_area_code: string;
  service_area_code: string;
  dealer_sales_region: DealerRegion;
  dealer_service_region: DealerRegion;
  dealer_region: string;
  dealer_province: string;
  dealer_province_en: string;
  sale_area_manager_name: string;
  sale_manager_name: string;
  service_area_manager_name: string;
  service_manager_name: string;
  working_hours: WorkingHours;
}

const STANDARD_HOURS: WorkingHours = {
  monday_to_friday: { open: '08:00', close: '17:00' },
  saturday: { open: '08:00', close: '16:00' },
  sunday: { open: null, close: null },
};

const SEVEN_DAY_HOURS: WorkingHours = {
  monday_to_friday: { open: '08:30', close: '17:30' },
  saturday: { open: '08:30', close: '17:00' },
  sunday: { open: '09:00', close: '16:00' },
};

function areaCodeIn(codes: readonly string[], region: DealerRegion, index: number): string {
  const inRegion = codes.filter((code) => code.startsWith(`R${region.slice(-1)}-`));
  return inRegion[index % inRegion.length];
}

function personName(rng: SeededRandom): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** `count` dealer branches spread over the five regions, deterministic for a given generator. */
export function generateDealers(count: number, rng: SeededRandom): DemoDealer[] {
  return Array.from({ length: count }, (_, i) => {
    const province = PROVINCES[i % PROVINCES.length];
    const group = DEALER_GROUPS[Math.floor(i / PROVINCES.length) % DEALER_GROUPS.length];
    const branch = BRANCH_SUFFIXES[Math.floor(i / (PROVINCES.length * DEALER_GROUPS.length)) % BRANCH_SUFFIXES.length];
    const number = i + 1;
    return {
      dealer_id: String(1000 + Math.floor(i / 3)),
      dealer_code: `D${String(number).padStart(4, '0')}`,
      dealer_name: group.th,
      dealer_name_en: group.en,
      branch_name: `${branch.th} ${province.th}`,
      branch_name_en: `${province.en} ${branch.en}`,
      // One branch in forty is closed: its history stays, its staff cannot sign in.
      status: number % 40 === 0 ? 'closed' : 'normal',
      sale_area_code: areaCodeIn(SALE_AREA_CODES, province.region, i),
      service_area_code: areaCodeIn(SERVICE_AREA_CODES, province.region, i),
      dealer_sales_region: province.region,
      dealer_service_region: province.region,
      dealer_region: province.geo,
      dealer_province: province.th,
      dealer_province_en: province.en,
      sale_area_manager_name: personName(rng),
      sale_manager_name: personName(rng),
      service_area_manager_name: personName(rng),
      service_manager_name: personName(rng),
      working_hours: rng.chance(0.3) ? SEVEN_DAY_HOURS : STANDARD_HOURS,
    };
  });
}
