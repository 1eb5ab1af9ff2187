import { bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';
const noMail = () => ({ send: async () => undefined, close: () => undefined });
it('boots 6 times', async () => {
  for (let i = 0; i < 6; i++) {
    const t0 = Date.now();
    const t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
    const t1 = Date.now();
    await t.gql('{ __typename }');
    await t.close();
    console.log(`boot ${i}: ${t1 - t0} ms, close ${Date.now() - t1} ms`);
  }
}, 120_000);
