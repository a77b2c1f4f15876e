import type { BriefDealer, BriefMeasureFigure, MonthBrief } from '@voc/contracts';
import type { BriefLanguage } from '@voc/domain';
import { briefFontFaces } from './brief-fonts';
import { BRIEF_TEXTS } from './brief-texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const isPoints = (measure: string) => measure.startsWith('nps_');
function figure(value: number | null, measure: string): string {
  if (value === null) return '–';
  return isPoints(measure) ? value.toFixed(1) : `${value.toFixed(1)}%`;
}
function change(value: number | null): string {
  if (value === null) return '–';
  const cls = value > 0 ? 'up' : value < 0 ? 'down' : '';
  return `<span class="${cls}">${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(1)}</span>`;
}

const STYLE = `
@page { size: A4; margin: 9mm 10mm; }
* { box-sizing: border-box; }
body { font-family: 'Sarabun', sans-serif; font-size: 8.4pt; line-height: 1.42; color: #1a1a1a; margin: 0; }
h1 { font-size: 15pt; margin: 0; }
h2 { font-size: 9.6pt; margin: 7px 0 3px; border-bottom: 1.2px solid #c3002f; padding-bottom: 1px; }
.head { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2.5px solid #c3002f; padding-bottom: 3px; }
.sub { color: #555; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 1.3px 4px; text-align: left; vertical-align: top; }
th { background: #f1f1f1; font-weight: 700; }
tr + tr td { border-top: 0.5px solid #e2e2e2; }
td.n, th.n { text-align: right; white-space: nowrap; }
.up { color: #1b7a2f; } .down { color: #b3261e; }
.miss { color: #b3261e; font-weight: 700; } .met { color: #1b7a2f; font-weight: 700; }
.cols { display: flex; gap: 10px; } .cols > div { flex: 1; min-width: 0; }
.dealer { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.rank td { font-size: 7.4pt; } .rank td.m { font-weight: 700; width: 19%; }
.rank .dealer { display: inline-block; margin-right: 7px; max-width: none; }
blockquote { margin: 2px 0 4px; padding: 2px 6px; line-height: 1.6; border-left: 2.5px solid #c3002f; background: #fafafa; }
.muted { color: #666; font-size: 7.4pt; }
`;

function scopeTitle(brief: MonthBrief, language: BriefLanguage): string {
  const t = BRIEF_TEXTS[language];
  if (brief.scope === 'network') return t.network;
  const label = language === 'en' ? brief.scope_label_en : brief.scope_label;
  return `${brief.scope.startsWith('region-') ? t.region : t.area} ${label}`;
}

function measureRow(m: BriefMeasureFigure, language: BriefLanguage): string {
  const t = BRIEF_TEXTS[language];
  const cls = m.meets_target === null ? '' : m.meets_target ? 'met' : 'miss';
  return `<tr><td>${esc(t.measures[m.measure])}</td><td class="n ${cls}">${figure(m.value, m.measure)}</td><td class="n">${m.base}</td><td class="n">${m.target === null ? '–' : figure(m.target, m.measure)}</td><td class="n">${figure(m.previous, m.measure)}</td><td class="n">${change(m.change_previous)}</td><td class="n">${figure(m.last_year, m.measure)}</td><td class="n">${change(m.change_last_year)}</td></tr>`;
}

function dealerCell(dealers: BriefDealer[], measure: string, language: BriefLanguage): string {
  if (dealers.length === 0) return `<span class="muted">${esc(BRIEF_TEXTS[language].none)}</span>`;
  return dealers.map((d) => `<span class="dealer">${esc((language === 'en' ? d.label_en : d.label).split(' ').slice(0, 2).join(' '))} · ${figure(d.value, measure)}</span>`).join('');
}

/**
 * The brief as one self-contained A4 HTML page (fonts inlined, no script, no outside request):
 * what headless chromium prints to PDF, in Thai or English.
 */
export function briefHtml(brief: MonthBrief, language: BriefLanguage): string {
  const t = BRIEF_TEXTS[language];
  const lang = language === 'th' ? 'th' : 'en';
  const measures = brief.measures.map((m) => measureRow(m, language)).join('');
  const categories = brief.categories.length
    ? `<table><tr><th>${t.category}</th><th class="n">${t.complaints}</th><th class="n">${t.previous}</th><th class="n">${t.change}</th></tr>${brief.categories.map((c) => `<tr><td>${esc(c.code)}</td><td class="n">${c.now}</td><td class="n">${c.previous}</td><td class="n">${change(c.change)}</td></tr>`).join('')}</table>`
    : `<p class="muted">${t.none}</p>`;
  const plans = brief.pdca.plans
    .map((p) => `<tr><td><span class="dealer">${esc(language === 'en' ? p.dealer_en : p.dealer)}</span></td><td>${t.types[p.type]}</td><td>${p.month}</td><td>${esc(t.states[p.state] ?? p.state)}</td></tr>`)
    .join('');
  const states = Object.entries(brief.pdca.by_state)
    .map(([state, n]) => `${esc(t.states[state] ?? state)} ${n}`)
    .join(' · ');
  const topics = brief.topics.length
    ? `<table>${brief.topics.map((topic) => `<tr><td>${esc(topic.topic)}</td><td class="n">${topic.now}</td><td class="n">${topic.before_share === null ? '–' : `${topic.before_share.toFixed(1)}%`} → ${topic.now_share === null ? '–' : `${topic.now_share.toFixed(1)}%`}</td></tr>`).join('')}</table>`
    : `<p class="muted">${t.none}</p>`;
  const quotes = brief.quotes.map((q) => `<blockquote>“${esc(q.comment)}”<br><span class="muted">${esc(language === 'en' ? q.dealer_en : q.dealer)} · NPS ${q.nps} · ${q.day}</span></blockquote>`).join('');
  const ranks = brief.dealers
    .map((d) => `<tr><td class="m">${esc(t.measures[d.measure])}</td><td>${dealerCell(d.best, d.measure, language)}</td><td>${dealerCell(d.worst, d.measure, language)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.title)} ${brief.month}</title><style>${briefFontFaces()}${STYLE}</style></head><body>
<div class="head"><div><h1>${esc(t.title)} · ${esc(scopeTitle(brief, language))}</h1><span class="sub">${brief.final ? t.final : t.notFinal}</span></div><div><b>${brief.month}</b></div></div>
<h2>${t.measure}</h2>
<table><tr><th>${t.measure}</th><th class="n">${t.value}</th><th class="n">n</th><th class="n">${t.target}</th><th class="n">${t.previous} (${brief.previous_month})</th><th class="n">${t.change}</th><th class="n">${t.lastYear} (${brief.last_year_month})</th><th class="n">${t.change}</th></tr>${measures}</table>
<div class="cols"><div><h2>${t.categories}</h2>${categories}</div><div><h2>${t.pdca}</h2><p>${t.openPlans}: <b>${brief.pdca.open}</b>${states ? ` (${states})` : ''}</p>${plans ? `<table>${plans}</table>` : ''}</div></div>
<h2>${t.dealers}</h2>
<table class="rank"><tr><th>${t.measure}</th><th>${t.best}</th><th>${t.worst}</th></tr>${ranks}</table>
<div class="cols"><div><h2>${t.topics}</h2>${topics}</div><div><h2>${t.quotes}</h2>${quotes || `<p class="muted">${t.none}</p>`}</div></div>
<p class="muted">${t.generated} ${brief.generated_at.slice(0, 16).replace('T', ' ')} UTC</p>
</body></html>`;
}
