import type { Page } from 'playwright-core';
import { useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CouponsDocument,
  CouponsPromotionDocument,
  CreatePromotionDocument,
  DeleteCouponsDocument,
  GenerateCouponsDocument,
  PromotionDocument,
  PromotionsDocument,
  PromotionStrategiesDocument,
  UpdateCouponDocument,
  type PromotionStrategiesQuery,
} from '../../frontends/admin/src/gql/graphql';
import type { CouponRow } from '../../frontends/admin/src/marketing/coupons.graphql';
import type { PromotionNode } from '../../frontends/admin/src/marketing/promotions/promotions.graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

/**
 * Marketing › Promotions in the built back office, GraphQL answered by the STUB gateway: a promotion created
 * from the strategies the API defines (a condition and an action, their arguments sent as JSON text), then
 * vouchers generated, downloaded as CSV and listed. Commerce's own rules are covered by its int-specs.
 */
describe('admin promotions (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1366, height: 900 }, acceptDownloads: true } });
  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  const choose = async (page: Page, testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  };
  const arg = (name: string, type: string, label: string) => ({ __typename: 'ConfigArgDefinition', name, type, required: true, label });
  const STRATEGIES: Stubbed<PromotionStrategiesQuery> = {
    promotionConditions: [
      {
        __typename: 'ConfigurableOperationDefinition',
        code: 'minimum_order_amount',
        description: 'Le panier atteint un montant minimum (TTC, avant remises)',
        args: [arg('amountCents', 'money', 'Montant minimum')],
      },
      { __typename: 'ConfigurableOperationDefinition', code: 'first_order', description: 'Première commande du client', args: [] },
    ],
    promotionActions: [
      {
        __typename: 'ConfigurableOperationDefinition',
        code: 'order_percentage_discount',
        description: 'Pourcentage de remise sur la commande',
        args: [arg('percent', 'percent', 'Remise (%)')],
      },
    ],
  };

  it('creates a promotion with a condition and an action, then generates vouchers', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway);
    const promotions: Stubbed<PromotionNode>[] = [];
    let vouchers: Stubbed<CouponRow>[] = [];
    const connection = <N>(typename: string, nodes: N[]) => ({
      __typename: `${typename}Connection`,
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `cur-${i + 1}`, node })),
    });
    answer(gateway, PromotionsDocument, () => ({ data: { promotions: connection('Promotion', promotions) } }));
    answer(gateway, PromotionStrategiesDocument, () => ({ data: STRATEGIES }));
    answer(gateway, PromotionDocument, ({ variables }) => ({ data: { promotion: promotions.find((p) => p.id === variables.id) ?? null } }));
    answer(gateway, CreatePromotionDocument, ({ variables: { input } }) => {
      if (input.couponCode === 'ETE') return refusal('CONFLICT', 'taken', { fieldErrors: { couponCode: 'COUPON_CODE_TAKEN' } });
      const promotion = {
        __typename: 'Promotion',
        id: 'pr-1',
        name: input.name,
        enabled: input.enabled,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        couponCode: input.couponCode ?? null,
        usageLimit: input.usageLimit ?? null,
        perCustomerUsageLimit: input.perCustomerUsageLimit ?? null,
        timesUsed: 0,
        priority: input.priority ?? 0,
        exclusive: input.exclusive ?? false,
        voucherCount: 0,
        createdAt: '2026-11-28T09:00:00.000Z',
        conditions: input.conditions.map((op) => ({
          __typename: 'ConfigurableOperation',
          code: op.code,
          args: op.args.map((a) => ({ __typename: 'ConfigArg', ...a })),
        })),
        actions: input.actions.map((op) => ({
          __typename: 'ConfigurableOperation',
          code: op.code,
          args: op.args.map((a) => ({ __typename: 'ConfigArg', ...a })),
        })),
      };
      promotions.push(promotion);
      return { data: { createPromotion: promotion } };
    });
    answer(gateway, GenerateCouponsDocument, ({ variables }) => {
      const codes = Array.from({ length: variables.count }, (_, i) => `${variables.prefix ?? ''}-CODE000${i + 1}`);
      vouchers = codes.map((code, i) => ({
        __typename: 'Coupon',
        id: `v-${i + 1}`,
        code,
        percentOff: null,
        amountOffCents: null,
        validUntil: null,
        usageLimit: 1,
        timesUsed: 0,
        createdAt: '2026-11-28T09:05:00.000Z',
        promotion: { __typename: 'Promotion', id: 'pr-1', name: promotions[0].name },
      }));
      promotions[0].voucherCount += variables.count;
      return { data: { generateCoupons: codes } };
    });
    answer(gateway, UpdateCouponDocument, ({ variables: { id, input } }) => {
      const voucher = vouchers.find((v) => v.id === id)!;
      Object.assign(voucher, { code: input.code, validUntil: input.validUntil ?? null, usageLimit: input.usageLimit ?? null });
      return { data: { updateCoupon: voucher } };
    });
    answer(gateway, DeleteCouponsDocument, ({ variables: { ids } }) => {
      vouchers = vouchers.filter((v) => !ids.includes(v.id));
      return { data: { deleteCoupons: ids.length } };
    });
    answer(gateway, CouponsPromotionDocument, () => ({ data: { promotion: { __typename: 'Promotion', id: 'pr-1', name: promotions[0].name } } }));
    answer(gateway, CouponsDocument, ({ variables }) => ({
      data: { coupons: connection('Coupon', variables.promotionId === 'pr-1' ? vouchers : []) },
    }));

    await page.goto(url('/marketing/promotions'));
    await page.getByTestId('promotions-table').getByText('Aucune promotion pour le moment').waitFor();
    await page.getByTestId('promotion-new').click();
    await page.waitForURL(url('/marketing/promotions/new'));

    await page.getByTestId('promotion-name').fill('Noël gourmand');
    await page.getByTestId('promotion-couponCode').fill('ete');
    // No action yet: refused before sending.
    await page.getByTestId('promotion-save').click();
    await page.getByTestId('field-error-actions').getByText('Ce champ est obligatoire').waitFor();

    await page.getByTestId('conditions-add').click();
    await choose(page, 'conditions-0-code', 'Montant minimal de commande');
    await page.getByText('Le panier atteint un montant minimum (TTC, avant remises)').waitFor();
    await page.getByTestId('conditions-0-amountCents').fill('50');
    await page.getByTestId('actions-add').click();
    await choose(page, 'actions-0-code', 'Pourcentage de remise sur la commande');
    await page.getByTestId('actions-0-percent').fill('10');
    await page.getByTestId('promotion-priority').fill('5');
    expect(sent('CreatePromotion')).toHaveLength(0);

    // The code is taken: the API's key lands on the field.
    await page.getByTestId('promotion-save').click();
    await page.getByTestId('field-error-couponCode').getByText('Ce code existe déjà : choisissez-en un autre').waitFor();
    await page.getByTestId('promotion-couponCode').fill('noel-26');
    await page.getByTestId('promotion-save').click();
    await notice('La promotion « Noël gourmand » a été créée.');
    await page.waitForURL(url('/marketing/promotions/pr-1'));
    expect(sent('CreatePromotion').at(-1)?.variables.input).toEqual({
      name: 'Noël gourmand',
      enabled: true,
      startsAt: null,
      endsAt: null,
      couponCode: 'NOEL-26',
      usageLimit: null,
      perCustomerUsageLimit: null,
      priority: 5,
      exclusive: false,
      conditions: [{ code: 'minimum_order_amount', args: [{ name: 'amountCents', value: '5000' }] }],
      actions: [{ code: 'order_percentage_discount', args: [{ name: 'percent', value: '10' }] }],
    });
    // The saved promotion reads back into the form (once its query answers: until then the typed "50" shows).
    await page.waitForFunction(() => (document.querySelector('[data-testid="conditions-0-amountCents"]') as HTMLInputElement | null)?.value === '50,00');

    await page.getByTestId('promotion-generate-vouchers').click();
    await page.getByTestId('voucher-count').fill('3');
    await page.getByTestId('voucher-prefix').fill('noel');
    await page.getByTestId('vouchers-generate').click();
    await page.getByTestId('vouchers-generated').getByText('3 bons ont été générés.').waitFor();
    expect(sent('GenerateCoupons').map((r) => r.variables)).toEqual([{ promotionId: 'pr-1', count: 3, prefix: 'NOEL' }]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vouchers-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^bons-noel-gourmand-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      '\uFEFFcode,promotion\r\nNOEL-CODE0001,Noël gourmand\r\nNOEL-CODE0002,Noël gourmand\r\nNOEL-CODE0003,Noël gourmand\r\n',
    );

    await page.getByTestId('vouchers-list').click();
    await page.waitForURL(url('/marketing/coupons?promotion=pr-1'));
    await page.getByTestId('coupons-promotion-filter').getByText('Bons de la promotion « Noël gourmand »').waitFor();
    const table = page.getByTestId('coupons-table');
    await table.getByText('NOEL-CODE0003').waitFor();
    expect(sent('Coupons').at(-1)?.variables).toMatchObject({ promotionId: 'pr-1' });

    // A voucher is edited without a reduction of its own (its promotion's apply).
    await page.getByTestId('coupon-edit-NOEL-CODE0001').click();
    await page.getByRole('dialog', { name: 'Modifier le code promo NOEL-CODE0001' }).waitFor();
    expect(await page.getByTestId('coupon-percentOff').count()).toBe(0);
    await page.getByTestId('coupon-usageLimit').fill('2');
    await page.getByTestId('coupon-save').click();
    await notice('Le code promo NOEL-CODE0001 a été enregistré.');
    expect(sent('UpdateCoupon').map((r) => r.variables)).toEqual([
      { id: 'v-1', input: { code: 'NOEL-CODE0001', percentOff: null, amountOffCents: null, validUntil: null, usageLimit: 2 } },
    ]);
    await page.getByTestId('coupon-usage-NOEL-CODE0001').getByText('0 / 2').waitFor();

    // Two ticked, deleted at once after confirming.
    for (const id of ['v-2', 'v-3']) await table.locator(`tr[data-row-key="${id}"] .ant-checkbox-input`).check();
    await page.getByTestId('coupons-mass-delete').click();
    await page.getByTestId('coupons-mass-delete-confirm').click();
    await notice('2 codes promo supprimés.');
    await table.getByText('NOEL-CODE0003').waitFor({ state: 'detached' });
    expect(sent('DeleteCoupons').map((r) => r.variables)).toEqual([{ ids: ['v-2', 'v-3'] }]);
  });
});
