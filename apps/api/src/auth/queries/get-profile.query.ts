import { Query } from '@nestjs/cqrs';
import type { SignedInUser } from '@voc/contracts';

export class GetProfileQuery extends Query<SignedInUser> {
  constructor(readonly userId: string) {
    super();
  }
}
