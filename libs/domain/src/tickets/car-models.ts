/**
 * Car models the hotsheet template lists as a hint (the current Thai line-up). The ticket field
 * stays free text: older models and spellings from CRM are accepted as written.
 */
export const CAR_MODELS = ['Almera', 'Kicks e-POWER', 'Navara', 'Terra', 'Leaf', 'Serena', 'X-Trail', 'Note', 'Sylphy', 'Teana', 'March', 'Juke'] as const;
