import type { Server } from 'node:http';
import type { BootedPlatform } from './boot';

export default async function globalTeardown(): Promise<void> {
  const { __guidePlatform: platform, __guidePlatformControl: control } = globalThis as { __guidePlatform?: BootedPlatform; __guidePlatformControl?: Server };
  control?.close();
  await platform?.stop();
}
