import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NotifyFailureReason } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/reports/number-format';

/** The numbers and emails a group's reasons name, or the branches without a contact, shown apart from the reason. */
function FailureDetails({ failure }: { failure: NotifyFailureReason }) {
  const { t, i18n } = useTranslation();
  if (failure.kind === 'no_contact') {
    return (
      <>
        <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2 }}>
          {failure.branches.map((branch) => (
            <li key={branch.key}>{i18n.language === 'en-US' ? branch.label_en : branch.label}</li>
          ))}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('notify.failures.noContactHint')}
        </Typography>
      </>
    );
  }
  return <span style={{ wordBreak: 'break-word' }}>{failure.addresses.join(', ')}</span>;
}

/**
 * Why notifications failed, one row per channel, stage and kind (libs/domain
 * notify-failure-kinds.ts), most frequent first: the kind, an example of the transport's own words
 * (its number masked), the count, and apart the numbers or emails, or for "not sent: no contact"
 * the branches whose master csn should fix.
 */
export function NotifyFailuresTable({ failures }: { failures: readonly NotifyFailureReason[] }) {
  const { t, i18n } = useTranslation();
  return (
    // On a phone the table scrolls inside its frame; the page itself never scrolls sideways.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('notify.failures.title')}>
    <Table size="small" aria-label={t('notify.failures.title')}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
          <TableCell>{t('notify.col.channel')}</TableCell>
          <TableCell>{t('notify.failures.stage')}</TableCell>
          <TableCell>{t('notify.failures.kind')}</TableCell>
          <TableCell>{t('notify.failures.reason')}</TableCell>
          <TableCell align="right">{t('notify.failures.count')}</TableCell>
          <TableCell>{t('notify.failures.details')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {failures.map((failure) => (
          <TableRow key={`${failure.channel}/${failure.stage}/${failure.kind}`}>
            <TableCell>{t(`notify.channel.${failure.channel}`)}</TableCell>
            <TableCell>{t(`notify.stage.${failure.stage}`)}</TableCell>
            <TableCell>{t(`notify.failureKind.${failure.kind}`)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{failure.reason}</TableCell>
            <TableCell align="right">{formatCount(failure.count, i18n.language)}</TableCell>
            <TableCell>
              <FailureDetails failure={failure} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </Box>
  );
}
