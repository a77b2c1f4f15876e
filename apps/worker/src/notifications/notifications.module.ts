import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { NotificationOutbox } from '@voc/notifications';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { NotificationConfig } from './notification-config';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationSendProcessor } from './notification-send.processor';
import { NOTIFICATION_CONFIG, NOTIFICATION_TRANSPORTS } from './notification-tokens';
import type { NotificationTransports } from './transports/notification-transport';
import { SmsGatewayClient } from './transports/sms-gateway-client';
import { SmtpTransport } from './transports/smtp-transport';

/** Sends the notification outbox: the dispatcher queues requested rows, the processor sends them. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.notifications })],
  providers: [
    { provide: NOTIFICATION_CONFIG, inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig): NotificationConfig => config.notifications },
    {
      provide: NOTIFICATION_TRANSPORTS,
      inject: [NOTIFICATION_CONFIG],
      useFactory: (config: NotificationConfig): NotificationTransports => ({
        email: config.smtp ? new SmtpTransport(config.smtp) : null,
        sms: config.smsGateway ? new SmsGatewayClient(config.smsGateway) : null,
      }),
    },
    { provide: NotificationOutbox, inject: [UnitOfWork], useFactory: (uow: UnitOfWork) => new NotificationOutbox(uow) },
    NotificationDispatcher,
    NotificationSendProcessor,
  ],
  exports: [NotificationOutbox, NOTIFICATION_CONFIG, NOTIFICATION_TRANSPORTS],
})
export class NotificationsModule {}
