/** What an unsubscribe link would turn off (the confirmation page, before the POST). */
export class UnsubscribeLinkQuery {
  constructor(readonly token: unknown) {}
}
