import { DEALER_REGIONS, type DealerRegion } from '../dealers/regions';
import type { TicketScope } from '../access/ticket-scope';
import type { UserType } from '../users/user-types';

/**
 * The places a monthly executive brief is written for (issue 33): the whole network, each region,
 * each area. One brief per place, month and language. A scope is written in URLs and file names as
 * `network`, `region-<Region>` or `area-<AREA CODE>` (letters, digits, '_' and '-' only, so the file
 * name BRIEF_{scope}_{YYYYMM}.pdf needs no escaping).
 */
export type BriefScope = { level: 'network' } | { level: 'region'; region: DealerRegion } | { level: 'area'; areaCode: string };

export const BRIEF_LANGUAGES = ['th', 'en'] as const;
export type BriefLanguage = (typeof BRIEF_LANGUAGES)[number];

const AREA_CODE = /^[A-Za-z0-9_-]{1,10}$/;

/** The scope's text form (`network`, `region-Region1`, `area-N1`). */
export function briefScopeText(scope: BriefScope): string {
  if (scope.level === 'network') return 'network';
  return scope.level === 'region' ? `region-${scope.region}` : `area-${scope.areaCode}`;
}

/** Reads a scope's text form; null when it names no place a brief can be written for. */
export function parseBriefScope(text: unknown): BriefScope | null {
  if (typeof text !== 'string') return null;
  if (text === 'network') return { level: 'network' };
  if (text.startsWith('region-')) {
    const region = text.slice('region-'.length);
    return (DEALER_REGIONS as readonly string[]).includes(region) ? { level: 'region', region: region as DealerRegion } : null;
  }
  if (text.startsWith('area-')) {
    const areaCode = text.slice('area-'.length);
    return AREA_CODE.test(areaCode) ? { level: 'area', areaCode } : null;
  }
  return null;
}

const BRIEF_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Reads a brief's month (YYYY-MM) as { year, month }; null when it is not one. */
export function parseBriefMonth(text: unknown): { year: number; month: number } | null {
  if (typeof text !== 'string') return null;
  const match = BRIEF_MONTH.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The download's file name: BRIEF_{scope}_{YYYYMM}.pdf (the English one ends _en). */
export function briefFileName(scope: BriefScope, month: string, language: BriefLanguage): string {
  const yyyymm = month.slice(0, 7).replace('-', '');
  return `BRIEF_${briefScopeText(scope)}_${yyyymm}${language === 'en' ? '_en' : ''}.pdf`;
}

/**
 * The scopes of one month's briefs: the network, every region, every area (areas and regions as the
 * dealer master holds them, de-duplicated, in code order).
 */
export function briefScopes(places: ReadonlyArray<{ region: string | null; areaCode: string | null }>): BriefScope[] {
  const regions = [...new Set(places.map((p) => p.region).filter((r): r is DealerRegion => r !== null && (DEALER_REGIONS as readonly string[]).includes(r)))].sort();
  const areas = [...new Set(places.map((p) => p.areaCode).filter((a): a is string => a !== null && AREA_CODE.test(a)))].sort();
  return [{ level: 'network' }, ...regions.map((region) => ({ level: 'region' as const, region })), ...areas.map((areaCode) => ({ level: 'area' as const, areaCode }))];
}

/**
 * Who reads the monthly briefs (issue 33): head office (nissan, nml, csn) and the region and area
 * managers — the places a brief is written for. Each reads the places of their own ticket scope
 * only (a region manager their region and its areas, an area manager their area); dealer staff,
 * the call centre and external users have no brief.
 */
export const BRIEF_READERS: readonly UserType[] = ['nissan', 'nml', 'csn', 'region_manager', 'area_manager'];

/**
 * Whether a user whose ticket scope is `scope` may read the brief of `brief`; `regionsOfArea` are
 * the regions the dealers of an area brief's area belong to.
 */
export function mayReadBrief(type: UserType, scope: TicketScope, brief: BriefScope, regionsOfArea: readonly string[] = []): boolean {
  if (!BRIEF_READERS.includes(type)) return false;
  if (scope.kind === 'all') return true;
  if (scope.kind === 'region') {
    const regions = Object.values(scope.byType);
    if (brief.level === 'region') return regions.includes(brief.region);
    return brief.level === 'area' && regionsOfArea.length > 0 && regionsOfArea.every((region) => regions.includes(region));
  }
  if (scope.kind === 'area') return brief.level === 'area' && Object.values(scope.byType).includes(brief.areaCode);
  return false;
}
