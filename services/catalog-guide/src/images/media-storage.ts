/** Moved to the platform (services/platform/src/media, ADR 0008); kept only until every import points there. */
export { DEFAULT_MEDIA_DIR, LocalMediaStorage, MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
export { imageKeys, isEstablishmentImageKey as isMediaKey } from './image-files';
