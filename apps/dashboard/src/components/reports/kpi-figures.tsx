import type { KpiReportRow, OpenTicketsSummary } from '@voc/contracts';
import type { TicketFigure } from '@voc/domain';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../lib/reports/number-format';

export interface KpiFiguresProps {
  /** Open tickets now; undefined while loading. */
  open: OpenTicketsSummary | undefined;
  /** The period's KPI totals (the user's scope and filters); undefined while loading. */
  total: KpiReportRow | undefined;
  /** Where each tile leads: the list of the tickets behind its figure (a tile without one is not a link). */
  links?: Partial<Record<TicketFigure, string>>;
  /** Opens a tile's list inside the app (no page load); without it the link loads the page. */
  onOpen?: (href: string) => void;
}

type Tone = 'default' | 'error' | 'warning';

interface FigureProps {
  label: string;
  /** undefined while loading (a placeholder bar shows). */
  value: string | undefined;
  hint?: string;
  tone?: Tone;
  href?: string;
  onOpen?: (href: string) => void;
}

/** A plain left click opens in the app; a click with a modifier (new tab, new window) is the browser's. */
function openInApp(event: MouseEvent<HTMLAnchorElement>, href: string, onOpen: ((href: string) => void) | undefined) {
  if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onOpen(href);
}

/**
 * One key figure: a list item labelled by its title, MUI's outlined paper in plain CSS
 * (kpi-figures.css). With a link, the whole tile opens the tickets behind the figure.
 */
function Figure({ label, value, hint, tone = 'default', href, onOpen }: FigureProps) {
  const labelId = useId();
  const figure = (
    <>
      <p id={labelId} className="kf-label">
        {label}
      </p>
      {value === undefined ? <span className="kf-skeleton" /> : <p className={`kf-value kf-${tone}`}>{value}</p>}
      {hint && <span className="kf-hint">{hint}</span>}
    </>
  );
  return (
    <li aria-labelledby={labelId} className={href ? 'kf-tile kf-linked' : 'kf-tile'}>
      {href ? (
        <a className="kf-link" href={href} onClick={(event) => openInApp(event, href, onOpen)}>
          {figure}
        </a>
      ) : (
        figure
      )}
    </li>
  );
}

/**
 * The KPI dashboard's key figures: open now, breached now, due soon, and the period's KPI2a and
 * KPI4a attainment. Without MUI (issue 15): the same component shows them in the light first view
 * of /app/main (src/first-view) and in the app's KPI dashboard, whose look it keeps. Its styles are
 * kpi-figures.css, imported by the two entries that show it (first-view-entry.tsx, kpi-dashboard.tsx).
 */
export function KpiFigures({ open, total, links = {}, onOpen }: KpiFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, locale));
  const breachedShare = open && open.open > 0 ? formatPercent((open.breached / open.open) * 100, locale) : formatPercent(null, locale);
  const rate = (kpi: 'kpi2a' | 'kpi4a'): FigureProps => ({
    label: `${t(`kpi.${kpi}`)} · ${t(`kpi.${kpi}.title`)}`,
    value: total ? formatPercent(total[kpi].rate, locale) : undefined,
    hint: total ? t('reports.metOfDecided', { met: formatCount(total[kpi].met, locale), decided: formatCount(total[kpi].decided, locale) }) : undefined,
  });
  return (
    <ul aria-label={t('kpiDashboard.tiles')} className="kf-figures">
      <Figure href={links.open} onOpen={onOpen} label={t('kpiDashboard.tile.open')} value={count(open?.open)} hint={open ? t('kpiDashboard.tile.open.hint', { onTime: formatCount(open.on_time, locale) }) : undefined} />
      <Figure href={links.breached} onOpen={onOpen} label={t('kpiDashboard.tile.breached')} value={count(open?.breached)} tone={open && open.breached > 0 ? 'error' : 'default'} hint={open ? t('kpiDashboard.tile.breached.hint', { share: breachedShare }) : undefined} />
      <Figure href={links.due_soon} onOpen={onOpen} label={t('kpiDashboard.tile.dueSoon')} value={count(open?.due_soon)} tone={open && open.due_soon > 0 ? 'warning' : 'default'} hint={t('kpiDashboard.tile.dueSoon.hint')} />
      <Figure {...rate('kpi2a')} href={links.kpi2a} onOpen={onOpen} />
      <Figure {...rate('kpi4a')} href={links.kpi4a} onOpen={onOpen} />
    </ul>
  );
}
