import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VoiceTopicFigure, VoiceTopicsRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { useTopicLabel } from '../hooks/use-topic-label';
import { topicSparkline } from '../utils/trend-figures';
import { TopicSparkline } from './topic-sparkline';

interface VoiceTopicsTableProps {
  topics: readonly VoiceTopicFigure[];
  /** The months behind the sparklines (the topics report grouped by month). */
  months: readonly VoiceTopicsRow[];
  /** The comments-page link of a topic. */
  linkOf: (topic: string) => string;
}

/** Top topics of the period: texts, share, the previous period's share, the monthly trend and the words that decided them. */
export function VoiceTopicsTable({ topics, months, linkOf }: VoiceTopicsTableProps) {
  const { t, i18n } = useTranslation();
  const topicLabel = useTopicLabel();
  const locale = i18n.language;
  if (topics.length === 0) return <Typography color="text.secondary">{t('errors.noData')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('voice.topics.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('voice.col.topic')}</TableCell>
            <TableCell align="right">{t('voice.col.texts')}</TableCell>
            <TableCell align="right">{t('voice.col.share')}</TableCell>
            <TableCell align="right">{t('voice.col.previousShare')}</TableCell>
            <TableCell>{t('voice.col.trend')}</TableCell>
            <TableCell>{t('voice.col.words')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic) => (
            <TableRow key={topic.topic} hover>
              <TableCell>
                <Link component={RouterLink} to={linkOf(topic.topic)} sx={{ fontWeight: 600 }}>
                  {topicLabel(topic.topic)}
                </Link>
                {topic.kind === 'praise' && (
                  <Typography variant="caption" component="span" color="success.dark" sx={{ ml: 1 }}>
                    {t('voice.kind.praise')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatCount(topic.texts, locale)}</TableCell>
              <TableCell align="right">{formatPercent(topic.share, locale)}</TableCell>
              <TableCell align="right">{formatPercent(topic.previous_share, locale)}</TableCell>
              <TableCell>
                <TopicSparkline points={topicSparkline(months, topic.topic)} />
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{topic.words.slice(0, 4).map((word) => word.word).join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
