import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CreateMediaFolderDocument,
  MediaFileUsageDocument,
  MediaFilesDocument,
  MediaFoldersDocument,
  UpdateMediaFileDocument,
  type MediaFilesQuery,
  type MediaFoldersQuery,
} from '../../frontends/admin/src/gql/graphql';
import { answer, signInStaff, type Stubbed } from './stubs';

/**
 * The back office's media library (frontends/admin/src/cms/media): folder tree, upload errors in words,
 * the file drawer's alt texts, in French and one check in English. Built, behind the real web server;
 * GraphQL answered by the STUB gateway, uploads and files by routes of the page.
 */
type Folder = Stubbed<MediaFoldersQuery['mediaFolders'][number]>;
type File = Stubbed<MediaFilesQuery['mediaFiles']['edges'][number]['node']>;

const PHOTOS = '5b0c3c1e-0000-4000-8000-000000000001';
const folder = (id: string, name: string, parentId: string | null = null): Folder => ({ __typename: 'MediaFolder', id, name, parentId, fileCount: 1 });
const file = (i: number, folderId: string | null, overrides: Partial<File> = {}): File => ({
  __typename: 'MediaFile',
  id: `6c1d0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  folderId,
  originalName: `photo-${i}.png`,
  kind: 'IMAGE',
  mime: 'image/webp',
  size: 120_000,
  width: 1600,
  height: 900,
  altText: null,
  altTextEn: null,
  title: null,
  url: `/media/files/cms/media/f${i}/original.webp`,
  thumbnailUrl: `/media/files/cms/media/f${i}/thumb.webp`,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});
// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('admin media library (browser, stub gateway)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1440, height: 900 } },
    preparePage: (page) => page.route('**/media/files/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG })),
  });
  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  function library(folders: Folder[], files: File[]) {
    signInStaff(suite.gateway);
    answer(suite.gateway, MediaFoldersDocument, () => ({ data: { mediaFolders: folders } }));
    answer(suite.gateway, MediaFilesDocument, ({ variables }) => {
      const found = files.filter((f) => !variables.folderId || f.folderId === variables.folderId);
      return {
        data: {
          mediaFiles: {
            __typename: 'MediaFileConnection',
            totalCount: found.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: found.map((node, i) => ({ __typename: 'MediaFileEdge', cursor: `c${i}`, node })),
          },
        },
      };
    });
  }

  it('shows the folder tree, filters by folder and creates a subfolder', async () => {
    const { page, gateway } = suite;
    const folders = [folder(PHOTOS, 'Photos')];
    library(folders, [file(1, PHOTOS), file(2, null)]);
    answer(gateway, CreateMediaFolderDocument, ({ variables }) => {
      const created = folder('5b0c3c1e-0000-4000-8000-000000000002', variables.input.name.trim(), variables.input.parentId ?? null);
      folders.push(created);
      return { data: { createMediaFolder: created } };
    });
    await page.goto(url('/cms/media'));
    await page.getByRole('heading', { name: 'Médiathèque' }).waitFor();
    await page.getByTestId('media-count').getByText('2 fichiers').waitFor();
    await page.getByTestId('media-folder-Photos').click();
    await page.getByTestId('media-count').getByText('1 fichier').waitFor();
    expect(sent('MediaFiles').at(-1)!.variables).toMatchObject({ folderId: PHOTOS });

    await page.getByTestId('media-new-folder').getByText('Nouveau sous-dossier').click();
    await page.getByTestId('media-folder-name').fill('Affiches 2026');
    await page.getByTestId('media-folder-save').click();
    await page.getByTestId('media-folder-Affiches 2026').waitFor();
    expect(sent('CreateMediaFolder')[0].variables).toEqual({ input: { name: 'Affiches 2026', parentId: PHOTOS } });
  });

  it('says in words why a file was refused (before sending, and by the server), in French then in English', async () => {
    const { page } = suite;
    library([], []);
    const uploads: string[] = [];
    await page.route('**/media/cms/media', (route) => {
      uploads.push(route.request().method());
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: 'The file was refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } } }],
        }),
      });
    });
    await page.goto(url('/cms/media'));
    await page.getByText('Glissez vos fichiers ici ou cliquez pour les choisir').waitFor();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'film.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a film') });
    await page
      .getByTestId('media-upload-error')
      .getByText(/« film\.mp4 » n'a pas été ajouté : ce type de fichier n'est pas accepté .*les vidéos s'intègrent depuis YouTube ou Vimeo/)
      .waitFor();
    expect(uploads).toEqual([]);
    await input.setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByTestId('media-upload-error')
      .getByText(/« affiche\.png » n'a pas été ajouté : le fichier est trop volumineux \(5 Mo maximum pour une image, 10 Mo pour un PDF ou un document\)/)
      .waitFor();
    expect(uploads).toEqual(['POST']);

    await page.getByTestId('admin-language-switch').getByText('EN', { exact: true }).click();
    await page.getByText('Drop your files here or click to choose them').waitFor();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page
      .getByTestId('media-upload-error')
      .getByText(/“notes\.txt” was not added: this file type is not accepted/)
      .waitFor();
    await page.getByTestId('admin-language-switch').getByText('FR', { exact: true }).click();
    // The refused upload's 400, expected.
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => !/status of 400/.test(p)));
  });

  it('opens a file, shows where it is used and saves its alt texts', async () => {
    const { page, gateway } = suite;
    const photo = file(3, null, { originalName: 'tarte.png' });
    library([folder(PHOTOS, 'Photos')], [photo]);
    answer(gateway, MediaFileUsageDocument, () => ({
      data: {
        mediaFile: {
          __typename: 'MediaFile',
          id: photo.id,
          usage: [{ __typename: 'MediaUsage', type: 'CONTENT', contentType: 'recettes', title: 'Tarte fine', adminPath: '/cms/contents/recettes/edit/c-1' }],
        },
      },
    }));
    answer(gateway, UpdateMediaFileDocument, ({ variables }) => ({
      data: {
        updateMediaFile: {
          ...photo,
          altText: variables.input.altText ?? null,
          altTextEn: variables.input.altTextEn ?? null,
          title: variables.input.title ?? null,
        },
      },
    }));
    await page.goto(url('/cms/media'));
    await page.getByTestId(`media-card-${photo.id}`).click();
    const drawer = page.getByTestId('media-drawer');
    await drawer.getByText('Détails du fichier').waitFor();
    await drawer.getByTestId('media-url').getByText(photo.url).waitFor();
    await drawer.getByTestId('media-usage').getByRole('link', { name: 'Tarte fine' }).waitFor();
    expect(await drawer.getByTestId('media-usage').getByRole('link', { name: 'Tarte fine' }).getAttribute('href')).toBe(
      '/admin/cms/contents/recettes/edit/c-1',
    );
    await drawer.getByTestId('media-alt').fill('Une tarte fine aux pommes');
    await drawer.getByTestId('media-alt-en').fill('A thin apple tart');
    await drawer.getByTestId('media-save').click();
    await page.getByText('Modifications enregistrées').waitFor();
    await until(() => sent('UpdateMediaFile').length === 1, 'the save');
    expect(sent('UpdateMediaFile')[0].variables).toEqual({
      id: photo.id,
      input: { altText: 'Une tarte fine aux pommes', altTextEn: 'A thin apple tart', title: '', toRoot: true },
    });
  });
});
