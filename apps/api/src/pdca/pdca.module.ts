import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit/audit.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AcceptPdcaPlanHandler } from './commands/accept-pdca-plan.handler';
import { AttachPdcaFilesHandler } from './commands/attach-pdca-files.handler';
import { ReturnPdcaPlanHandler } from './commands/return-pdca-plan.handler';
import { SavePdcaPlanHandler } from './commands/save-pdca-plan.handler';
import { SubmitPdcaPlanHandler } from './commands/submit-pdca-plan.handler';
import { PdcaController } from './pdca.controller';
import { GetPdcaFileHandler } from './queries/get-pdca-file.handler';
import { GetPdcaPlanByIdHandler } from './queries/get-pdca-plan-by-id.handler';
import { GetPdcaPlanHandler } from './queries/get-pdca-plan.handler';
import { ListPdcaWorkHandler } from './queries/list-pdca-work.handler';
import { PdcaReportHandler } from './queries/pdca-report.handler';
import { PdcaFigures } from './services/pdca-figures.service';
import { PdcaPlanViews } from './services/pdca-plan-views.service';
import { PdcaPlanWriter } from './services/pdca-plan-writer.service';
import { reportingRepository } from '../common/persistence/repository-providers';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { PdcaReportingRepository } from './repositories/pdca-reporting.repository';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { DealersRepository } from '../dealers/repositories/dealers.repository';
import { PdcaPlansRepository } from './repositories/pdca-plans.repository';

const CommandHandlers = [SavePdcaPlanHandler, SubmitPdcaPlanHandler, ReturnPdcaPlanHandler, AcceptPdcaPlanHandler, AttachPdcaFilesHandler];
const QueryHandlers = [GetPdcaPlanHandler, GetPdcaPlanByIdHandler, GetPdcaFileHandler, ListPdcaWorkHandler, PdcaReportHandler];

/** PDCA development plans (issue 14). */
@Module({
  imports: [CqrsModule, AuditModule, UploadsModule, ReportKernelModule],
  controllers: [PdcaController],
  providers: [...mainRepositories(DealersRepository, PdcaPlansRepository), ...repositoryFactories(DealersRepository, PdcaPlansRepository), reportingRepository(PdcaReportingRepository), ...CommandHandlers, ...QueryHandlers, PdcaFigures, PdcaPlanViews, PdcaPlanWriter],
  exports: [PdcaPlanWriter],
})
export class PdcaModule {}
