import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SignedInUser } from '@voc/contracts';
import { AuthErrors } from '../auth.exception';
import { toSignedInUser } from '../mappers/signed-in-user.mapper';
import { UsersRepository } from '../../user-records/users.repository';
import { GetProfileQuery } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, SignedInUser> {
  constructor(private readonly accounts: UsersRepository) {}

  async execute({ userId }: GetProfileQuery): Promise<SignedInUser> {
    const user = await this.accounts.findWithDealer(userId);
    if (!user) throw AuthErrors.unauthorized();
    return toSignedInUser(user);
  }
}
