import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from './th-TH';

export type MessageParams = Record<string, string | number>;

/**
 * Translates text that arrives at run time: a message key from the api or a form resolver, or
 * a plain sentence. Unknown keys and sentences come back unchanged (i18next's missing-key rule).
 */
export function useTranslateMessage(): (keyOrText: string, params?: MessageParams) => string {
  const { t } = useTranslation();
  return useCallback((keyOrText: string, params?: MessageParams) => t(keyOrText as CatalogueKey, params ?? {}) as string, [t]);
}
