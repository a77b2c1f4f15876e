/** Where a projection has got to: the (tx_id, position) of the last applied event. */
export interface Checkpoint {
  tx: string;
  position: string;
}
