import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { timeLeft, timeLeftUnits } from '../../lib/time-left';

/** "2 d 3 h left" / "overdue 5 h" (in red) for a deadline, "–" without one. */
export function TimeLeftText({ due, now }: { due: string | null; now: Date }) {
  const { t } = useTranslation();
  const left = timeLeft(due, now);
  if (!left) return <span>–</span>;
  const time = timeLeftUnits(left)
    .map(({ unit, count }) => t(`timeLeft.${unit}`, { count }))
    .join(' ');
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: left.overdue ? 700 : 400, color: left.overdue ? 'error.dark' : 'inherit' }}>
      {t(left.overdue ? 'timeLeft.overdue' : 'timeLeft.left', { time })}
    </Typography>
  );
}
