/**
 * The preset password the dealer form sends when its password box is left empty (SPEC.md §3, §9):
 * a single blank space. The server accepts it only for passport accounts marked passport-only.
 */
export const DEALER_BLANK_PASSWORD = ' ';
