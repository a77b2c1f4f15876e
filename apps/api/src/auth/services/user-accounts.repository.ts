import { Injectable } from '@nestjs/common';
import { UnitOfWork, type UserRecord } from '@voc/persistence';
import { UsersRepository } from '../../users/repositories/users.repository';

/** The reads sign-in and the token guard need, each loading the user's dealer with it. */
@Injectable()
export class UserAccountsRepository {
  constructor(private readonly uow: UnitOfWork) {}

  private get users(): UsersRepository {
    return new UsersRepository(this.uow.runner);
  }

  findStaffByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findStaffByEmail(email);
  }

  findDealerStaffByPassport(passportId: string): Promise<UserRecord | null> {
    return this.users.findDealerStaffByPassport(passportId);
  }

  /** Every authenticated request runs this: one query, the user with their dealer. */
  findById(id: string): Promise<UserRecord | null> {
    return this.users.findWithDealer(id);
  }

  /** A password the user chose: no longer "must change", and every older token stops working. */
  setOwnPassword(id: string, passwordHash: string): Promise<void> {
    return this.users.setOwnPassword(id, passwordHash);
  }
}
