import type { Principal } from '@voc/domain';

/** A user closes an alert of their scope with a note saying what was done about it. */
export class CloseAlertCommand {
  constructor(
    readonly principal: Principal,
    readonly alertId: string,
    readonly note: string,
  ) {}
}
