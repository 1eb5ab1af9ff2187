export * from './state-machine';
export * from './status-history';
