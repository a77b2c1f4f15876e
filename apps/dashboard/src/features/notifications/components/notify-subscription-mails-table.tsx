import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SubscriptionMailRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';

/** Subscription mails and texts (issue 33) per month, kind and channel: requested, sent, failed. */
export function NotifySubscriptionMailsTable({ rows }: { rows: SubscriptionMailRow[] }) {
  const { t } = useTranslation();
  const caption = t('notify.subscriptions.title');
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notify.subscriptions.month')}</TableCell>
            <TableCell>{t('notify.subscriptions.kind')}</TableCell>
            <TableCell>{t('notify.subscriptions.channel')}</TableCell>
            <TableCell align="right">{t('notify.subscriptions.requested')}</TableCell>
            <TableCell align="right">{t('notify.subscriptions.sent')}</TableCell>
            <TableCell align="right">{t('notify.subscriptions.failed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.month}-${row.kind}-${row.channel}`}>
              <TableCell component="th" scope="row">
                {row.month}
              </TableCell>
              <TableCell>{t(`notify.subscriptions.kindName.${row.kind}`)}</TableCell>
              <TableCell>{t(`notify.subscriptions.channelName.${row.channel}`)}</TableCell>
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
