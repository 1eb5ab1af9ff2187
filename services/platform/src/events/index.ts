export * from './event';
export * from './transport';
export * from './postgres-transport';
export * from './kafka-transport';
export * from './outbox';
export * from './consumer';
export * from './events.module';
export * from './parked-events';
