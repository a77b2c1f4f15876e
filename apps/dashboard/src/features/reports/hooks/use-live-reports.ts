import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { reportsRefreshed, useReportFreshnessQuery } from '../../../lib/reports/freshness-api';
import { usePageVisible } from '../../../lib/live/use-page-visible';

/** How often an open, visible report page asks whether the projections moved. */
export const FRESHNESS_POLL_MS = 15_000;

/**
 * Keeps an open report page current (issue 16): while the tab is visible it asks the projections'
 * freshness every FRESHNESS_POLL_MS (and at once when the tab shows again, or the page is opened
 * again), and asks every report again when their checkpoint has moved. Answers the freshness.
 */
export function useLiveReports() {
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const freshness = useReportFreshnessQuery(undefined, { pollingInterval: visible ? FRESHNESS_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const { refetch } = freshness;
  const checkpoint = freshness.data?.checkpoint;
  // The checkpoint the shown numbers belong to (a cached answer's, when the page is opened again).
  const seen = useRef(checkpoint);

  useEffect(() => {
    if (checkpoint === undefined) return;
    if (seen.current !== undefined && seen.current !== checkpoint) dispatch(reportsRefreshed());
    seen.current = checkpoint;
  }, [checkpoint, dispatch]);

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  return freshness;
}
