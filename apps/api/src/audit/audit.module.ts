import { Module } from '@nestjs/common';
import { AuditTrail } from './services/audit-trail.service';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { AuditLogRepository } from './repositories/audit-log.repository';

/** The change log of the dealer master and the user list, shared by both modules. */
@Module({
  providers: [...mainRepositories(AuditLogRepository), ...repositoryFactories(AuditLogRepository), AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
