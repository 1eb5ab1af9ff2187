import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { EventBus } from '@guide/platform';
import { TestSubgraph, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { CustomerErasedSchema, CustomerUpdatedSchema, Events } from '@guide/proto-schemas';
import { AppModule, SERVICE } from '../app.module';
import { FakeMailSender, TEST_TOKEN_SECRET } from '../forms/forms-test-app';
import { CAMPAIGN_CUSTOMER_ERASURE } from './campaign-customer-erasure.consumer';
import { CAMPAIGN_CUSTOMERS } from './campaign-customers.consumer';
import { CampaignsConfig } from './campaigns.config';

/** identity.customer.erased in the cms: the campaign projection forgets the address and the group, for good. */
describe('campaign customers: erasure', () => {
  let t: TestSubgraph;
  let db: DataSource;
  beforeAll(async () => {
    const config: CampaignsConfig = {
      ...(await testSubgraphConfig(SERVICE)),
      PUBLIC_WEB_URL: 'https://guide.example/',
      NEWSLETTER_TOKEN_SECRET: TEST_TOKEN_SECRET,
      CAMPAIGN_POLL_MS: 50,
      CAMPAIGN_MAX_PER_SECOND: 1000,
      CAMPAIGN_BATCH_SIZE: 5,
    };
    t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => new FakeMailSender() }), config);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  it('blanks the row, idempotently, and an older update arriving late does not bring it back', async () => {
    const customerId = randomUUID();
    const bus = t.app.get(EventBus);
    const updated = (occurredAt: string) =>
      bus.consumer(CAMPAIGN_CUSTOMERS)!.deliver({
        id: randomUUID(),
        type: Events.customerUpdated.type,
        key: customerId,
        occurredAt,
        payload: toBinary(CustomerUpdatedSchema, create(CustomerUpdatedSchema, { customerId, email: 'zoe@pro.fr', groupCode: 'pros' })),
      });
    const erasedId = randomUUID();
    const erased = () =>
      bus.consumer(CAMPAIGN_CUSTOMER_ERASURE)!.deliver({
        id: erasedId,
        type: Events.customerErased.type,
        key: customerId,
        occurredAt: new Date().toISOString(),
        payload: toBinary(CustomerErasedSchema, create(CustomerErasedSchema, { customerId, erasedBy: 'STAFF' })),
      });
    expect(await updated(new Date(Date.now() - 1000).toISOString())).toBe('applied');
    expect(await erased()).toBe('applied');
    expect(await erased()).toBe('duplicate');
    expect(await db.query('SELECT email, group_code FROM campaign_customer WHERE customer_id = $1', [customerId])).toEqual([{ email: '', group_code: '' }]);
    await updated(new Date(Date.now() - 60_000).toISOString());
    expect(await db.query('SELECT email, group_code FROM campaign_customer WHERE customer_id = $1', [customerId])).toEqual([{ email: '', group_code: '' }]);
  });
});
