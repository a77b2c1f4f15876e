import { Query } from '@nestjs/cqrs';
import type { UserDetailView } from '@voc/contracts';

export class GetUserQuery extends Query<UserDetailView> {
  constructor(readonly userId: string) {
    super();
  }
}
