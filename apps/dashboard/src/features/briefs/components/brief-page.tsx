import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BriefDealer, MonthBrief, SignedInUser } from '@voc/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceField } from '../../../components/ui/choice-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { ScrollingTable } from '../../../components/ui/scrolling-table';
import { isApiError } from '../../../lib/api-error';
import { saveDownloadedFile } from '../../../lib/downloads/file-download';
import { useDownloadSpreadsheetMutation } from '../../../lib/downloads/downloads-api';
import { currentYearMonth } from '../../../lib/reports/report-calendar';
import { useGetBriefQuery } from '../api/briefs-api';
import { briefScopeChoices, lastMonthText } from '../utils/brief-scopes';
// The page's Thai texts load with its code (not with /app/main's first load).
import '../../../i18n/brief-texts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const figure = (value: number | null, measure: string) => (value === null ? '–' : measure.startsWith('nps_') ? value.toFixed(1) : `${value.toFixed(1)}%`);
const change = (value: number | null) => (value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}`);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A section listing items, or saying there are none. */
function ListSection<T>({ title, items, children }: { title: string; items: readonly T[]; children: (item: T) => React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      {items.length === 0 && <Typography variant="body2">{t('brief.none')}</Typography>}
      {items.map(children)}
    </Section>
  );
}

/** Two sections beside each other on a wide screen, one above the other on a phone. */
function SectionPair({ children }: { children: [React.ReactNode, React.ReactNode] }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ flex: 1 }}>{children[0]}</Box>
      <Box sx={{ flex: 1 }}>{children[1]}</Box>
    </Stack>
  );
}

/**
 * `/app/report/brief?month=YYYY-MM&scope=…`: the monthly executive brief of a place (issue 33) —
 * the same figures as its PDF, which downloads as BRIEF_{scope}_{YYYYMM}.pdf in Thai or English.
 */
export function BriefPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  const [search, setSearch] = useSearchParams();
  const scopes = useMemo(() => briefScopeChoices(user), [user]);
  const [today] = useState(currentYearMonth);
  const month = MONTH.test(search.get('month') ?? '') ? (search.get('month') as string) : lastMonthText(today);
  const scope = scopes.includes(search.get('scope') ?? '') ? (search.get('scope') as string) : (scopes[0] ?? 'network');
  const brief = useGetBriefQuery({ month, scope });
  const [download, downloading] = useDownloadSpreadsheetMutation();
  const [downloadFailed, setDownloadFailed] = useState(false);

  const set = (name: 'month' | 'scope', value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next);
  };
  const scopeLabel = (value: string) => (value === 'network' ? t('brief.scope.network') : value.startsWith('region-') ? `${t('brief.scope.region')} ${value.slice(7)}` : `${t('brief.scope.area')} ${value.slice(5)}`);
  const pdf = async (lang: 'th' | 'en') => {
    setDownloadFailed(false);
    try {
      const answer = await download({ url: '/reports/brief/pdf', params: { month, scope, lang } }).unwrap();
      if ('file' in answer) saveDownloadedFile(answer.file);
    } catch {
      setDownloadFailed(true);
    }
  };
  const data: MonthBrief | undefined = brief.currentData;
  const label = (d: { label: string; label_en: string }) => (english ? d.label_en : d.label);
  const dealers = (list: BriefDealer[], measure: string) => (list.length ? list.map((d) => `${label(d)} (${figure(d.value, measure)})`).join(' · ') : t('brief.none'));

  return (
    <Stack spacing={2}>
      <PageHeading title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField type="month" size="small" label={t('brief.month')} value={month} onChange={(event) => MONTH.test(event.target.value) && set('month', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <ChoiceField label={t('brief.place')} value={scope} choices={scopes.map((value) => ({ value, label: scopeLabel(value) }))} onChange={(value) => set('scope', value)} minWidth={220} />
        <Button variant="contained" disabled={downloading.isLoading} onClick={() => void pdf('th')}>
          {t('brief.downloadTh')}
        </Button>
        <Button variant="outlined" disabled={downloading.isLoading} onClick={() => void pdf('en')}>
          {t('brief.downloadEn')}
        </Button>
      </Stack>
      {downloadFailed && <Alert severity="error">{t('errors.brief.rendererUnavailable')}</Alert>}
      {brief.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {brief.isError && <Alert severity="error">{isApiError(brief.error) && brief.error.status === 403 ? t('errors.auth.forbidden') : t('errors.internal')}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="p">
              {scopeLabel(data.scope)} · {data.month}
            </Typography>
            <Chip size="small" color={data.final ? 'success' : 'warning'} label={data.final ? t('brief.final') : t('brief.notFinal')} />
          </Stack>
          <Section title={t('brief.measures')}>
            <ScrollingTable label={t('brief.measures')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('brief.measure')}</TableCell>
                  <TableCell align="right">{t('brief.value')}</TableCell>
                  <TableCell align="right">{t('brief.target')}</TableCell>
                  <TableCell align="right">{t('brief.previous', { month: data.previous_month })}</TableCell>
                  <TableCell align="right">{t('brief.change')}</TableCell>
                  <TableCell align="right">{t('brief.lastYear', { month: data.last_year_month })}</TableCell>
                  <TableCell align="right">{t('brief.change')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.measures.map((m) => (
                  <TableRow key={m.measure}>
                    <TableCell>{t(`brief.measure.${m.measure}`)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, color: m.meets_target === false ? 'error.main' : m.meets_target ? 'success.main' : undefined }}>
                      {figure(m.value, m.measure)}
                    </TableCell>
                    <TableCell align="right">{m.target === null ? '–' : figure(m.target, m.measure)}</TableCell>
                    <TableCell align="right">{figure(m.previous, m.measure)}</TableCell>
                    <TableCell align="right">{change(m.change_previous)}</TableCell>
                    <TableCell align="right">{figure(m.last_year, m.measure)}</TableCell>
                    <TableCell align="right">{change(m.change_last_year)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollingTable>
          </Section>
          <SectionPair>
            <ListSection title={t('brief.categories')} items={data.categories}>
              {(c) => (
                <Typography variant="body2" key={c.code}>
                  {c.code} {t(`category.${c.code}`, { defaultValue: '' })} — {c.now} ({change(c.change)})
                </Typography>
              )}
            </ListSection>
            <Section title={t('brief.pdca')}>
              <Typography variant="body2">{t('brief.openPlans', { count: data.pdca.open })}</Typography>
              {data.pdca.plans.map((p) => (
                <Typography variant="body2" key={`${p.dealer}-${p.type}-${p.month}`}>
                  {english ? p.dealer_en : p.dealer} · {t(`brief.type.${p.type}`)} · {p.month} · {t(`brief.state.${p.state}`, { defaultValue: p.state })}
                </Typography>
              ))}
            </Section>
          </SectionPair>
          <Section title={t('brief.dealers')}>
            <ScrollingTable label={t('brief.dealers')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('brief.measure')}</TableCell>
                  <TableCell>{t('brief.best')}</TableCell>
                  <TableCell>{t('brief.worst')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.dealers.map((d) => (
                  <TableRow key={d.measure}>
                    <TableCell>{t(`brief.measure.${d.measure}`)}</TableCell>
                    <TableCell>{dealers(d.best, d.measure)}</TableCell>
                    <TableCell>{dealers(d.worst, d.measure)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollingTable>
          </Section>
          <SectionPair>
            <ListSection title={t('brief.topics')} items={data.topics}>
              {(topic) => (
                <Typography variant="body2" key={topic.topic}>
                  {t(topic.kind === 'praise' ? `voice.topic.${topic.topic}` : `category.${topic.topic}`, { defaultValue: topic.topic })} — {topic.now}
                </Typography>
              )}
            </ListSection>
            <ListSection title={t('brief.quotes')} items={data.quotes}>
              {(q) => (
                <Box component="blockquote" key={`${q.dealer}-${q.day}`} sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
                  <Typography variant="body2">“{q.comment}”</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {english ? q.dealer_en : q.dealer} · NPS {q.nps} · {q.day}
                  </Typography>
                </Box>
              )}
            </ListSection>
          </SectionPair>
        </>
      )}
    </Stack>
  );
}
