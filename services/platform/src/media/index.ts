export * from './media-storage';
export * from './local-media-storage';
export * from './s3-media-storage';
export * from './media-config';
export * from './media-kinds';
export * from './media-upload';
