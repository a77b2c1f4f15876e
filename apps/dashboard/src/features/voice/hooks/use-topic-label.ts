import { useCallback } from 'react';
import { useTranslateMessage } from '../../../i18n/use-translate-message';

/**
 * A topic's name: complaint topics are complaint category codes and read as the category
 * ("A05 เวลารอคอย"), praise topics (`praise.*`) have texts of their own.
 */
export function useTopicLabel(): (topic: string) => string {
  const translate = useTranslateMessage();
  return useCallback((topic: string) => (topic.startsWith('praise.') ? translate(`voice.topic.${topic}`) : `${topic} ${translate(`category.${topic}`)}`), [translate]);
}
