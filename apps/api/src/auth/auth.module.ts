import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AuthController } from './auth.controller';
import { ChangeOwnPasswordHandler } from './commands/change-own-password.handler';
import { SignInDealerHandler } from './commands/sign-in-dealer.handler';
import { SignInStaffHandler } from './commands/sign-in-staff.handler';
import { BearerTokenGuard } from './guards/bearer-token.guard';
import { GetProfileHandler } from './queries/get-profile.handler';
import { PasswordHasher } from './services/password-hasher.service';
import { SessionIssuer } from './services/session-issuer.service';
import { SignInLimitInterceptor } from './interceptors/sign-in-limit.interceptor';
import { SignInLimiter } from './services/sign-in-limiter.service';
import { TokenService } from './services/token.service';
import { BearerPrincipals } from './services/bearer-principals.service';
import { mainRepository } from '../common/persistence/repository-providers';
import { UsersRepository } from '../user-records/users.repository';

const CommandHandlers = [SignInStaffHandler, SignInDealerHandler, ChangeOwnPasswordHandler];
const QueryHandlers = [GetProfileHandler];

@Module({
  imports: [
    CqrsModule,
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      // A key object, not the string: given a string, jsonwebtoken first tries to parse it as a
      // public key on every verify (about 0.6 ms of CPU per request) before it falls back.
      useFactory: (config: ApiConfig) => ({ secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')), signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    ...CommandHandlers,
    ...QueryHandlers,
    PasswordHasher,
    TokenService,
    SessionIssuer,
    SignInLimiter,
    SignInLimitInterceptor,
    // Sign-in and the token guard read accounts (with their dealer) from the pool.
    mainRepository(UsersRepository),
    BearerPrincipals,
    { provide: APP_GUARD, useClass: BearerTokenGuard },
  ],
  exports: [PasswordHasher, BearerPrincipals],
})
export class AuthModule {}
