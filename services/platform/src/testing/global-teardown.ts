export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __guidePg?: { stop(): Promise<void> } }).__guidePg;
  if (server) await server.stop();
}
