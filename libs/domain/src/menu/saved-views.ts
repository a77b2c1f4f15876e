import { MENU_ENTRIES, type MenuSection } from './menu-entries';
import { canOpenPath, type MenuPrincipal } from './visible-menu';

/**
 * Saved views (issue 32): a user keeps a list's or a report's filters under a name and opens them
 * from the user menu. These are the rules the api checks and the dashboard follows.
 */

/** The menu sections whose pages are lists or reports with filters in their address. */
const SAVED_VIEW_SECTIONS: readonly MenuSection[] = ['survey', 'callcenter', 'hotsheet', 'report'];

/** The pages a view may be saved for: the ticket lists and the report pages. */
export const SAVED_VIEW_PATHS: readonly string[] = MENU_ENTRIES.filter((entry) => SAVED_VIEW_SECTIONS.includes(entry.section)).map((entry) => entry.path);

export const SAVED_VIEW_NAME_MAX = 60;
/** The longest filter query a view keeps (the lists' and reports' addresses stay far below it). */
export const SAVED_VIEW_QUERY_MAX = 1000;
/** The most views one user keeps. */
export const SAVED_VIEWS_PER_USER = 50;

/** Address parameters that are a moment of reading, not a filter: a view opens on the first page. */
const NOT_KEPT = new Set(['page']);

/** Whether `path` is a list or report page this user's menu offers (a view of anything else is refused). */
export function maySaveViewOf(principal: MenuPrincipal, path: string): boolean {
  return SAVED_VIEW_PATHS.includes(path) && canOpenPath(principal, path);
}

/**
 * The filter query a view keeps: re-encoded (so it is always a plain `a=1&b=2` query, whatever was
 * sent), without a leading '?', the page number dropped; null when it is longer than a view keeps.
 */
export function savedViewQuery(query: string): string | null {
  const search = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const key of NOT_KEPT) search.delete(key);
  const kept = search.toString();
  return kept.length <= SAVED_VIEW_QUERY_MAX ? kept : null;
}

/** The address a saved view opens. */
export function savedViewHref(view: { path: string; query: string }): string {
  return view.query ? `${view.path}?${view.query}` : view.path;
}
