import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CmsAdminPageDocument,
  CmsDeletePageComponentsDocument,
  CmsPageCategoriesDocument,
  CmsPageComponentDocument,
  CmsPageComponentsDocument,
  CmsUpdatePageComponentDocument,
  type CmsAdminPageQuery,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

/**
 * Reusable page-builder components (Content › Components): the list (thumbnail, usage, a delete refused
 * because pages use it, said in French), the component's editor (the pages' builder without the Component
 * block; saving sends the blocks), and a page showing it through a Component block (picker, canvas preview).
 * GraphQL answered by the STUB gateway with answers typed by the admin's generated documents.
 */
const COMPONENT_ID = '5a9e0000-0000-4000-8000-0000000000c1';
const PAGE_ID = '5a9e0000-0000-4000-8000-0000000000a1';
const COMPONENT_BLOCKS = [
  { type: 'CallToAction', props: { title: 'Inscrivez-vous au concours', text: null, buttonLabel: 'Participer', buttonLink: '/concours' } },
];
// An inline picture: the stub gateway serves no /media files.
const THUMB = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="60"/>')}`;
const COMPONENT = {
  __typename: 'PageComponent',
  id: COMPONENT_ID,
  name: 'Bandeau concours',
  thumbnailUrl: THUMB,
  blocksJson: JSON.stringify(COMPONENT_BLOCKS),
  usageCount: 2,
} as const;
const PAGE: Stubbed<NonNullable<CmsAdminPageQuery['adminPage']>> = {
  __typename: 'Page',
  id: PAGE_ID,
  slug: 'concours',
  title: 'Concours',
  status: 'DRAFT',
  body: '',
  blocksJson: JSON.stringify([{ type: 'Component', props: { componentId: COMPONENT_ID } }]),
  metaTitle: null,
  metaDescription: null,
  shortDescription: null,
  tags: [],
  thumbnailUrl: null,
  mainImageUrl: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
  updatedAt: '2026-03-01T08:00:00.000Z',
  categories: [],
};

describe('cms components (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1600, height: 1000 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  it('lists, refuses deleting a used one, edits it without a nested component, and shows it in a page', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway);
    answer(gateway, CmsPageCategoriesDocument, () => ({ data: { pageCategories: [] } }));
    answer(gateway, CmsPageComponentsDocument, () => ({
      data: {
        pageComponents: {
          __typename: 'PageComponentConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [{ __typename: 'PageComponentEdge', cursor: 'c1', node: { ...COMPONENT, updatedAt: '2026-03-01T08:00:00.000Z' } }],
        },
      },
    }));
    answer(gateway, CmsPageComponentDocument, () => ({ data: { pageComponent: COMPONENT } }));
    answer(gateway, CmsDeletePageComponentsDocument, () => refusal('CONFLICT', 'in use', { fieldErrors: { ids: 'COMPONENT_IN_USE' } }));
    answer(gateway, CmsUpdatePageComponentDocument, ({ variables }) => ({
      data: { updatePageComponent: { ...COMPONENT, name: variables.input.name, blocksJson: variables.input.blocksJson } },
    }));
    answer(gateway, CmsAdminPageDocument, () => ({ data: { adminPage: PAGE } }));

    // The list: thumbnail, usage; deleting a used component is refused in words.
    await page.goto(url('/admin/cms/components'));
    expect(await page.getByTestId(`component-thumb-${COMPONENT_ID}`).getAttribute('src')).toBe(THUMB);
    expect(await page.getByTestId(`component-usage-${COMPONENT_ID}`).textContent()).toBe('2 pages');
    await page.getByTestId(`component-delete-${COMPONENT_ID}`).click();
    await page.getByTestId('components-delete-confirm').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Ce composant est utilisé par des pages' }).first().waitFor();

    // The editor: the pages' builder, without the Component block; saving sends name and blocks.
    await page.getByTestId(`component-edit-${COMPONENT_ID}`).click();
    await page.getByTestId('page-builder').waitFor();
    await until(async () => (await page.getByTestId('pb-block-order').textContent()) === "Appel à l'action", 'the component’s blocks');
    expect(await page.getByTestId('pb-component-Component').count()).toBe(0);
    await page.getByTestId('component-name').fill('Bandeau du concours');
    await page.getByTestId('component-save').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'les 2 pages qui l’utilisent sont à jour' }).first().waitFor();
    const [saved] = sent('CmsUpdatePageComponent');
    expect(saved.variables).toMatchObject({ id: COMPONENT_ID, input: { name: 'Bandeau du concours', thumbnailUrl: THUMB } });
    expect(JSON.parse(String((saved.variables.input as { blocksJson: string }).blocksJson))).toEqual([
      { type: 'CallToAction', props: { title: 'Inscrivez-vous au concours', text: '', buttonLabel: 'Participer', buttonLink: '/concours' } },
    ]);

    // A page showing it: the picker offers the Component block; the canvas previews the component's blocks.
    await page.goto(url(`/admin/cms/pages/edit/${PAGE_ID}`));
    await page.getByTestId('page-builder').waitFor();
    expect(await page.getByTestId('pb-component-Component').last().textContent()).toContain('Composant');
    const preview = page.getByTestId('pb-component-preview').first();
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Inscrivez-vous au concours');
    expect(await preview.textContent()).toContain('Composant « Bandeau concours »');
  });
});
