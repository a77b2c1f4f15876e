import type { TicketType } from './ticket-kinds';

/**
 * Complaint categories (SPEC.md §9). We follow the reading that gives group S to service tickets
 * and groups A, F, P, O to showroom tickets. In each group, X99 is "Others" and X100 is its free
 * text; codes containing 100 are free text and are never counted.
 */
export interface CategoryGroup {
  group: string;
  codes: readonly string[];
  others: string;
  freeText: string;
}

function group(letter: string, count: number): CategoryGroup {
  const numbered = Array.from({ length: count }, (_, i) => `${letter}${String(i + 1).padStart(2, '0')}`);
  return { group: letter, codes: [...numbered, `${letter}99`], others: `${letter}99`, freeText: `${letter}100` };
}

export const COMPLAINT_CATEGORY_GROUPS: Record<TicketType, readonly CategoryGroup[]> = {
  showroom: [group('A', 7), group('F', 5), group('P', 1), group('O', 1)],
  service: [group('S', 10)],
};

/** The group whose "Others" text must name the defective part (other product). */
export const DEFECTIVE_PART_GROUP = 'P';

/** Codes mapped to true when ticked; an X100 code maps to its free text. */
export type ComplaintCategories = Record<string, boolean | string>;

export const CATEGORY_ERRORS = {
  required: 'errors.category.required',
  unknown: 'errors.category.unknown',
  othersDetail: 'errors.category.othersDetail',
  othersHeading: 'errors.category.othersHeading',
  defectivePart: 'errors.category.defectivePart',
} as const;

export interface CategoryProblem {
  /** The code the problem is about, e.g. "A100". */
  code: string;
  message: (typeof CATEGORY_ERRORS)[keyof typeof CATEGORY_ERRORS];
}

/** Every code a ticket of this type may carry, free-text codes included. */
export function categoryCodes(type: TicketType): string[] {
  return COMPLAINT_CATEGORY_GROUPS[type].flatMap((g) => [...g.codes, g.freeText]);
}

/** The same codes as a set, built once per type (imports check every row against it). */
const KNOWN_CODES: Record<TicketType, ReadonlySet<string>> = {
  showroom: new Set(categoryCodes('showroom')),
  service: new Set(categoryCodes('service')),
};

/** The ticked codes that count in reports (free text left out). */
export function countedCategories(categories: ComplaintCategories): string[] {
  return Object.entries(categories)
    .filter(([code, value]) => value === true && !code.includes('100'))
    .map(([code]) => code)
    .sort();
}

/**
 * The rules of SPEC.md §5: at least one category; Others needs its detail and a detail needs the
 * Others heading; other-product (group P) names the defective part. Empty answer = valid.
 */
export function validateComplaintCategories(type: TicketType, categories: ComplaintCategories): CategoryProblem[] {
  const problems: CategoryProblem[] = [];
  const known = KNOWN_CODES[type];
  for (const code of Object.keys(categories)) {
    if (!known.has(code)) problems.push({ code, message: CATEGORY_ERRORS.unknown });
  }
  if (countedCategories(categories).filter((code) => known.has(code)).length === 0) {
    problems.push({ code: '', message: CATEGORY_ERRORS.required });
  }
  for (const g of COMPLAINT_CATEGORY_GROUPS[type]) {
    const ticked = categories[g.others] === true;
    const raw = categories[g.freeText];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (ticked && text === '') {
      problems.push({ code: g.freeText, message: g.group === DEFECTIVE_PART_GROUP ? CATEGORY_ERRORS.defectivePart : CATEGORY_ERRORS.othersDetail });
    }
    if (!ticked && text !== '') problems.push({ code: g.others, message: CATEGORY_ERRORS.othersHeading });
  }
  return problems;
}

/** Solution categories of the closed-loop review (SPEC.md §3, §9); S100 is free text. */
export const SOLUTION_CATEGORIES = ['S01', 'S02', 'S03', 'S04', 'S05', 'S99'] as const;
