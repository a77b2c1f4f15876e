import { Query } from '@nestjs/cqrs';
import type { ListBody, ListUsersQueryDto, UserView } from '@voc/contracts';

export class ListUsersQuery extends Query<ListBody<UserView>> {
  constructor(readonly filters: ListUsersQueryDto) {
    super();
  }
}
