import { testDatabaseUrl } from '../testing/harness';
import { PostgresTransport } from './postgres-transport';
import { describeTransportContract } from './transport.contract';

describeTransportContract('postgres', async () => {
  const transport = new PostgresTransport(await testDatabaseUrl('transport_contract'), 100);
  return { transport, cleanup: () => transport.close() };
});
