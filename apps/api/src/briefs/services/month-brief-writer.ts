import { Injectable, Logger } from '@nestjs/common';
import type { MonthBrief } from '@voc/contracts';
import { BRIEF_LANGUAGES, briefFileName, briefScopes, briefScopeText, parseBriefMonth, type BriefLanguage, type BriefScope } from '@voc/domain';
import { MonthBriefsRepository } from '../repositories/month-briefs.repository';
import { BriefAssembler } from './brief-assembler';
import { briefHtml } from './brief-html';
import { BriefPdfRenderer } from './brief-pdf-renderer';

/** A brief's PDF as a download or a mail attachment takes it. */
export interface BriefPdf {
  fileName: string;
  pdf: Buffer;
}

const scopeLabel = (scope: BriefScope) => {
  const label = scope.level === 'network' ? 'network' : scope.level === 'region' ? scope.region : scope.areaCode;
  return { label, label_en: label };
};

/**
 * Writes and reads the monthly briefs. A brief of a closed month is written once per place and
 * language (month_briefs: its figures and its PDF) and read back from there ever after; a month not
 * closed yet is assembled on each read and never stored (its figures still move).
 */
@Injectable()
export class MonthBriefWriter {
  private readonly logger = new Logger('MonthBriefWriter');

  constructor(
    private readonly assembler: BriefAssembler,
    private readonly renderer: BriefPdfRenderer,
    private readonly monthBriefs: MonthBriefsRepository,
  ) {}

  private get store(): MonthBriefsRepository {
    return this.monthBriefs;
  }

  /** The brief's figures: the stored ones of a written brief, else assembled from the reports now. */
  async content(scope: BriefScope, month: string): Promise<MonthBrief> {
    return (await this.store.content(briefScopeText(scope), month)) ?? (await this.assembler.assemble(scope, month, scopeLabel(scope)));
  }

  /**
   * The PDF of a place's brief for a month (`month` YYYY-MM or YYYY-MM-01) in a language: the stored
   * one when written, else rendered now (and stored when the month is final). For the mail side
   * (subscriptions): `writer.pdf(parseBriefScope('region-Region1')!, '2026-10', 'th')`.
   */
  async pdf(scope: BriefScope, month: string, language: BriefLanguage): Promise<BriefPdf> {
    const first = `${month.slice(0, 7)}-01`;
    if (!parseBriefMonth(first.slice(0, 7))) throw new RangeError(`brief month "${month}" is not YYYY-MM`);
    const fileName = briefFileName(scope, first, language);
    const stored = await this.store.find(briefScopeText(scope), first, language);
    if (stored) return { fileName, pdf: stored.pdf };
    return { fileName, pdf: await this.write(scope, first, language, await this.content(scope, first)) };
  }

  private async write(scope: BriefScope, month: string, language: BriefLanguage, content: MonthBrief): Promise<Buffer> {
    const started = performance.now();
    const pdf = await this.renderer.pdf(briefHtml(content, language));
    const ms = performance.now() - started;
    if (content.final) await this.store.insert(briefScopeText(scope), month, language, content, pdf, ms);
    return pdf;
  }

  /**
   * Every brief of a closed month (the network, each region, each area; Thai and English) not
   * written yet; the figures of a place are assembled once for both languages, and the next place's
   * while this one's print (the database and chromium work side by side). Idempotent: a brief
   * already written (by this or another process) is left as it is. Stops (writing nothing more)
   * when the month turns out not to be final yet.
   */
  async writeMonth(month: string): Promise<{ written: number; scopes: number }> {
    const written = await this.store.written(month);
    const scopes = await this.scopes();
    const places = scopes
      .map((scope) => ({ scope, missing: BRIEF_LANGUAGES.filter((language) => !written.has(`${briefScopeText(scope)}/${language}`)) }))
      .filter((place) => place.missing.length > 0);
    const figures = (index: number): Promise<MonthBrief> | null => {
      const place = places[index];
      if (!place) return null;
      const content = this.content(place.scope, month);
      content.catch(() => undefined); // awaited in its turn; not an unhandled rejection meanwhile
      return content;
    };
    let count = 0;
    let next = figures(0);
    for (let index = 0; index < places.length; index += 1) {
      const { scope, missing } = places[index] as (typeof places)[number];
      const content = await (next as Promise<MonthBrief>);
      if (!content.final) {
        this.logger.log({ month, scope: briefScopeText(scope) }, 'briefs not written: the month is not final yet');
        return { written: count, scopes: scopes.length };
      }
      next = figures(index + 1);
      // The languages print side by side (the renderer prints two pages at once).
      await Promise.all(missing.map((language) => this.write(scope, month, language, content)));
      count += missing.length;
    }
    this.logger.log({ month, written: count, scopes: scopes.length }, 'monthly briefs written');
    return { written: count, scopes: scopes.length };
  }

  /** The month's scopes: the network, each region and each area of the dealer master. */
  async scopes(): Promise<BriefScope[]> {
    return briefScopes(await this.store.places());
  }
}
