import { SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type WorkingHours } from '@voc/domain';
import { DEALER_COMPANY_NAMES, FIRST_NAMES, HEAD_OFFICE, HOME_BRANCH_NAMES, LAST_NAMES } from './people';
import { PROVINCES, type Province } from './provinces';
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

/** A dealer company (entity, `dealers.dealer_id`) and the provinces of its branches, head office first. */
export interface DemoCompany {
  dealerId: string;
  th: string;
  en: string;
  home: Province;
  branchProvinces: Province[];
}

/** How many branches a company has: most one or two, a few large groups. */
function branchCount(rng: SeededRandom): number {
  const roll = rng.next();
  return roll < 0.35 ? 1 : roll < 0.65 ? 2 : roll < 0.85 ? 3 : roll < 0.95 ? 4 : rng.int(5, 6);
}

/**
 * Dealer companies until they hold `branches` branches: homes taken round the provinces, each
 * company's further branches in its home province or another province of the same region.
 */
export function generateCompanies(branches: number, rng: SeededRandom): DemoCompany[] {
  const companies: DemoCompany[] = [];
  let total = 0;
  for (let k = 0; total < branches; k++) {
    const home = PROVINCES[k % PROVINCES.length];
    const name = DEALER_COMPANY_NAMES[k % DEALER_COMPANY_NAMES.length];
    const again = k >= DEALER_COMPANY_NAMES.length;
    const neighbours = PROVINCES.filter((p) => p.region === home.region && p !== home);
    const count = Math.min(branchCount(rng), branches - total);
    const branchProvinces = [home, ...Array.from({ length: count - 1 }, () => (rng.chance(0.5) ? home : rng.pick(neighbours)))];
    companies.push({
      dealerId: String(1000 + k),
      th: again ? `${name.th} ${home.th}` : name.th,
      en: again ? `${name.en} ${home.en}` : name.en,
      home,
      branchProvinces,
    });
    total += count;
  }
  return companies;
}

/** A branch's own name: the head office, a named branch in the home province, or the province's branch. */
function branchName(company: DemoCompany, index: number): { th: string; en: string } {
  const province = company.branchProvinces[index];
  if (index === 0) return HEAD_OFFICE;
  if (province !== company.home) {
    const before = company.branchProvinces.slice(1, index).filter((p) => p === province).length;
    return before === 0 ? { th: `สาขา${province.th}`, en: `${province.en} Branch` } : { th: `สาขา${province.th} ${before + 1}`, en: `${province.en} Branch ${before + 1}` };
  }
  const athome = company.branchProvinces.slice(1, index).filter((p) => p === company.home).length;
  return HOME_BRANCH_NAMES[athome % HOME_BRANCH_NAMES.length];
}

/**
 * `count` dealer branches (codes D0001..) of dealer companies spread over the five regions: each
 * branch in a province of its company's region, named by its company and its own branch name,
 * deterministic for a given generator.
 */
export function generateDealers(count: number, rng: SeededRandom): DemoDealer[] {
  const branches = generateCompanies(count, rng).flatMap((company) => company.branchProvinces.map((province, index) => ({ company, province, index })));
  return branches.map(({ company, province, index }, i) => {
    const name = branchName(company, index);
    const number = i + 1;
    return {
      dealer_id: company.dealerId,
      dealer_code: `D${String(number).padStart(4, '0')}`,
      dealer_name: company.th,
      dealer_name_en: company.en,
      branch_name: name.th,
      branch_name_en: name.en,
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
