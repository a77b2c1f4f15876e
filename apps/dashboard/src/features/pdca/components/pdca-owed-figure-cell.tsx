import type { PdcaReportRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPoints } from '../../../lib/reports/number-format';

/**
 * "Before" or "after" on a PDCA report line: the measures the plan is owed to (NPS in points for
 * a plan owed to a low NPS, the missed KPI in percent), one a line; the tickets' overall KPI when
 * it is owed to none.
 */
export function PdcaOwedFigureCell({ row, when }: { row: PdcaReportRow; when: 'before' | 'after' }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (row.owed_figures.length === 0) return <>{formatPercent(when === 'before' ? row.kpi_before : row.kpi_after, locale)}</>;
  return (
    <>
      {row.owed_figures.map((figure) => (
        <div key={figure.measure} data-owed-measure={figure.measure}>
          {t(`pdca.measure.${figure.measure}`)}: {figure.measure === 'nps' ? formatPoints(figure[when], locale) : formatPercent(figure[when], locale)}
        </div>
      ))}
    </>
  );
}
