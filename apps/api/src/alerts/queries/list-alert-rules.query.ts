/** Every alert rule, with how many open alerts it has (csn). */
export class ListAlertRulesQuery {}
