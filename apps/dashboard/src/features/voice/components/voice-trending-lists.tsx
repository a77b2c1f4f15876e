import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoiceTrendingAnswer, VoiceTrendItem } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { useTopicLabel } from '../hooks/use-topic-label';
import { RiseChip } from './rise-chip';

const SHOWN = 8;

interface VoiceTrendingListsProps {
  trending: VoiceTrendingAnswer;
  topicLink: (topic: string) => string;
  termLink: (term: string) => string;
  /** A topic's link within one place (emerging topics). */
  placeTopicLink: (topic: string, place: VoiceTrendingAnswer['emerging'][number]['place']) => string;
}

function TrendRow({ item, label, to }: { item: VoiceTrendItem; label: string; to: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ListItem disableGutters divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Box>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          {label}
        </Link>
        <Typography variant="caption" component="p" color="text.secondary">
          {t('voice.trend.counts', { now: formatCount(item.now, locale), nowShare: formatPercent(item.now_share, locale), before: formatCount(item.before, locale), beforeShare: formatPercent(item.before_share, locale) })}
        </Typography>
      </Box>
      <RiseChip item={item} />
    </ListItem>
  );
}

/** Rising topics and terms against the baseline periods (Dunning's G²), and topics emerging in one place only. */
export function VoiceTrendingLists({ trending, topicLink, termLink, placeTopicLink }: VoiceTrendingListsProps) {
  const { t, i18n } = useTranslation();
  const topicLabel = useTopicLabel();
  const placeName = (place: { label: string; label_en: string }) => (i18n.language.startsWith('en') ? place.label_en || place.label : place.label);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Stack>
        <Typography variant="subtitle1" component="h3">
          {t('voice.trending.topics')}
        </Typography>
        {trending.topics.length === 0 ? (
          <Typography color="text.secondary">{t('voice.trending.none')}</Typography>
        ) : (
          <List dense aria-label={t('voice.trending.topics')}>
            {trending.topics.slice(0, SHOWN).map((item) => (
              <TrendRow key={item.key} item={item} label={topicLabel(item.key)} to={topicLink(item.key)} />
            ))}
          </List>
        )}
      </Stack>
      <Stack>
        <Typography variant="subtitle1" component="h3">
          {t('voice.trending.terms')}
        </Typography>
        {trending.terms.length === 0 ? (
          <Typography color="text.secondary">{t('voice.trending.none')}</Typography>
        ) : (
          <List dense aria-label={t('voice.trending.terms')}>
            {trending.terms.slice(0, SHOWN).map((item) => (
              <TrendRow key={item.key} item={item} label={`“${item.key}”`} to={termLink(item.key)} />
            ))}
          </List>
        )}
      </Stack>
      <Stack sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Typography variant="subtitle1" component="h3">
          {t('voice.emerging.title')}
        </Typography>
        {trending.emerging.length === 0 ? (
          <Typography color="text.secondary">{t('voice.emerging.none')}</Typography>
        ) : (
          <List dense aria-label={t('voice.emerging.title')}>
            {trending.emerging.slice(0, SHOWN).map((item) => (
              <ListItem key={`${item.place.key}:${item.topic}`} disableGutters divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
                <Link component={RouterLink} to={placeTopicLink(item.topic, item.place)} sx={{ fontWeight: 600 }}>
                  {t('voice.emerging.item', { topic: topicLabel(item.topic), place: placeName(item.place) })}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('voice.emerging.compare', {
                    now: formatPercent(item.now_share, i18n.language),
                    before: formatPercent(item.before_share, i18n.language),
                    rest: formatPercent(item.rest_now_share, i18n.language),
                  })}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  );
}
