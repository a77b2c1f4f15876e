import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TicketFigure } from '@voc/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { type FigureTicketsParams, defaultSort, figureParamsFromSearch, searchFromFigureParams } from '../../../lib/reports/figure-tickets-link';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useFigureTicketsQuery } from '../api/figure-tickets-api';
import { FigureTicketsTable } from './figure-tickets-table';

const PAGE_SIZE = 20;
const OPEN_FIGURES = ['open', 'on_time', 'due_soon', 'breached'] as const satisfies readonly TicketFigure[];
const isOpenFigure = (figure: TicketFigure): figure is (typeof OPEN_FIGURES)[number] => (OPEN_FIGURES as readonly string[]).includes(figure);

/** Now, moved on every minute, so the time left counts down while the list is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/app/main/tickets?figure=…`: the tickets behind one tile of the KPI dashboard, under the very
 * filters the tile was counted with, so the list's total is the tile's figure (issue 32). The open
 * tickets can be narrowed to a deadline state and sorted by the time left to their next deadline.
 */
export function FigureTicketsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const params = figureParamsFromSearch(search);
  const now = useMinuteClock();
  const request = params ? { ...params.query, figure: params.figure, sort: params.sort, order: params.order, page: params.page, limit: PAGE_SIZE } : null;
  const answer = useFigureTicketsQuery(request ?? { figure: 'open', sort: 'time_left', order: 'asc', page: 1, limit: PAGE_SIZE }, { skip: !request });
  const back = (
    <Button component={RouterLink} to="/app/main" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('figureTickets.back')}
    </Button>
  );
  if (!params) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="info">{t('figureTickets.unknown')}</Alert>
      </Stack>
    );
  }
  const change = (patch: Partial<FigureTicketsParams>) => setSearch(searchFromFigureParams({ ...params, page: 1, ...patch }));
  const title = isOpenFigure(params.figure) ? t(`figureTickets.title.${params.figure}`) : t('figureTickets.title.kpi', { kpi: `${t(`kpi.${params.figure}`)} · ${t(`kpi.${params.figure}.title`)}` });
  const data = answer.currentData;

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {isOpenFigure(params.figure) && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={params.figure}
          onChange={(_event, figure: TicketFigure | null) => figure && change({ figure, ...defaultSort(figure) })}
          aria-label={t('figureTickets.states')}
          sx={{ flexWrap: 'wrap' }}
        >
          {OPEN_FIGURES.map((figure) => (
            // MUI's unselected grey is below AA contrast on white (axe): the text colour instead.
            <ToggleButton key={figure} value={figure} sx={{ px: 1.5, py: 0.5, '&:not(.Mui-selected)': { color: 'text.primary' } }}>
              {t(`figureTickets.state.${figure}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ px: 2, py: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data ? t('tickets.list.total', { total: data.total }) : t('common.loading')}
          </Typography>
          <DataAsOf asOf={data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
        </Stack>
        {answer.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {answer.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('figureTickets.failed')}
          </Alert>
        ) : (
          <FigureTicketsTable
            rows={data?.result}
            loading={answer.isFetching}
            caption={title}
            now={now}
            showMet={!isOpenFigure(params.figure)}
            sort={params.sort}
            order={params.order}
            onSort={(sort) => change({ sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc' })}
          />
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={params.page - 1}
          onPageChange={(_event, next) => change({ page: next + 1 })}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => t('caseClosed.rows', { from, to, count })}
        />
      </Paper>
    </Stack>
  );
}
