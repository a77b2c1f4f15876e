/**
 * Support contact shown on the sign-in pages (SPEC.md §1). The spec gives no numbers: these are
 * placeholders until the product owner supplies the real ones.
 */
export const SUPPORT_CONTACT = {
  phone: '02-000-0000',
  email: 'voc-support@example.co.th',
} as const;
