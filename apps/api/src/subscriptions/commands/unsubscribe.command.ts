/** A one-click unsubscribe (RFC 8058): the signed link turns its one kind off for its one user, no sign-in. */
export class UnsubscribeCommand {
  constructor(readonly token: unknown) {}
}
