import Box from '@mui/material/Box';
import type { VoiceHighlight } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { useTopicLabel } from '../hooks/use-topic-label';
import { highlightSegments } from '../utils/highlight-segments';

/** A comment with the words that decided its topics (or matched the search) marked. */
export function HighlightedComment({ comment, highlights }: { comment: string; highlights: readonly VoiceHighlight[] }) {
  const { t } = useTranslation();
  const topicLabel = useTopicLabel();
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', '& mark': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 } }}>
      {highlightSegments(comment, highlights).map((segment, index) =>
        segment.marked ? (
          <mark key={index} title={segment.topics.length ? segment.topics.map(topicLabel).join(', ') : t('voice.comments.searchMatch')}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Box>
  );
}
