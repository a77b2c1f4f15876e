import { MENU_ENTRIES, type MenuKey } from '@voc/domain';

/** The menu entry a saved view's page is (its name in the menu names the page). */
export function menuKeyOfPath(path: string): MenuKey | null {
  return MENU_ENTRIES.find((entry) => entry.path === path)?.key ?? null;
}

/** The filter query of the address being looked at, as a view keeps it (without '?'). */
export function queryOfSearch(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}
