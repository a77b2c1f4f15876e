/** A dealer branch as subscription mails name it: its code and its branch (else dealer) name; `alias` is the dealers row. */
export function dealerLabelSql(alias: string): string {
  return `trim(${alias}.dealer_code || ' ' || coalesce(${alias}.branch_name, ${alias}.dealer_name, ''))`;
}
