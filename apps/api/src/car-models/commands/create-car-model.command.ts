import { Command } from '@nestjs/cqrs';
import type { CarModelBodyDto } from '@voc/contracts';

/** Add a model to the car-model master; answers its id. */
export class CreateCarModelCommand extends Command<string> {
  constructor(readonly body: CarModelBodyDto) {
    super();
  }
}
