// What the rest of the platform uses: API-only helpers. The SDK (sdk.ts) is started by register.ts, the first
// import of a main.ts, and is kept out of this entry so that importing the platform never loads it.
export * from './context';
