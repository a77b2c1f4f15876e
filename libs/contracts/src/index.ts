export * from './messages/message-keys';
export * from './envelope/envelope';
export * from './envelope/error-message';
export * from './auth/sign-in.dto';
export * from './auth/signed-in-user';
