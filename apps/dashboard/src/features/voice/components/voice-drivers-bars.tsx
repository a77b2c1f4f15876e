import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { VoiceDriver } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { useTopicLabel } from '../hooks/use-topic-label';

const SHOWN = 10;

/**
 * NPS drivers as impact bars, each said in words ("Waiting time costs Region 3 8.0 NPS points"):
 * bars to the right cost points, to the left (praise) bring them. A bar's words link to its comments.
 */
export function VoiceDriversBars({ drivers, placeName, linkOf }: { drivers: readonly VoiceDriver[]; placeName: string; linkOf: (topic: string) => string }) {
  const { t, i18n } = useTranslation();
  const topicLabel = useTopicLabel();
  const locale = i18n.language;
  const shown = drivers.filter((driver) => driver.impact !== null && driver.impact !== 0).slice(0, SHOWN);
  if (shown.length === 0) return <Typography color="text.secondary">{t('errors.noData')}</Typography>;
  const widest = Math.max(...shown.map((driver) => Math.abs(driver.impact ?? 0)));
  return (
    <List dense aria-label={t('voice.drivers.title')}>
      {shown.map((driver) => {
        const impact = driver.impact ?? 0;
        const points = Math.abs(impact).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        const sentence = impact > 0 ? t('voice.drivers.costs', { topic: topicLabel(driver.topic), place: placeName, points }) : t('voice.drivers.brings', { topic: topicLabel(driver.topic), place: placeName, points });
        return (
          <ListItem key={driver.topic} disableGutters divider sx={{ display: 'block' }}>
            <Link component={RouterLink} to={linkOf(driver.topic)}>
              {sentence}
            </Link>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Box sx={{ flex: 1, height: 10, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
                <Box data-impact-bar style={{ width: `${Math.round((Math.abs(impact) / widest) * 100)}%` }} sx={{ height: '100%', bgcolor: impact > 0 ? 'error.main' : 'success.main' }} />
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ minWidth: 180 }}>
                {t('voice.drivers.detail', { comments: formatCount(driver.comments, locale), share: formatPercent(driver.share, locale), with: formatCount(driver.nps_with, locale), without: formatCount(driver.nps_without, locale) })}
              </Typography>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
