import { Module } from '@nestjs/common';
import { mainRepository } from '../../common/persistence/repository-providers';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { ReportReads } from './report-reads';

/** The report-read kernel's injectables: every report module imports this. */
@Module({
  providers: [ReportReads, mainRepository(DealersRepository)],
  exports: [ReportReads],
})
export class ReportKernelModule {}
