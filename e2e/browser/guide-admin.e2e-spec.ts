import { CSRF_REFUSAL, setCsrfCookie, untilStill, useBrowserSuite, until } from './browser';
import { card, detail, fakeMediaAndTiles, RESTAURANTS, VOCABULARIES } from './guide-fixtures';
import {
  AdminCitySuggestionsDocument,
  AdminEstablishmentDocument,
  AdminEstablishmentsDocument,
  AdminMeDocument,
  CreateEstablishmentDocument,
  DeleteEstablishmentImageDocument,
  DeleteEstablishmentsDocument,
  DuplicateEstablishmentDocument,
  EstablishmentVocabulariesDocument,
  ReorderEstablishmentImagesDocument,
  SetEstablishmentPublishedDocument,
  UpdateEstablishmentDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, type Stubbed } from './stubs';
import type {
  AdminEstablishmentsQuery,
  EstablishmentEditableFragment,
  EstablishmentImageFieldsFragment,
  MealCategory,
} from '../../frontends/admin/src/gql/graphql';
import type { EstablishmentRow } from '../../frontends/admin/src/catalog/establishments/establishments.graphql';

const CATALOG_PERMISSIONS = ['list', 'create', 'update', 'delete', 'mass-delete', 'duplicate', 'publish'].map((a) => `catalog.establishments.${a}`);

/** The back office's establishments screens, built; GraphQL answered by a STUB gateway (browser.ts). */
describe('admin establishments (browser)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1366, height: 900 } },
    beforeEach: ({ gateway }) => {
      // Signed in (the session is a cookie; the stub just says who is there) with the catalog permissions.
      answer(gateway, AdminMeDocument, () => ({
        data: {
          adminMe: {
            __typename: 'Admin',
            id: 'a1',
            email: 'admin@example.com',
            firstName: 'Ada',
            lastName: 'Admin',
            permissions: ['dashboard.view', ...CATALOG_PERMISSIONS],
            role: { __typename: 'Role', id: 'r1', name: 'admin' },
          },
        },
      }));
      answer(gateway, EstablishmentVocabulariesDocument, () => ({ data: { establishmentVocabularies: VOCABULARIES } }));
      answer(gateway, AdminEstablishmentsDocument, () => ({ data: { adminEstablishments: adminConnection(RESTAURANTS.slice(0, 5).map(row)) } }));
    },
    preparePage: (page) => fakeMediaAndTiles(page),
  });

  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const requests = (operation: string) => suite.gateway.requests.filter((r) => r.operationName === operation);
  // The shared guide fixtures speak the storefront's selection; these shape them as the admin's documents type them.
  function row(spec: (typeof RESTAURANTS)[number], i = 0): Stubbed<EstablishmentRow> {
    const c = card(spec);
    return { ...c, mealCategory: c.mealCategory as MealCategory | null, published: i !== 1, updatedAt: '2025-11-20T09:30:00.000Z' };
  }
  function editable(): Stubbed<EstablishmentEditableFragment> {
    const d = detail(RESTAURANTS[0]);
    return {
      ...d,
      mealCategory: d.mealCategory as MealCategory | null,
      city: {
        __typename: 'City',
        code: '21054',
        name: 'Beaune',
        postalCodes: ['21200'],
        department: { __typename: 'Department', code: '21', name: "Côte-d'Or" },
      },
      ownerId: null,
      published: true,
    };
  }
  function adminConnection(rows: Stubbed<EstablishmentRow>[], hasNextPage = false): Stubbed<AdminEstablishmentsQuery['adminEstablishments']> {
    return {
      __typename: 'EstablishmentConnection',
      totalCount: rows.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'next' : null },
      edges: rows.map((node) => ({ __typename: 'EstablishmentEdge', cursor: `c-${node.id}`, node })),
    };
  }

  it('lists, searches and filters establishments, with the state in the URL', async () => {
    const { page } = suite;
    await page.goto(url('/catalog/establishments'));
    const table = page.getByTestId('establishments-table');
    await table.getByText('Auberge du Pont').waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(5);
    expect(requests('AdminEstablishments')[0].variables).toEqual({ search: null, filter: null, published: null, first: 20, after: null });
    expect(await table.getByText('Table bistronomique').count()).toBe(1);

    await page.getByTestId('establishments-search').locator('input').fill('auberge');
    await page.getByTestId('establishments-search').locator('input').press('Enter');
    await page.waitForURL(url('/catalog/establishments?q=auberge'));
    await until(() => requests('AdminEstablishments').find((r) => r.variables.search === 'auberge'), 'the search');

    await page.getByTestId('establishments-type-filter').click();
    await page.locator('.ant-select-item-option', { hasText: 'Hôtel-restaurant' }).click();
    await page.waitForURL(url('/catalog/establishments?q=auberge&type=HOTEL_RESTAURANT'));
    await until(
      () => requests('AdminEstablishments').find((r) => r.variables.filter?.types?.[0] === 'HOTEL_RESTAURANT' && r.variables.search === 'auberge'),
      'the type filter',
    );

    await page.reload();
    await table.getByText('Auberge du Pont').waitFor();
    expect(await page.getByTestId('establishments-search').locator('input').inputValue()).toBe('auberge');
  });

  it('deletes the selected establishments after a confirmation, and toggles publication and duplicates', async () => {
    const { page, gateway } = suite;
    answer(gateway, DeleteEstablishmentsDocument, ({ variables }) => ({ data: { deleteEstablishments: variables.ids.length } }));
    answer(gateway, SetEstablishmentPublishedDocument, ({ variables }) => ({
      data: { setEstablishmentPublished: { __typename: 'Establishment', id: variables.id, published: variables.published } },
    }));
    answer(gateway, DuplicateEstablishmentDocument, () => ({
      data: { duplicateEstablishment: { __typename: 'Establishment', id: 'copy', name: 'Auberge du Pont (copie)', published: false } },
    }));
    await page.goto(url('/catalog/establishments'));
    const table = page.getByTestId('establishments-table');
    await table.getByText('Auberge du Pont').waitFor();

    await table.locator('tbody tr.ant-table-row').nth(0).locator('.ant-checkbox-input').check();
    await table.locator('tbody tr.ant-table-row').nth(2).locator('.ant-checkbox-input').check();
    expect(await page.getByTestId('selection-bar').textContent()).toContain('2 établissements sélectionnés');
    await page.getByTestId('mass-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    await untilStill(dialog);
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('Supprimer 2 établissements ?');
    expect(requests('DeleteEstablishments')).toHaveLength(0); // nothing before the confirmation
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(requests('DeleteEstablishments')).toHaveLength(0);

    await page.getByTestId('mass-delete').click();
    await page.getByTestId('mass-delete-confirm').click();
    await page.getByText('2 établissements supprimés.').waitFor();
    expect(requests('DeleteEstablishments')[0].variables).toEqual({ ids: ['e1', 'e3'] });
    await until(() => (requests('AdminEstablishments').length >= 2 ? true : undefined), 'the list to reload');

    await page.getByTestId('publish-e2').click();
    await page.getByText('« Le Bistrot des Halles » est publié.').waitFor();
    expect(requests('SetEstablishmentPublished')[0].variables).toEqual({ id: 'e2', published: true });

    await page.getByTestId('duplicate-e1').click();
    await page.getByText('Établissement dupliqué : « Auberge du Pont (copie) » (non publié).').waitFor();
    expect(requests('DuplicateEstablishment')[0].variables).toEqual({ id: 'e1' });
  });

  it('shows the server field errors on the fields of the form, translated', async () => {
    const { page, gateway } = suite;
    answer(gateway, CreateEstablishmentDocument, () => ({
      data: null,
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { cityCode: 'UNKNOWN_CITY', phone: 'PHONE_INVALID', openingHours: 'INVALID_HOURS', slug: 'SLUG_TAKEN', equipment: 'UNKNOWN_CODE' },
          },
        },
      ],
    }));
    await page.goto(url('/catalog/establishments/new'));
    await page.getByLabel('Nom', { exact: true }).fill('Auberge du Pont');
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Hôtel-restaurant' }).click();
    await page.getByLabel('Code INSEE de la commune').fill('99999');
    await page.getByLabel('Latitude').fill('47,026');
    await page.getByLabel('Longitude').fill('4,84');
    await page.getByLabel('Prix à partir de').fill('32');
    // A number the form accepts (the shared rule checks phones before sending): the refusal here is the server's.
    await page.getByLabel('Téléphone').fill('03 80 22 35 48');
    await page.getByLabel('Équipements').click();
    await page.locator('.ant-select-item-option', { hasText: 'Terrasse' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-add').click();
    await page.getByLabel('Nom du menu').fill('Menu du terroir');
    await page.locator('#menu-0-price').fill('32,5');
    await page.getByTestId('hours-add').click();
    await page.getByLabel('Fermeture du créneau 1').fill('15:00');
    await page.getByLabel('Fermeture du créneau 1').press('Enter');
    await page.getByTestId('establishment-submit').click();

    await page.getByText('Aucune commune ne correspond à ce code INSEE').waitFor();
    await page.getByText("Ce numéro de téléphone n'est pas valide (par exemple 03 80 22 35 48)").waitFor();
    await page.getByText(/^Horaires invalides/).waitFor();
    await page.getByText("Un établissement porte déjà ce nom : l'adresse de sa page serait identique").waitFor();
    await page.getByText('Cette valeur ne fait pas partie de la liste proposée').waitFor();
    const input = requests('CreateEstablishment')[0].variables.input;
    expect(input).toEqual({
      name: 'Auberge du Pont',
      type: 'HOTEL_RESTAURANT',
      cityCode: '99999',
      lat: 47.026,
      lon: 4.84,
      priceFrom: 3200,
      phone: '03 80 22 35 48',
      equipment: ['terrasse'],
      menus: [{ name: 'Menu du terroir', priceCents: 3250, description: null }],
      openingHours: [{ dayOfWeek: 1, opens: '12:00', closes: '15:00' }],
    });

    // A corrected field loses its server message; the others keep theirs.
    await page.getByLabel('Téléphone').fill('03 80 24 01 02');
    await page.getByText("Ce numéro de téléphone n'est pas valide (par exemple 03 80 22 35 48)").waitFor({ state: 'detached' });
    expect(await page.getByText('Aucune commune ne correspond à ce code INSEE').count()).toBe(1);
  });

  it("fills the coordinates from the chosen commune's centre (editable), and says when they are unknown", async () => {
    const { page, gateway } = suite;
    const commune = (code: string, name: string, postalCode: string, lat: number | null, lon: number | null) => ({
      __typename: 'City',
      code,
      name,
      postalCodes: [postalCode],
      lat,
      lon,
      department: { __typename: 'Department', code: code.slice(0, 2), name: "Côte-d'Or" },
    });
    answer(gateway, AdminCitySuggestionsDocument, ({ variables }) => ({
      data: {
        cities: {
          __typename: 'CityConnection',
          edges: [commune('21054', 'Beaune', '21200', 47.026, 4.84), commune('21252', 'Étais', '21330', null, null)]
            .filter((c) => c.name.toLowerCase().startsWith(String(variables.search).toLowerCase().slice(0, 2)))
            .map((node) => ({ __typename: 'CityEdge', node })),
        },
      },
    }));
    answer(gateway, CreateEstablishmentDocument, () => ({
      data: null,
      errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { slug: 'SLUG_TAKEN' } } }],
    }));
    const pick = async (search: string, name: string) => {
      await page.getByLabel('Code INSEE de la commune').fill(search);
      await page.getByTestId('city-option').filter({ hasText: name }).click();
    };

    await page.goto(url('/catalog/establishments/new'));
    await page.getByLabel('Nom', { exact: true }).fill('Auberge du Pont');
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Hôtel-restaurant' }).click();
    await pick('Beau', 'Beaune');
    const number = async (label: string) => Number((await page.getByLabel(label).inputValue()).replace(',', '.'));
    expect(await number('Latitude')).toBe(47.026);
    expect(await number('Longitude')).toBe(4.84);
    expect(await page.getByTestId('coordinates-note').textContent()).toBe(
      "Coordonnées du centre de la commune Beaune : ajustez-les à l'adresse exacte si besoin.",
    );

    // Saved as they are: no client-side refusal, the request carries the commune and its centre.
    await page.getByTestId('establishment-submit').click();
    await until(() => requests('CreateEstablishment')[0], 'the create request');
    expect(requests('CreateEstablishment')[0].variables.input).toMatchObject({ cityCode: '21054', lat: 47.026, lon: 4.84, postalCode: '21200' });

    // Refined by hand, then another commune: what the admin typed is kept.
    await page.getByLabel('Latitude').fill('47,0241');
    await pick('Ét', 'Étais');
    expect(await number('Latitude')).toBe(47.0241);
    expect(await page.getByTestId('coordinates-note').count()).toBe(0);
  });

  it('says when the chosen commune has no known centre', async () => {
    const { page, gateway } = suite;
    answer(gateway, AdminCitySuggestionsDocument, () => ({
      data: {
        cities: {
          __typename: 'CityConnection',
          edges: [
            {
              __typename: 'CityEdge',
              node: {
                __typename: 'City',
                code: '21252',
                name: 'Étais',
                postalCodes: ['21330'],
                lat: null,
                lon: null,
                department: { __typename: 'Department', code: '21', name: "Côte-d'Or" },
              },
            },
          ],
        },
      },
    }));
    await page.goto(url('/catalog/establishments/new'));
    await page.getByLabel('Code INSEE de la commune').fill('Étais');
    await page.getByTestId('city-option').filter({ hasText: 'Étais' }).click();
    expect(await page.getByTestId('coordinates-note').textContent()).toBe(
      "Coordonnées inconnues pour la commune Étais : saisissez la latitude et la longitude de l'établissement.",
    );
    expect(await page.getByLabel('Latitude').inputValue()).toBe('');
  });

  it('edits an establishment: values loaded, images uploaded (checked first), reordered and deleted, all fields saved', async () => {
    const { page, gateway, stack, context, problems } = suite;
    const establishment = editable();
    // The stub keeps the gallery like the API would, so refetches after each change agree with it.
    let gallery: Stubbed<EstablishmentImageFieldsFragment>[] = [...establishment.images];
    const uploaded: Stubbed<EstablishmentImageFieldsFragment> = {
      __typename: 'EstablishmentImage',
      id: 'new-img',
      url: '/media/files/new.svg',
      thumbnailUrl: '/media/files/new-thumb.svg',
      alt: null,
      position: 4,
    };
    answer(gateway, AdminEstablishmentDocument, () => ({ data: { adminEstablishment: { ...establishment, images: gallery } } }));
    answer(gateway, ReorderEstablishmentImagesDocument, ({ variables }) => {
      gallery = variables.imageIds.map((id, i) => ({ ...gallery.find((img) => img.id === id)!, position: i + 1 }));
      return { data: { reorderEstablishmentImages: gallery } };
    });
    answer(gateway, DeleteEstablishmentImageDocument, ({ variables }) => {
      gallery = gallery.filter((img) => img.id !== variables.id).map((img, i) => ({ ...img, position: i + 1 }));
      return { data: { deleteEstablishmentImage: true } };
    });
    answer(gateway, UpdateEstablishmentDocument, ({ variables }) => ({
      data: { updateEstablishment: { ...establishment, images: gallery, name: variables.input.name } },
    }));
    // The upload travels with the session cookie, so it echoes the CSRF cookie like a mutation.
    await setCsrfCookie(context, stack.baseUrl, 'csrf-admin-upload');
    let uploads = 0;
    const uploadHeaders: Record<string, string>[] = [];
    await page.route('**/media/establishments/e1/images', async (route) => {
      uploads++;
      uploadHeaders.push(route.request().headers());
      if (uploads === 1) {
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } } }] }),
        });
      }
      gallery = [...gallery, uploaded];
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'new-img', url: '/media/files/new.svg', thumbnailUrl: '/media/files/new-thumb.svg', alt: null, position: 4 }),
      });
    });

    await page.goto(url('/catalog/establishments/e1/edit'));
    await page.getByRole('heading', { name: 'Auberge du Pont' }).waitFor();
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Auberge du Pont');
    expect(await page.getByLabel('Code postal').inputValue()).toBe('21200');
    expect(await page.getByText('Commune choisie : Beaune (21)').count()).toBe(1);
    expect(await page.getByTestId('hours-editor').locator('tbody tr').count()).toBe(5);
    expect(await page.getByTestId('menu-row').count()).toBe(2);
    const images = page.getByTestId('image-item');
    expect(await images.count()).toBe(3);

    // Checked before sending: a text file never leaves the browser.
    await page
      .locator('[data-testid="image-manager"] input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText("Ce type de fichier n'est pas accepté (JPEG, PNG ou WebP uniquement)").waitFor();
    expect(uploads).toBe(0);
    // The server's refusal is translated too.
    const png = { name: 'salle.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
    await page.locator('[data-testid="image-manager"] input[type="file"]').setInputFiles(png);
    await page.getByText('Le fichier est trop volumineux').waitFor();
    // The browser reports the refused request itself; nothing else may go wrong.
    problems.splice(0, problems.length, ...problems.filter((p) => !/status of 400/.test(p)));
    await page.locator('[data-testid="image-manager"] input[type="file"]').setInputFiles(png);
    await page.getByText('La photo a été ajoutée.').waitFor();
    expect(await images.count()).toBe(4);
    expect(uploadHeaders.map((h) => [h['x-guide-client'], h['x-csrf-token']])).toEqual([
      ['admin', 'csrf-admin-upload'],
      ['admin', 'csrf-admin-upload'],
    ]);

    await images.nth(0).getByRole('button', { name: 'Déplacer vers la droite' }).click();
    await until(() => requests('ReorderEstablishmentImages')[0], 'the reorder');
    expect(requests('ReorderEstablishmentImages')[0].variables).toEqual({ establishmentId: 'e1', imageIds: ['e1-img-2', 'e1-img-1', 'e1-img-3', 'new-img'] });

    await images.nth(3).getByRole('button', { name: 'Supprimer la photo' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('La photo a été supprimée.').waitFor();
    expect(requests('DeleteEstablishmentImage')[0].variables).toEqual({ id: 'new-img' });

    await page.getByLabel('Nom', { exact: true }).fill('Auberge du Vieux Pont');
    await page.getByTestId('establishment-submit').click();
    await page.getByText("L'établissement « Auberge du Vieux Pont » a été mis à jour.").waitFor();
    const input = requests('UpdateEstablishment')[0].variables;
    expect(input.id).toBe('e1');
    // An update sends every field, cleared ones as null or [] (the API keeps fields left out).
    expect(input.input).toMatchObject({
      name: 'Auberge du Vieux Pont',
      type: 'HOTEL_RESTAURANT',
      mealCategory: 'VILLAGE_INN',
      cityCode: '21054',
      priceFrom: 3200,
      cups: 3,
      toques: 2,
      seoTitle: null,
      ownerId: null,
      published: true,
      menus: [
        { name: 'Menu du terroir', priceCents: 3200, description: 'Entrée, plat, dessert' },
        { name: 'Menu dégustation', priceCents: 5850, description: null },
      ],
      nearbyPlaces: ['Hospices de Beaune (1 km)', 'Route des Grands Crus'],
    });
    expect(input.input.openingHours.map((h: { dayOfWeek: number }) => h.dayOfWeek)).toEqual([1, 1, 3, 5, 7]);
  });

  it('shows the 419 page when the gateway refuses an upload for its CSRF token', async () => {
    const { page, gateway, stack, context, problems } = suite;
    const establishment = editable();
    answer(gateway, AdminEstablishmentDocument, () => ({ data: { adminEstablishment: establishment } }));
    await setCsrfCookie(context, stack.baseUrl, 'csrf-stale');
    const sent: (string | undefined)[] = [];
    await page.route('**/media/establishments/e1/images', (route) => {
      sent.push(route.request().headers()['x-csrf-token']);
      return route.fulfill({ status: 419, contentType: 'application/json', body: JSON.stringify(CSRF_REFUSAL) });
    });
    await page.goto(url('/catalog/establishments/e1/edit'));
    await page.getByRole('heading', { name: 'Auberge du Pont' }).waitFor();
    const png = { name: 'salle.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
    await page.locator('[data-testid="image-manager"] input[type="file"]').setInputFiles(png);
    await page.waitForURL(url('/419'));
    await page.getByText('Page expirée').first().waitFor();
    expect(sent).toEqual(['csrf-stale']);
    // The browser reports the refused request itself; nothing else may go wrong.
    problems.splice(0, problems.length, ...problems.filter((p) => !/status of 419/.test(p)));
  });
});
