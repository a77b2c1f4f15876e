/** The dealer pages: the list (a side-menu entry), a new dealer, and each dealer's page under the list. */
export const DEALER_LIST_PATH = '/app/dealer';
export const NEW_DEALER_PATH = `${DEALER_LIST_PATH}/new`;

export function dealerPath(id: string): string {
  return `${DEALER_LIST_PATH}/${id}`;
}
