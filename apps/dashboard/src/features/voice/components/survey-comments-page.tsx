import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportHeading } from '../../../components/reports/report-heading';
import { useReportUser } from '../../../lib/reports/use-report-user';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { PagedTablePager } from '../../../components/ui/paged-table-pager';
import { formatCount } from '../../../lib/reports/number-format';
import { changePlace } from '../../../lib/reports/network-place';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useSurveyCommentsQuery, voiceRefreshed } from '../api/voice-api';
import { useFilterAddress } from '../../../lib/reports/filter-form/use-filter-address';
import { COMMENTS_PAGE_SIZE, type CommentFilters, commentFiltersFromSearch, commentsQueryOf, searchFromCommentFilters } from '../utils/comment-filters';
import { CommentCard } from './comment-card';
import { CommentFilterFields } from './comment-filter-fields';

/**
 * `/app/ticket/survey/comments` (issue 30): every survey answer with a comment, newest first, in
 * the user's scope (a dealer sees its own branch): score, dealer, day, topics and the words that
 * decided them marked, and the survey ticket it raised. Filters and page live in the address, so
 * the voice page's figures link here with their topic, days and place.
 */
export function SurveyCommentsPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { scope, types } = useReportUser(user);
  const address = useMemo(() => ({ read: (search: URLSearchParams) => commentFiltersFromSearch(search, types), write: searchFromCommentFilters }), [types]);
  const [filters, setFilters] = useFilterAddress(address);
  const comments = useSurveyCommentsQuery(commentsQueryOf(filters));
  const data = comments.currentData;

  // Any change of filter starts from the first page.
  const change = useCallback((patch: Partial<CommentFilters>) => setFilters({ ...filters, ...patch, ...changePlace(filters, patch), page: 1 }), [filters, setFilters]);

  return (
    <Stack spacing={2}>
      <ReportHeading
        title={title}
        details={
          data && (
            <Typography variant="body2" color="text.secondary" component="p">
              {t('voice.comments.total', { total: formatCount(data.total, i18n.language) })}
            </Typography>
          )
        }
        aside={<DataAsOf asOf={comments.data?.data_as_of} onRefresh={() => dispatch(voiceRefreshed())} />}
      />
      <CommentFilterFields value={filters} onChange={change} scope={scope} types={types} />
      {comments.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {data && data.result.length === 0 && <Alert severity="info">{t('voice.comments.none')}</Alert>}
      <Stack spacing={1.5} component="section" aria-label={t('voice.comments.list')}>
        {data?.result.map((comment) => <CommentCard key={comment.id} comment={comment} />)}
      </Stack>
      {data && data.total > COMMENTS_PAGE_SIZE && (
        <PagedTablePager total={data.total} pageIndex={filters.page - 1} limit={COMMENTS_PAGE_SIZE} pageSizes={[COMMENTS_PAGE_SIZE]} onPageIndexChange={(index) => setFilters({ ...filters, page: index + 1 })} onLimitChange={() => undefined} />
      )}
    </Stack>
  );
}
