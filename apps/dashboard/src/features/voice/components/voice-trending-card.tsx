import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { currentYearMonth } from '../../../lib/reports/report-calendar';
import { useVoiceTrendingQuery } from '../api/voice-api';
import { useTopicLabel } from '../hooks/use-topic-label';
import { VOICE_PATH, voicePageLink } from '../utils/voice-filters';
import { RiseChip } from './rise-chip';

const SHOWN = 3;

/** The /app/main card: this month's three most significantly rising topics (in the user's scope), each opening the voice page. */
export function VoiceTrendingCard() {
  const { t } = useTranslation();
  const topicLabel = useTopicLabel();
  const [month] = useState(currentYearMonth);
  const trending = useVoiceTrendingQuery({ period: 'monthly', ...month, limit: SHOWN });
  const link = voicePageLink(month);
  const items = trending.data?.topics.slice(0, SHOWN);
  return (
    <SectionCard
      title={t('voice.card.title')}
      actions={
        <Link component={RouterLink} to={VOICE_PATH}>
          {t('voice.card.more')}
        </Link>
      }
    >
      {trending.isError ? (
        <Typography color="text.secondary">–</Typography>
      ) : !items ? (
        <Skeleton variant="text" width="60%" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('voice.card.none')}</Typography>
      ) : (
        <List dense aria-label={t('voice.card.title')} data-testid="voice-trending-card">
          {items.map((item) => (
            <ListItem key={item.key} disableGutters divider sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={link} sx={{ fontWeight: 600 }}>
                {topicLabel(item.key)}
              </Link>
              <RiseChip item={item} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
