import { Injectable } from '@nestjs/common';
import type { ReportFreeze } from '@voc/contracts';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork, type SqlParams } from '@voc/sql';
import { VoiceFiguresRepository } from '../repositories/voice-figures.repository';
import { voiceDataAsOf, voiceDataAsOfFromRows, voiceFreshnessParts } from './voice-freshness';
import { voiceFreezeOf, voiceFreezeSql } from './voice-freeze';

/** A voice report's one statement answered: its reads by name, when its data is from, and its period's freeze. */
export interface VoiceAnswer<K extends string> {
  rows: Record<K, unknown[]>;
  dataAsOf: string | null;
  freeze: ReportFreeze | null;
}

/**
 * The rows step of every voice report: its reads of the roll-ups (VoiceFiguresRepository.together),
 * the month-end freeze of its period when it shows one (`freeze`: the period and the WHERE of its
 * texts, built into the same `params`) and the data's freshness, as ONE statement when the
 * reporting store is the main database (one round trip, one plan, the frozen months read once);
 * the freshness beside it when the reporting store is a database of its own.
 */
@Injectable()
export class VoiceStatement {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
    private readonly figures: VoiceFiguresRepository,
  ) {}

  /** When the voice figures are from, read on its own (a report without a statement of roll-up reads). */
  dataAsOf(): Promise<string | null> {
    return voiceDataAsOf(this.uow.runner, this.reporting.runner);
  }

  async read<K extends string>(
    params: SqlParams,
    build: (reads: VoiceFiguresRepository) => Record<K, string | undefined>,
    freeze?: { period: { from: string; to: string }; where: string },
  ): Promise<VoiceAnswer<K>> {
    const freezeSql = freeze ? voiceFreezeSql('frozen_voice', freeze.period, { where: freeze.where, params }) : null;
    const freshness = voiceFreshnessParts(this.uow.runner, this.reporting.runner);
    const [read, ownDataAsOf] = await Promise.all([
      this.figures.together(params, (reads) => ({
        ...build(reads),
        frozenMonths: freezeSql?.months,
        late: freezeSql?.late,
        ticketLog: freshness.ticketLog,
        surveyLog: freshness.surveyLog,
      })),
      freshness.ticketLog ? null : voiceDataAsOf(this.uow.runner, this.reporting.runner),
    ]);
    const dataAsOf = freshness.ticketLog ? await voiceDataAsOfFromRows(read.ticketLog, read.surveyLog, this.uow.runner, this.reporting.runner) : ownDataAsOf;
    const frozen = freeze ? voiceFreezeOf(freeze.period, read.frozenMonths as Array<{ month: string; frozen_on: string }>, (read.late as Array<{ n: number }>)[0]?.n ?? 0) : null;
    return { rows: read as Record<K, unknown[]>, dataAsOf, freeze: frozen };
  }
}
