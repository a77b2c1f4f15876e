import { Body, Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChangePasswordDto, DealerSignInDto, StaffSignInDto, type SignedInUser, type SignInResult, type SuccessEnvelope, type ResultBody } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { ChangeOwnPasswordCommand } from './commands/change-own-password.command';
import { SignInDealerCommand } from './commands/sign-in-dealer.command';
import { SignInStaffCommand } from './commands/sign-in-staff.command';
import { CurrentPrincipal } from './decorators/current-principal.decorator';
import { AllowedBeforePasswordChange, Public } from '../common/access/public.decorator';
import { SignInLimitInterceptor } from './interceptors/sign-in-limit.interceptor';
import { GetProfileQuery } from './queries/get-profile.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, resultOf } from '../common/openapi/success-answers';

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'Sign in as head office, region, call-centre or other staff (email and password)', answer: answerOf('SignInResult'), example: { email: 'csn@demo.local', password: 'demo1234' }, errors: { 429: 'TooManyRequests: too many failed sign-ins for this account or address; wait and try again.' } })
  @Public()
  @UseInterceptors(SignInLimitInterceptor)
  @Post('user')
  @HttpCode(200)
  async signInStaff(@Body() body: StaffSignInDto): Promise<SuccessEnvelope<SignInResult>> {
    return { success: await this.commands.execute(new SignInStaffCommand(body.email, body.password)) };
  }

  @ApiDoc({ summary: 'Sign in as dealer staff (passport id and password)', answer: answerOf('SignInResult'), example: { passport_id: 'DEMO-DEALER-1', password: 'demo1234' }, errors: { 429: 'TooManyRequests: too many failed sign-ins for this account or address; wait and try again.' } })
  @Public()
  @UseInterceptors(SignInLimitInterceptor)
  @Post('dealer')
  @HttpCode(200)
  async signInDealer(@Body() body: DealerSignInDto): Promise<SuccessEnvelope<SignInResult>> {
    return { success: await this.commands.execute(new SignInDealerCommand(body.passport_id, body.password)) };
  }

  /** The signed-in user's own new password; answers a new session (older tokens are revoked). */
  @ApiDoc({ summary: 'Change your own password; answers a new session (older tokens are revoked)', answer: answerOf('SignInResult') })
  @AllowedBeforePasswordChange()
  @Post('password')
  @HttpCode(200)
  async changePassword(@CurrentPrincipal() principal: Principal, @Body() body: ChangePasswordDto): Promise<SuccessEnvelope<SignInResult>> {
    return { success: await this.commands.execute(new ChangeOwnPasswordCommand(principal.userId, body.current_password, body.new_password)) };
  }

  @ApiDoc({ summary: 'Get the signed-in user', answer: resultOf('SignedInUser') })
  @AllowedBeforePasswordChange()
  @Get('profile')
  async profile(@CurrentPrincipal() principal: Principal): Promise<SuccessEnvelope<ResultBody<SignedInUser>>> {
    return { success: { result: await this.queries.execute(new GetProfileQuery(principal.userId)) } };
  }
}
