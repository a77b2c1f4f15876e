import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NotifyFailureReason } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/reports/number-format';

/** Why notifications failed, most frequent first: the transport's own words (an SMTP reply, the gateway's code). */
export function NotifyFailuresTable({ failures }: { failures: readonly NotifyFailureReason[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="small" aria-label={t('notify.failures.title')}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
          <TableCell>{t('notify.col.channel')}</TableCell>
          <TableCell>{t('notify.failures.stage')}</TableCell>
          <TableCell>{t('notify.failures.reason')}</TableCell>
          <TableCell align="right">{t('notify.failures.count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {failures.map((failure) => (
          <TableRow key={`${failure.channel}/${failure.stage}/${failure.reason}`}>
            <TableCell>{t(`notify.channel.${failure.channel}`)}</TableCell>
            <TableCell>{t(`notify.stage.${failure.stage}`)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{failure.reason}</TableCell>
            <TableCell align="right">{formatCount(failure.count, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
