import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { HealthController } from './health.controller';
import { HealthHandler } from './queries/health.handler';

@Module({ imports: [CqrsModule], controllers: [HealthController], providers: [HealthHandler] })
export class HealthModule {}
