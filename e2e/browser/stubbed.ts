/**
 * A generated result type as a stub may answer it: the same shape, with `__typename` allowed anywhere (Apollo
 * selects it; the generated types leave it out). A leaf file, so the stub gateway (browser.ts) and the typed
 * stubs (stubs.ts) can both name it without importing each other.
 */
export type Stubbed<T> = T extends readonly (infer Item)[]
  ? Stubbed<Item>[]
  : T extends object
    ? { [K in keyof T]: Stubbed<T[K]> } & { __typename?: string }
    : T;
