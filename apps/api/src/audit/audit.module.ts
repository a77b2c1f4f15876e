import { Module } from '@nestjs/common';
import { AuditTrail } from './services/audit-trail.service';

/** The change log of the dealer master and the user list, shared by both modules. */
@Module({
  providers: [AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
