import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { HealthController } from './health.controller';
import { HealthHandler } from './queries/health.handler';
import { mainRepositories } from '../common/persistence/repository-providers';
import { WorkerHeartbeatsRepository } from './repositories/worker-heartbeats.repository';

@Module({ imports: [CqrsModule], controllers: [HealthController], providers: [...mainRepositories(WorkerHeartbeatsRepository), HealthHandler] })
export class HealthModule {}
