import { SettingOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Data } from '@puckeditor/core';
import { Alert, App, Badge, Button, Col, Divider, Drawer, Form, Input, Result, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { CONTENT_LIMITS, PAGE_LIMITS, pageSchema, validateWith } from '@guide/validation';
import { pagePath, slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import type { PageStatus } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsMessage } from '../cms-errors';
import { UrlInput } from '../contents/CustomFieldInput';
import { BlockErrorsAlert } from './BlockErrorsAlert';
import { toBlocks, toBlocksJson, toPuckData } from './page-document';
import { CMS_ADMIN_PAGE, CMS_CREATE_PAGE, CMS_PAGE_CATEGORIES, CMS_UPDATE_PAGE } from './pages.graphql';

/** Puck is big: its chunk loads with the editor only. */
const PageBuilder = lazy(() => import('./PageBuilder'));

interface Meta {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  categoryIds: string[];
  shortDescription: string;
  tags: string[];
  thumbnailUrl: string;
  mainImageUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImageUrl: string;
}

type TextField = Exclude<keyof Meta, 'categoryIds' | 'tags'>;

/** The fields of the "page settings" drawer (title and slug stay above the builder): an error there opens it. */
const SETTINGS_FIELDS: readonly string[] = [
  'categoryIds',
  'tags',
  'shortDescription',
  'thumbnailUrl',
  'mainImageUrl',
  'metaTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
];

const EMPTY: Meta = {
  title: '',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  categoryIds: [],
  shortDescription: '',
  tags: [],
  thumbnailUrl: '',
  mainImageUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImageUrl: '',
};

/**
 * /admin/cms/pages/create and /admin/cms/pages/edit/:id: the page's title and slug above the page builder,
 * which gets the whole width (at 1366 px its canvas was squeezed beside a column of fields); the other fields
 * (categories, tags, short description, images, SEO and social card) in the "page settings" drawer. Saved as a
 * draft, published or unpublished (updatePage's status). `?category=` is the category the list was filtered
 * by: a page made or edited from there must stay in it.
 */
export function PageEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const workingCategory = params.get('category');
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const existing = useQuery(CMS_ADMIN_PAGE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const categories = useQuery(CMS_PAGE_CATEGORIES, { fetchPolicy: 'cache-and-network', skip: !can('cms.categories.list') });
  const [createPage, creating] = useMutation(CMS_CREATE_PAGE);
  const [updatePage, updating] = useMutation(CMS_UPDATE_PAGE);
  const page = existing.data?.adminPage;
  usePageTitle(id ? (page?.title ?? t('cmsPages.editor.editTitle')) : t('cmsPages.editor.createTitle'));

  const [meta, setMeta] = useState<Meta>({ ...EMPTY, categoryIds: workingCategory ? [workingCategory] : [] });
  const [slugTyped, setSlugTyped] = useState(Boolean(id));
  const [data, setData] = useState<Data | null>(id ? null : toPuckData(null));
  const [status, setStatus] = useState<PageStatus>('DRAFT');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [settingsOpen, setSettingsOpen] = useState(false);
  const loadedId = useRef<string | null>(null);

  useEffect(() => {
    if (!page || loadedId.current === page.id) return;
    loadedId.current = page.id;
    setMeta({
      title: page.title,
      slug: page.slug,
      metaTitle: page.metaTitle ?? '',
      metaDescription: page.metaDescription ?? '',
      categoryIds: page.categories.map((c) => c.id),
      shortDescription: page.shortDescription ?? '',
      tags: page.tags,
      thumbnailUrl: page.thumbnailUrl ?? '',
      mainImageUrl: page.mainImageUrl ?? '',
      ogTitle: page.ogTitle ?? '',
      ogDescription: page.ogDescription ?? '',
      ogImageUrl: page.ogImageUrl ?? '',
    });
    setStatus(page.status);
    setData(toPuckData(page.blocksJson, page.body));
  }, [page]);

  if (id && existing.data && !page) {
    return (
      <Result status="404" title={t('cmsPages.editor.notFound')} extra={<Link to="/cms/pages">{t('cmsPages.list.title')}</Link>} data-testid="page-not-found" />
    );
  }
  if (id && existing.error && !page) return <Alert type="error" showIcon title={cmsFailure(t, existing.error)} />;

  const editable = id ? can('cms.pages.update') : can('cms.pages.create');
  const saving = creating.loading || updating.loading;
  const set = (change: Partial<Meta>) => setMeta((current) => ({ ...current, ...change }));
  const fieldHelp = (name: keyof Meta) =>
    errors[name] ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{cmsMessage(t, errors[name], name)}</span> } : {};
  const settingsErrors = Object.keys(errors).filter((key) => SETTINGS_FIELDS.includes(key));

  function refused(found: Record<string, string>, description?: string) {
    setErrors(found);
    // The drawer holds most fields: a mistake there must not stay hidden behind it.
    if (Object.keys(found).some((key) => SETTINGS_FIELDS.includes(key))) setSettingsOpen(true);
    notification.error({ title: t('cmsPages.editor.saveFailed'), description: description ?? t('cmsPages.editor.checkFields') });
  }

  async function save(nextStatus: PageStatus) {
    if (!data) return;
    setErrors({});
    const orNull = (value: string) => (value.trim() ? value : null);
    const input = {
      title: meta.title,
      slug: meta.slug,
      status: nextStatus,
      metaTitle: orNull(meta.metaTitle),
      metaDescription: orNull(meta.metaDescription),
      shortDescription: orNull(meta.shortDescription),
      tags: meta.tags,
      thumbnailUrl: orNull(meta.thumbnailUrl),
      mainImageUrl: orNull(meta.mainImageUrl),
      ogTitle: orNull(meta.ogTitle),
      ogDescription: orNull(meta.ogDescription),
      ogImageUrl: orNull(meta.ogImageUrl),
      blocksJson: toBlocksJson(data),
      categoryIds: meta.categoryIds,
    };
    // The service's own rules (@guide/validation), checked before the round trip; the blocks are the service's.
    const checked = validateWith(pageSchema, input);
    if (!checked.ok) return refused(checked.fieldErrors);
    const categoryId = workingCategory || null;
    try {
      if (id) {
        const { data: result } = await updatePage({ variables: { id, input, categoryId } });
        if (result) setStatus(result.updatePage.status);
      } else {
        const { data: result } = await createPage({ variables: { input, categoryId } });
        const created = result?.createPage;
        if (created) navigate(`/cms/pages/edit/${created.id}${workingCategory ? `?category=${workingCategory}` : ''}`, { replace: true });
      }
      notification.success({ title: t(nextStatus === 'PUBLISHED' ? 'cmsPages.editor.published' : 'cmsPages.editor.savedDraft') });
    } catch (e) {
      const found = fieldErrors(e);
      refused(found, Object.keys(found).length ? undefined : cmsFailure(t, e));
    }
  }

  const blocks = data ? toBlocks(data) : [];
  const blockErrors = Object.entries(errors).filter(([key]) => key.startsWith('blocks'));
  const categoryOptions = (categories.data?.pageCategories ?? []).map((c) => ({
    value: c.id,
    label: i18n.language === 'en' && c.titleEn ? c.titleEn : c.title,
  }));

  const text = (name: TextField, max: number, rows = 0, extra?: string) => (
    <Form.Item label={t(`cmsPages.fields.${name}`)} htmlFor={`page-${name}`} extra={extra} {...fieldHelp(name)}>
      {rows ? (
        <Input.TextArea
          id={`page-${name}`}
          value={meta[name]}
          // autoSize: antd then keeps the counter on its own line, above the help text (with `rows` it overlaps it).
          autoSize={{ minRows: rows, maxRows: 8 }}
          maxLength={max}
          count={{ show: true, max }}
          onChange={(e) => set({ [name]: e.target.value })}
          data-testid={`page-${name}`}
        />
      ) : (
        <Input
          id={`page-${name}`}
          value={meta[name]}
          maxLength={max}
          showCount
          onChange={(e) => set({ [name]: e.target.value })}
          data-testid={`page-${name}`}
        />
      )}
    </Form.Item>
  );
  const image = (name: 'thumbnailUrl' | 'mainImageUrl' | 'ogImageUrl', extra?: string) => (
    <Form.Item label={t(`cmsPages.fields.${name}`)} htmlFor={`page-${name}`} extra={extra} {...fieldHelp(name)}>
      <UrlInput id={`page-${name}`} value={meta[name]} onChange={(value) => set({ [name]: value })} disabled={!editable} testId={`page-${name}`} preview />
    </Form.Item>
  );

  return (
    <div className="pb-page" data-testid="page-editor">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {id ? t('cmsPages.editor.editTitle') : t('cmsPages.editor.createTitle')}
          </Typography.Title>
          <Tag color={status === 'PUBLISHED' ? 'green' : 'default'} data-testid="page-status">
            {t(`cmsPages.status.${status}`)}
          </Tag>
        </Space>
        <Space wrap>
          <Link to={`/cms/pages${workingCategory ? `?category=${workingCategory}` : ''}`}>{t('cmsPages.editor.back')}</Link>
          {status === 'PUBLISHED' && id && (
            <Button href={pagePath(meta.slug)} target="_blank" rel="noreferrer" data-testid="page-view">
              {t('cmsPages.editor.view')}
            </Button>
          )}
          <Badge count={settingsErrors.length} size="small">
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="page-settings-open">
              {t('cmsPages.editor.settings')}
            </Button>
          </Badge>
          {editable && (
            <>
              <Button loading={saving} disabled={!data} onClick={() => void save('DRAFT')} data-testid="page-save-draft">
                {status === 'PUBLISHED' ? t('cmsPages.editor.unpublish') : t('cmsPages.editor.saveDraft')}
              </Button>
              <Button type="primary" loading={saving} disabled={!data} onClick={() => void save('PUBLISHED')} data-testid="page-publish">
                {status === 'PUBLISHED' ? t('cmsPages.editor.update') : t('cmsPages.editor.publish')}
              </Button>
            </>
          )}
        </Space>
      </Space>
      <Form layout="vertical" disabled={!editable} className="pb-identity">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('cmsPages.fields.title')} htmlFor="page-title" required {...fieldHelp('title')}>
              <Input
                id="page-title"
                value={meta.title}
                maxLength={PAGE_LIMITS.title}
                onChange={(e) => set({ title: e.target.value, ...(slugTyped ? {} : { slug: slugify(e.target.value) }) })}
                data-testid="page-title"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('cmsPages.fields.slug')}
              htmlFor="page-slug"
              required
              extra={meta.slug ? pagePath(meta.slug) : undefined}
              {...fieldHelp('slug')}
            >
              <Input
                id="page-slug"
                value={meta.slug}
                maxLength={CONTENT_LIMITS.slug}
                onChange={(e) => {
                  setSlugTyped(true);
                  set({ slug: e.target.value });
                }}
                data-testid="page-slug"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {settingsErrors.length > 0 && !settingsOpen && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('cmsPages.editor.settingsErrors')}
          action={
            <Button size="small" onClick={() => setSettingsOpen(true)}>
              {t('cmsPages.editor.settings')}
            </Button>
          }
          data-testid="page-settings-errors"
        />
      )}
      {blockErrors.length > 0 && <BlockErrorsAlert title={t('cmsPages.editor.blockErrors')} errors={blockErrors} blocks={blocks} testId="page-block-errors" />}
      {data ? (
        <Suspense fallback={<Spin />}>
          <PageBuilder data={data} onChange={setData} />
        </Suspense>
      ) : (
        <Spin />
      )}
      <Drawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={t('cmsPages.editor.settings')}
        size={520}
        forceRender
        data-testid="page-settings"
      >
        <Form layout="vertical" disabled={!editable}>
          <Form.Item label={t('cmsPages.fields.categoryIds')} htmlFor="page-categories" {...fieldHelp('categoryIds')}>
            <Select
              id="page-categories"
              mode="multiple"
              allowClear
              value={meta.categoryIds}
              options={categoryOptions}
              optionFilterProp="label"
              onChange={(ids: string[]) => set({ categoryIds: ids })}
              data-testid="page-categories"
            />
          </Form.Item>
          <Form.Item label={t('cmsPages.fields.tags')} htmlFor="page-tags" extra={t('cmsPages.editor.tagsHelp')} {...fieldHelp('tags')}>
            <Select
              id="page-tags"
              mode="tags"
              open={false}
              tokenSeparators={[',', ';']}
              value={meta.tags}
              onChange={(tags: string[]) => set({ tags })}
              data-testid="page-tags"
            />
          </Form.Item>
          {text('shortDescription', CONTENT_LIMITS.shortDescription, 3, t('cmsPages.editor.shortDescriptionHelp'))}
          {image('thumbnailUrl', t('cmsPages.editor.thumbnailHelp'))}
          {image('mainImageUrl', t('cmsPages.editor.mainImageHelp'))}
          <Divider titlePlacement="start">{t('cmsPages.editor.seo')}</Divider>
          {text('metaTitle', PAGE_LIMITS.metaTitle)}
          {text('metaDescription', PAGE_LIMITS.metaDescription, 3, t('cmsPages.editor.metaDescriptionHelp'))}
          <Divider titlePlacement="start">{t('cmsPages.editor.socialCard')}</Divider>
          <Typography.Paragraph type="secondary">{t('cmsPages.editor.socialCardHelp')}</Typography.Paragraph>
          {text('ogTitle', CONTENT_LIMITS.ogTitle)}
          {text('ogDescription', CONTENT_LIMITS.ogDescription, 3)}
          {image('ogImageUrl')}
        </Form>
      </Drawer>
    </div>
  );
}
