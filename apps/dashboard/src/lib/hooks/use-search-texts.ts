import { useState } from 'react';

type Texts<K extends string> = Record<K, string>;

const textsOf = <K extends string>(values: Readonly<Record<K, string>>, fields: readonly K[]): Texts<K> => Object.fromEntries(fields.map((field) => [field, values[field]])) as Texts<K>;

/** What a search form's text boxes hold while typed in, and what they apply. */
export interface SearchTexts<K extends string> {
  texts: Texts<K>;
  setText: (field: K, value: string) => void;
  /** The texts as a search applies them: trimmed. */
  trimmed: () => Texts<K>;
  /** Empties the boxes (the form's Clear). */
  clear: () => void;
}

/**
 * The text boxes of a search form, which apply on Search (or Enter) rather than as they are
 * typed. When the address changes the applied texts (the back button, Clear), the boxes show them.
 */
export function useSearchTexts<K extends string>(applied: Readonly<Record<NoInfer<K>, string>>, fields: readonly K[]): SearchTexts<K> {
  const [texts, setTexts] = useState(textsOf(applied, fields));
  const [shown, setShown] = useState(textsOf(applied, fields));
  if (fields.some((field) => applied[field] !== shown[field])) {
    setShown(textsOf(applied, fields));
    setTexts(textsOf(applied, fields));
  }
  return {
    texts,
    setText: (field, value) => setTexts({ ...texts, [field]: value }),
    trimmed: () => Object.fromEntries(fields.map((field) => [field, texts[field].trim()])) as Texts<K>,
    clear: () => setTexts(Object.fromEntries(fields.map((field) => [field, ''])) as Texts<K>),
  };
}
