import {
  COMPLAINT_CATEGORY_GROUPS,
  CATEGORY_ERRORS,
  type CategoryProblem,
  type ComplaintCategories,
  type TicketType,
  validateComplaintCategories,
} from '@voc/domain';

export type CategoryMessage = CategoryProblem['message'];

/** Where the picker shows each rule's message: above all groups, or under one group. */
export interface CategoryRuleMessages {
  general: CategoryMessage[];
  byGroup: Record<string, CategoryMessage[]>;
}

/**
 * The complaint-category rules of SPEC.md §5 (libs/domain's validateComplaintCategories), placed
 * for the picker: "choose at least one" above the groups; an Others problem (its detail, its
 * heading, the defective part) under its group. No messages = the choice may be sent.
 */
export function categoryRuleMessages(type: TicketType, categories: ComplaintCategories): CategoryRuleMessages {
  const groups = COMPLAINT_CATEGORY_GROUPS[type];
  const result: CategoryRuleMessages = { general: [], byGroup: {} };
  for (const problem of validateComplaintCategories(type, categories)) {
    const group = groups.find((g) => problem.code === g.others || problem.code === g.freeText);
    if (group && problem.message !== CATEGORY_ERRORS.unknown) {
      (result.byGroup[group.group] ??= []).push(problem.message);
    } else if (!result.general.includes(problem.message)) {
      result.general.push(problem.message);
    }
  }
  return result;
}

export function hasCategoryProblems(messages: CategoryRuleMessages): boolean {
  return messages.general.length > 0 || Object.values(messages.byGroup).some((list) => list.length > 0);
}

/** Ticks or unticks a code; unticked codes leave the map so the ticket stores only what was chosen. */
export function withCategory(categories: ComplaintCategories, code: string, ticked: boolean): ComplaintCategories {
  const next = { ...categories };
  if (ticked) next[code] = true;
  else delete next[code];
  return next;
}

/** Sets an Others group's free text (its X100 code); empty text leaves the map. */
export function withOthersText(categories: ComplaintCategories, freeTextCode: string, text: string): ComplaintCategories {
  const next = { ...categories };
  if (text === '') delete next[freeTextCode];
  else next[freeTextCode] = text;
  return next;
}

/** Only the codes of this ticket type (a saved ticket may carry stray keys from old data). */
export function categoriesOfType(type: TicketType, categories: ComplaintCategories | null | undefined): ComplaintCategories {
  const known = new Set(COMPLAINT_CATEGORY_GROUPS[type].flatMap((g) => [...g.codes, g.freeText]));
  return Object.fromEntries(Object.entries(categories ?? {}).filter(([code, value]) => known.has(code) && value !== false && value !== ''));
}
