// class-transformer's @Type reads design-time metadata: the polyfill must load before any DTO.
import 'reflect-metadata';
export * from './messages/message-keys';
export * from './envelope/envelope';
export * from './envelope/error-message';
export * from './auth/sign-in.dto';
export * from './auth/signed-in-user';
export * from './tickets/transforms';
export * from './tickets/ticket-fields.dto';
export * from './tickets/create-ticket.dto';
export * from './tickets/update-ticket.dto';
export * from './tickets/ticket-log.dto';
export * from './tickets/patch-ticket.dto';
export * from './tickets/verify-ticket.dto';
export * from './tickets/list-tickets.query.dto';
export * from './tickets/ticket-view';
export * from './tickets/ticket-messages';
