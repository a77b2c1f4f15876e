/** The user pages: the search (a side-menu entry), a new user, and each user's page under it. */
export const USER_SEARCH_PATH = '/app/user';
export const NEW_USER_PATH = `${USER_SEARCH_PATH}/new`;

export function userPath(id: string): string {
  return `${USER_SEARCH_PATH}/${id}`;
}

/** A new dealer-staff account with its dealer chosen (from a dealer's page). */
export function newStaffPath(dealerId: string): string {
  return `${NEW_USER_PATH}?${new URLSearchParams({ dealer: dealerId })}`;
}
