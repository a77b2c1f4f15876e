import { HttpStatus, Injectable } from '@nestjs/common';
import type { FieldChange, PdcaPlanView, SavePdcaPlanDto, SubmitPdcaPlanDto } from '@voc/contracts';
import { checkPdcaTransition, mayTakePdcaAction, type PdcaAction, type PdcaStoredState, type Principal } from '@voc/domain';
import { appendPdcaEvent, type PdcaPlanDimensions } from '@voc/events';
import { UnitOfWork, type SqlRunner } from '@voc/sql';
import { type AuditAction, type DealerRecord } from '@voc/persistence';
import type { StoredFile } from '@voc/ticketing';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { UploadStorage, type ReceivedFile } from '../../uploads/services/upload-storage.service';
import { PdcaErrors } from '../pdca.exception';
import { PdcaPlansRepository, type PdcaPlanRecord } from '../repositories/pdca-plans.repository';
import { PdcaFigures } from './pdca-figures.service';
import { planPlace } from './pdca-place';
import { PdcaPlanViews } from './pdca-plan-views.service';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

type PlanParts = Pick<PdcaPlanRecord, 'problem' | 'rootCause' | 'actions' | 'doText' | 'actText'>;

/** The written parts, field by field as the audit and the event name them. */
const PART_FIELDS: Record<keyof PlanParts, string> = { problem: 'problem', rootCause: 'root_cause', actions: 'actions', doText: 'do_text', actText: 'act_text' };

function partsOf(dto: SavePdcaPlanDto | SubmitPdcaPlanDto): PlanParts {
  return {
    problem: dto.problem ?? '',
    rootCause: dto.root_cause ?? '',
    actions: (dto.actions ?? []).map((a) => ({ what: a.what, owner: a.owner, due_date: a.due_date.slice(0, 10) })),
    doText: dto.do_text ?? '',
    actText: dto.act_text ?? '',
  };
}

const auditValue = (value: unknown) => (typeof value === 'string' || value === null ? value : JSON.stringify(value));

/** What an owed plan holds: nothing yet. */
const EMPTY_PARTS: PlanParts = { problem: '', rootCause: '', actions: [], doText: '', actText: '' };

function changesOf(before: PlanParts, after: PlanParts): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, name] of Object.entries(PART_FIELDS) as Array<[keyof PlanParts, string]>) {
    const from = auditValue(before[field]);
    const to = auditValue(after[field]);
    if (from !== to) changes[name] = { from, to } as FieldChange;
  }
  return changes;
}

function dimensionsOf(plan: PdcaPlanRecord, dealer: DealerRecord): PdcaPlanDimensions {
  const place = planPlace(dealer, plan.type);
  return { plan_id: plan.id, dealer_ref: plan.dealerRef, dealer_code: dealer.dealerCode, type: plan.type, month: plan.month, area_code: place.areaCode, region: place.region };
}

/**
 * The PDCA commands (issue 14): each writes the plan's row, its event in pdca_events and its audit
 * entry in one transaction. Who may act and which moves are allowed come from libs/domain.
 */
@Injectable()
export class PdcaPlanWriter {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly figures: PdcaFigures,
    private readonly views: PdcaPlanViews,
    private readonly audit: AuditTrail,
    private readonly storage: UploadStorage,
    @InjectRepositoryFactory(DealersRepository) private readonly dealers: RepositoryFactory<DealersRepository>,
    private readonly pdcaPlans: PdcaPlansRepository,
    @InjectRepositoryFactory(PdcaPlansRepository) private readonly pdcaPlansInTx: RepositoryFactory<PdcaPlansRepository>,
  ) {}

  /** Saves the dealer's plan as a draft, or saves and submits it; the first save creates it (the month must owe one). */
  async write(principal: Principal, dto: SavePdcaPlanDto | SubmitPdcaPlanDto, action: 'save' | 'submit', now = new Date()): Promise<PdcaPlanView> {
    const month = `${dto.month}-01`;
    const id = await this.uow.run(async (tx) => {
      // The branch's row is held until commit: two saves of one branch's plans take turns, so the
      // first save of a month creates its plan and the second finds it.
      const dealer = await this.dealers.for(tx).findById(dto.dealer, true);
      if (!dealer) throw PdcaErrors.notFound();
      const place = planPlace(dealer, dto.type);
      if (!mayTakePdcaAction(principal, place, action)) throw PdcaErrors.forbidden();
      const plans = this.pdcaPlansInTx.for(tx);
      const existing = await plans.findByKey(dealer.id, dto.type, month, true);
      const from: PdcaStoredState = existing?.state ?? 'owed';
      const move = checkPdcaTransition(from, action);
      if (!move.ok) throw PdcaErrors.refused(move.refusal);
      if (!existing && !(await this.figures.isOwed(place, month, now))) throw PdcaErrors.notOwed(HttpStatus.UNPROCESSABLE_ENTITY);
      const parts = partsOf(dto);
      const stamps = action === 'submit' ? { submittedAt: now } : {};
      const plan = existing
        ? await plans.update(existing.id, { ...parts, state: move.to, updatedBy: principal.userId, ...stamps })
        : await plans.insert({ dealerRef: dealer.id, type: dto.type, month, state: move.to, ...parts, reviewComment: null, createdBy: principal.userId, updatedBy: principal.userId, submittedAt: null, returnedAt: null, acceptedAt: null, ...stamps });
      const changes = changesOf(existing ?? EMPTY_PARTS, parts);
      const payload = { plan: dimensionsOf(plan, dealer), from, to: move.to, fields: Object.keys(changes) };
      if (action === 'submit') await appendPdcaEvent(tx, 'PdcaPlanSubmitted', payload, principal, now);
      else await appendPdcaEvent(tx, 'PdcaPlanSaved', payload, principal, now);
      const auditAction: AuditAction = action === 'submit' ? 'submitted' : existing ? 'updated' : 'created';
      await this.audit.record(tx, principal, [{ entityType: 'pdca_plan', entityId: plan.id, action: auditAction, changes: from === move.to ? changes : { ...changes, state: { from, to: move.to } } }]);
      return plan.id;
    });
    return this.views.byId(principal, id, now);
  }

  /** A reviewer returns the plan with a comment, or accepts it. */
  async review(principal: Principal, id: string, action: Extract<PdcaAction, 'return' | 'accept'>, comment: string | null, now = new Date()): Promise<PdcaPlanView> {
    await this.uow.run(async (tx) => {
      const { record, dealer } = await this.views.loadVisible(tx, principal, id, true);
      if (!mayTakePdcaAction(principal, planPlace(dealer, record.type), action)) throw PdcaErrors.forbidden();
      const move = checkPdcaTransition(record.state, action);
      if (!move.ok) throw PdcaErrors.refused(move.refusal);
      const stamps = action === 'return' ? { returnedAt: now } : { acceptedAt: now };
      const reviewComment = comment ?? record.reviewComment;
      await this.pdcaPlansInTx.for(tx).update(id, { state: move.to, reviewComment, updatedBy: principal.userId, ...stamps });
      const plan = dimensionsOf(record, dealer);
      if (action === 'return') await appendPdcaEvent(tx, 'PdcaPlanReturned', { plan, from: record.state, to: move.to, comment: comment ?? '' }, principal, now);
      else await appendPdcaEvent(tx, 'PdcaPlanAccepted', { plan, from: record.state, to: move.to, comment }, principal, now);
      const changes: Record<string, FieldChange> = { state: { from: record.state, to: move.to } };
      if (reviewComment !== record.reviewComment) changes.review_comment = { from: record.reviewComment, to: reviewComment };
      await this.audit.record(tx, principal, [{ entityType: 'pdca_plan', entityId: id, action: action === 'return' ? 'returned' : 'accepted', changes }]);
    });
    return this.views.byId(principal, id, now);
  }

  /** Adds files to the plan's Do part (the upload storage's checks and limits, counted with the plan's files). */
  async attach(principal: Principal, id: string, received: readonly ReceivedFile[], now = new Date()): Promise<PdcaPlanView> {
    const { record, dealer } = await this.views.loadVisible(this.uow.runner, principal, id);
    if (!mayTakePdcaAction(principal, planPlace(dealer, record.type), 'save')) throw PdcaErrors.forbidden();
    const stored = await this.storage.accept(received, await this.pdcaPlans.countFiles(id));
    try {
      await this.uow.run((tx) => this.recordFiles(tx, principal, id, stored, now));
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
    return this.views.byId(principal, id, now);
  }

  private async recordFiles(tx: SqlRunner, principal: Principal, id: string, stored: readonly StoredFile[], now: Date): Promise<void> {
    const { record, dealer } = await this.views.loadVisible(tx, principal, id, true);
    const move = checkPdcaTransition(record.state, 'save');
    if (!move.ok) throw PdcaErrors.refused(move.refusal);
    const plans = this.pdcaPlansInTx.for(tx);
    const before = (await plans.filesOf(id)).length;
    const files = await plans.insertFiles(stored.map((f) => ({ planId: id, kind: f.kind, originalname: f.originalname, storedName: f.storedName, mimeType: f.mimeType, size: f.size, uploadedBy: principal.userId })));
    for (const file of files) await appendPdcaEvent(tx, 'PdcaFileAttached', { plan: dimensionsOf(record, dealer), file_id: file.id, kind: file.kind, originalname: file.originalname, size: file.size }, principal, now);
    await this.audit.record(tx, principal, [{ entityType: 'pdca_plan', entityId: id, action: 'updated', changes: { files: { from: before, to: before + files.length } } }]);
  }

  /** A plan's file's key in the file store, for a user who may see the plan. */
  async fileOf(principal: Principal, id: string, fileId: string): Promise<{ key: string; originalname: string; mimeType: string }> {
    await this.views.loadVisible(this.uow.runner, principal, id);
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw PdcaErrors.notFound();
    const file = await this.pdcaPlans.file(id, fileId);
    if (!file) throw PdcaErrors.notFound();
    return { key: this.storage.keyOf(file.storedName), originalname: file.originalname, mimeType: file.mimeType };
  }
}
