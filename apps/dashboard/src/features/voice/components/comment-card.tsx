import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveyCommentView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { useTopicLabel } from '../hooks/use-topic-label';
import { HighlightedComment } from './highlighted-comment';

const BAND_COLOUR = { top2box: 'success', passive: 'default', bottom6: 'error' } as const;

/** The survey ticket's page: under the survey list of its type (the ticket lists' own rule). */
export function surveyTicketPath(comment: Pick<SurveyCommentView, 'type'>, ticketId: string): string {
  return `/app/ticket/survey/${comment.type}/${ticketId}`;
}

/** One answer: score, dealer, day, topics, the comment with its words marked, and the survey ticket it raised. */
export function CommentCard({ comment }: { comment: SurveyCommentView }) {
  const { t, i18n } = useTranslation();
  const topicLabel = useTopicLabel();
  const dealerName = i18n.language.startsWith('en') ? comment.dealer_name_en || comment.dealer_name : comment.dealer_name;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={t('voice.comments.item', { dealer: dealerName, day: formatDate(comment.responded_day) })}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip size="small" color={BAND_COLOUR[comment.band]} label={t('voice.comments.score', { score: comment.nps })} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {comment.dealer_code} {dealerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(comment.responded_day)} · {t(`reports.type.${comment.type}`)}
        </Typography>
        {comment.ticket && (
          <Link component={RouterLink} to={surveyTicketPath(comment, comment.ticket.id)} sx={{ ml: 'auto' }}>
            {t('voice.comments.ticket', { caseNo: comment.ticket.case_no })}
          </Link>
        )}
      </Stack>
      <HighlightedComment comment={comment.comment} highlights={comment.highlights} />
      {comment.topics.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 1 }} aria-label={t('voice.col.topic')}>
          {comment.topics.map((topic) => (
            <Chip key={topic.topic} size="small" variant="outlined" color={topic.kind === 'praise' ? 'success' : 'default'} label={topicLabel(topic.topic)} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
