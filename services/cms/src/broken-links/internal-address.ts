// The refused ranges are the platform's (identity's webhooks refuse the same ones): one list, in services/platform/src/net.
export { isInternalAddress, isMetadataHost } from '@guide/platform';
