export * from './records/dealer.record';
export * from './records/user.record';
export * from './records/user-principal';
export * from './records/audit-log.record';
export * from './master-history/dealer-versions';
export * from './master-history/car-model-versions';
