/** Fewer letters than this say too little to suggest from. */
export const SUGGESTION_MIN_CHARACTERS = 10;
/** The api's limit on the text (CATEGORY_SUGGESTION_MAX_TEXT): the start of a longer description is enough. */
export const SUGGESTION_MAX_CHARACTERS = 4000;

/** The description as a suggestion is asked for, or null when it is too short to ask. */
export function suggestionText(description: string): string | null {
  const text = description.trim().replace(/\s+/g, ' ');
  return text.length >= SUGGESTION_MIN_CHARACTERS ? text.slice(0, SUGGESTION_MAX_CHARACTERS) : null;
}
