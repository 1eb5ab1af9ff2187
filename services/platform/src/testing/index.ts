export * from './harness';
export * from './permission-coverage';
