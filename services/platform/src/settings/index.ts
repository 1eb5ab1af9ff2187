export * from './settings-copy';
export * from './settings-reader';
export * from './settings-source';
