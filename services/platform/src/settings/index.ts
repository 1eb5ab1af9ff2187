export * from './settings-copy';
export * from './settings-reader';
