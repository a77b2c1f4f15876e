import { Module } from '@nestjs/common';
import { CarModelVersionsRepository, DealerVersionsRepository } from '@voc/persistence';
import { mainRepositories } from '../../common/persistence/repository-providers';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { ReportReads } from './report-reads';

/** The report-read kernel's injectables: every report module imports this. */
@Module({
  providers: [ReportReads, ...mainRepositories(DealersRepository, DealerVersionsRepository, CarModelVersionsRepository)],
  exports: [ReportReads],
})
export class ReportKernelModule {}
