import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { UserEntity } from '@voc/persistence';

/** The reads sign-in and the token guard need, each loading the user's dealer with it. */
@Injectable()
export class UserAccountsRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findStaffByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase(), type: Not('dealer') }, relations: { dealer: true } });
  }

  findDealerStaffByPassport(passportId: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { passportId: passportId.trim(), type: 'dealer' }, relations: { dealer: true } });
  }

  /**
   * Every authenticated request runs this, so it is one query: findOne with a relation would run
   * two (a SELECT DISTINCT of the id for its implicit LIMIT 1, then the row with its dealer).
   */
  findById(id: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('user').leftJoinAndSelect('user.dealer', 'dealer').where('user.id = :id', { id }).getOne();
  }

  /** A password the user chose: no longer "must change", and every older token stops working. */
  async setOwnPassword(id: string, passwordHash: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update()
      .set({ passwordHash, mustChangePassword: false, passportOnly: false, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
  }
}
