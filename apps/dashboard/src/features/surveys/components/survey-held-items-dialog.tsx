import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { SurveyType } from '@voc/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useSurveyHeldItemsQuery } from '../api/survey-reports-api';

const PAGE_SIZE = 20;

/** csn's list of the items the survey sync holds for a type: which, from which endpoint, why, since when. */
export function SurveyHeldItemsDialog({ type, open, onClose }: { type: SurveyType; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const held = useSurveyHeldItemsQuery({ type, page: page + 1, limit: PAGE_SIZE }, { skip: !open });
  const rows = held.data?.result ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('surveyReports.held.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('surveyReports.held.intro')}
        </Typography>
        {held.isError && <Typography color="error">{t('surveyReports.held.failed')}</Typography>}
        {!held.isFetching && !held.isError && rows.length === 0 && <Typography>{t('surveyReports.held.none')}</Typography>}
        {rows.length > 0 && (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('surveyReports.held.surveyId')}</TableCell>
                <TableCell>{t('surveyReports.held.stream')}</TableCell>
                <TableCell>{t('surveyReports.held.dealerCode')}</TableCell>
                <TableCell>{t('surveyReports.held.reason')}</TableCell>
                <TableCell>{t('surveyReports.held.lastHeld')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.stream}:${row.survey_id}`}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.survey_id}</TableCell>
                  <TableCell>{t(`surveyReports.held.streams.${row.stream}`)}</TableCell>
                  <TableCell>{row.dealer_code || '–'}</TableCell>
                  <TableCell>
                    {t(`surveyReports.held.reasons.${row.reason}`)}
                    {row.detail && (
                      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                        {row.detail}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatDateTime(row.last_held_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {(held.data?.total ?? 0) > PAGE_SIZE && (
          <TablePagination component="div" count={held.data?.total ?? 0} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
