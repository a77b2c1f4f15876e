import { Command } from '@nestjs/cqrs';
import type { CarModelBodyDto } from '@voc/contracts';

/** Rename a car-model master entry or move it to another segment. */
export class UpdateCarModelCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly body: CarModelBodyDto,
  ) {
    super();
  }
}
