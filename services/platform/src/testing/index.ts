export * from './harness';
export * from './permission-coverage';
export * from './input-limits-agreement';
export * from './settings';
