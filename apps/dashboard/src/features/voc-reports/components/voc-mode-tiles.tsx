import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VocChange, VocModeFigure } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatCount } from '../../../lib/reports/number-format';
import { VocChangeText } from './voc-change';

/** The period at a glance: tickets (with the change) and complaints, then each report mode's tickets. */
export function VocModeTiles({ tickets, complaints, modes }: { tickets: VocChange; complaints: number; modes: readonly VocModeFigure[] }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const tile = (key: string, title: string, value: number, extra?: React.ReactNode) => (
    <Paper key={key} variant="outlined" sx={{ p: 1.5, minWidth: 150, flex: '1 1 150px' }} data-testid={`voc-tile-${key}`}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatCount(value, i18n.language)}
      </Typography>
      {extra}
    </Paper>
  );
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {tile('tickets', t('vocReports.tile.tickets'), tickets.now, <VocChangeText change={tickets.change} now={tickets.now} previous={tickets.previous} />)}
      {tile('complaints', t('vocReports.tile.complaints'), complaints)}
      {modes.map((mode) => tile(`mode-${mode.mode}`, t('vocReports.tile.mode', { mode: translate(`reports.mode.${mode.mode}`) }), mode.tickets))}
    </Stack>
  );
}
