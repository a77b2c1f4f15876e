import { ACTIVE_FLAGS, SEARCHABLE_USER_TYPES, USER_GROUPS, type UserGroup, type UserType } from '@voc/domain';
import { NO_SALES_SERVICE_AREAS, type SalesServiceAreas, salesServiceAreasFromSearch, withAreasInRegions } from '../../../lib/sales-service-areas';
import { oneOfParam, positiveIntParam, searchOfParams, textParam, uuidParam, withoutEmpty } from '../../../lib/url-params';
import { pageSizeParam } from '../../../lib/page-size-param';

/** The user search (GET /api/users, SPEC.md §5: every field optional) and the page. The address holds it. */
export interface UserSearchParams extends SalesServiceAreas {
  first_name: string;
  last_name: string;
  email: string;
  passport_id: string;
  /** Any type but external (SPEC.md §6). */
  type: '' | UserType;
  active_flag: '' | '0' | '1';
  group: '' | UserGroup;
  /** A dealer's _id. */
  dealer: string;
  page: number;
  limit: number;
}

export type UserSearchText = 'first_name' | 'last_name' | 'email' | 'passport_id';
export const USER_SEARCH_TEXTS: readonly UserSearchText[] = ['first_name', 'last_name', 'email', 'passport_id'];
export const USER_TEXT_MAX: Record<UserSearchText, number> = { first_name: 100, last_name: 100, email: 254, passport_id: 64 };

export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_USER_SEARCH_PARAMS: UserSearchParams = {
  first_name: '',
  last_name: '',
  email: '',
  passport_id: '',
  type: '',
  active_flag: '',
  group: '',
  ...NO_SALES_SERVICE_AREAS,
  dealer: '',
  page: 1,
  limit: 20,
};

const ACTIVE_FLAG_TEXTS = ACTIVE_FLAGS.map(String) as Array<'0' | '1'>;

/** Reads the search from the address; anything not understood falls back to its default. */
export function userSearchParamsFromSearch(search: URLSearchParams): UserSearchParams {
  const d = DEFAULT_USER_SEARCH_PARAMS;
  return {
    first_name: textParam(search.get('first_name'), USER_TEXT_MAX.first_name),
    last_name: textParam(search.get('last_name'), USER_TEXT_MAX.last_name),
    email: textParam(search.get('email'), USER_TEXT_MAX.email),
    passport_id: textParam(search.get('passport_id'), USER_TEXT_MAX.passport_id),
    type: oneOfParam(SEARCHABLE_USER_TYPES, search.get('type')) ?? d.type,
    active_flag: oneOfParam(ACTIVE_FLAG_TEXTS, search.get('active_flag')) ?? d.active_flag,
    group: oneOfParam(USER_GROUPS, search.get('group')) ?? d.group,
    ...salesServiceAreasFromSearch(search),
    dealer: uuidParam(search.get('dealer')) ?? d.dealer,
    page: positiveIntParam(search.get('page')) ?? d.page,
    limit: pageSizeParam(search.get('limit'), USER_PAGE_SIZES) ?? d.limit,
  };
}

export function searchFromUserSearchParams(params: UserSearchParams): URLSearchParams {
  return searchOfParams(params, DEFAULT_USER_SEARCH_PARAMS);
}

/** A new search starts again at page 1; a new region keeps its area only if the area lies in it. */
export function changeUserSearchParams(current: UserSearchParams, change: Partial<UserSearchParams>): UserSearchParams {
  const next = withAreasInRegions({ ...current, ...change });
  if (change.page === undefined) next.page = 1;
  return next;
}

/** GET /api/users parameters: the filters given (empty ones dropped), the page. */
export type UserSearchQuery = Partial<Omit<UserSearchParams, 'page' | 'limit'>> & { page: number; limit: number };

export function userSearchQueryOf(params: UserSearchParams): UserSearchQuery {
  return { ...withoutEmpty(params), page: params.page, limit: params.limit };
}
