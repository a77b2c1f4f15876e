import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SubscriptionMailRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { subscriptionText } from '../../../lib/subscriptions/subscription-texts';

/** Subscription mails and texts (issue 33) per month, kind and channel: requested, sent, failed. */
export function NotifySubscriptionMailsTable({ rows }: { rows: SubscriptionMailRow[] }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const caption = subscriptionText(locale, 'reportTitle');
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notify.col.month')}</TableCell>
            <TableCell>{t('notify.failures.kind')}</TableCell>
            <TableCell>{t('notify.col.channel')}</TableCell>
            <TableCell align="right">{t('notify.col.requested')}</TableCell>
            <TableCell align="right">{t('notify.col.sent')}</TableCell>
            <TableCell align="right">{t('notify.col.failed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.month}-${row.kind}-${row.channel}`}>
              <TableCell component="th" scope="row">
                {row.month}
              </TableCell>
              <TableCell>{subscriptionText(locale, `kind.${row.kind}`)}</TableCell>
              <TableCell>{t(`notify.channel.${row.channel}`)}</TableCell>
              <TableCell align="right">{row.requested}</TableCell>
              <TableCell align="right">{row.sent}</TableCell>
              <TableCell align="right">{row.failed}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
