import { HttpStatus, Injectable } from '@nestjs/common';
import type { PdcaPlanView } from '@voc/contracts';
import { maySeePdcaPlan, pdcaActionsFrom, pdcaDueAt, pdcaRolesOf, pdcaShownState, type PdcaStoredState, type Principal, type TicketType } from '@voc/domain';
import { UnitOfWork, type SqlRunner } from '@voc/sql';
import { type DealerRecord } from '@voc/persistence';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { PdcaErrors } from '../pdca.exception';
import { PdcaPlansRepository, type PdcaPlanRecord } from '../repositories/pdca-plans.repository';
import { PdcaFigures } from './pdca-figures.service';
import { dealerLabelOf } from '../../common/mappers/dealer-branch-label.mapper';
import { planPlace } from './pdca-place';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

/** A plan as its form shows it: the stored parts, the Check figures, the files, the history, what the user may do. */
@Injectable()
export class PdcaPlanViews {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly figures: PdcaFigures,
    private readonly audit: AuditTrail,
    private readonly dealers: DealersRepository,
    @InjectRepositoryFactory(DealersRepository) private readonly dealersInTx: RepositoryFactory<DealersRepository>,
    private readonly pdcaPlans: PdcaPlansRepository,
    @InjectRepositoryFactory(PdcaPlansRepository) private readonly pdcaPlansInTx: RepositoryFactory<PdcaPlansRepository>,
  ) {}

  /** The plan of a branch, type and month (YYYY-MM-01): written, or owed and empty; 404 when neither. */
  async byKey(principal: Principal, dealerRef: string, type: TicketType, month: string, now = new Date()): Promise<PdcaPlanView> {
    const dealer = await this.dealers.findById(dealerRef);
    if (!dealer) throw PdcaErrors.notFound();
    const place = planPlace(dealer, type);
    if (!maySeePdcaPlan(principal, place)) throw PdcaErrors.notFound();
    const plan = await this.pdcaPlans.findByKey(dealerRef, type, month);
    if (!plan && !(await this.figures.isOwed(place, month, now))) throw PdcaErrors.notOwed(HttpStatus.NOT_FOUND);
    return this.view(this.uow.runner, principal, dealer, type, month, plan, now);
  }

  /** A written plan by its id; 404 when unknown or not the user's to see. */
  async byId(principal: Principal, id: string, now = new Date()): Promise<PdcaPlanView> {
    const plan = await this.loadVisible(this.uow.runner, principal, id);
    return this.view(this.uow.runner, principal, plan.dealer, plan.record.type, plan.record.month, plan.record, now);
  }

  /** A plan the user may see (for reads and for the review commands, `lock` in their transaction). */
  async loadVisible(db: SqlRunner, principal: Principal, id: string, lock = false): Promise<{ record: PdcaPlanRecord; dealer: DealerRecord }> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw PdcaErrors.notFound();
    const record = await this.pdcaPlansInTx.for(db).findById(id, lock);
    const dealer = record ? await this.dealersInTx.for(db).findById(record.dealerRef) : null;
    if (!record || !dealer || !maySeePdcaPlan(principal, planPlace(dealer, record.type))) throw PdcaErrors.notFound();
    return { record, dealer };
  }

  private async view(db: SqlRunner, principal: Principal, dealer: DealerRecord, type: TicketType, month: string, plan: PdcaPlanRecord | null, now: Date): Promise<PdcaPlanView> {
    const place = planPlace(dealer, type);
    const state: PdcaStoredState = plan?.state ?? 'owed';
    const returnedAt = state === 'returned' ? (plan?.returnedAt ?? null) : null;
    const [check, files, history] = await Promise.all([
      this.figures.check(place, month, now),
      plan ? this.pdcaPlansInTx.for(db).filesOf(plan.id) : Promise.resolve([]),
      plan ? this.audit.history('pdca_plan', plan.id) : Promise.resolve([]),
    ]);
    return {
      _id: plan?.id ?? null,
      dealer: dealerLabelOf(dealer),
      type,
      month: month.slice(0, 7),
      state,
      shown_state: pdcaShownState(state, month, now, returnedAt),
      due_at: pdcaDueAt(month, returnedAt).toISOString(),
      problem: plan?.problem ?? '',
      root_cause: plan?.rootCause ?? '',
      actions: plan?.actions ?? [],
      do_text: plan?.doText ?? '',
      act_text: plan?.actText ?? '',
      review_comment: plan?.reviewComment ?? null,
      files: files.map((f) => ({ _id: f.id, kind: f.kind, originalname: f.originalname, size: f.size, uploaded_date: f.uploadedAt.toISOString() })),
      check,
      abilities: pdcaRolesOf(principal, place).flatMap((role) => pdcaActionsFrom(state, role)),
      history,
    };
  }
}
