import { useMutation, useQuery } from '@apollo/client/react';
import type { Data } from '@puckeditor/core';
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { pagePath, slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import type { PageStatus } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsMessage } from '../cms-errors';
import { blockErrorIndex, toBlocks, toBlocksJson, toPuckData } from './page-document';
import { CMS_ADMIN_PAGE, CMS_CREATE_PAGE, CMS_PAGE_CATEGORIES, CMS_UPDATE_PAGE } from './pages.graphql';

/** Puck is big: its chunk loads with the editor only. */
const PageBuilder = lazy(() => import('./PageBuilder'));

interface Meta {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  categoryIds: string[];
}

/**
 * /admin/cms/pages/create and /admin/cms/pages/edit/:id: the page's title, slug, SEO texts and categories
 * beside the page builder; saved as a draft, published or unpublished (updatePage's status). `?category=`
 * is the category the list was filtered by: a page made or edited from there must stay in it.
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

  const [meta, setMeta] = useState<Meta>({ title: '', slug: '', metaTitle: '', metaDescription: '', categoryIds: workingCategory ? [workingCategory] : [] });
  const [slugTyped, setSlugTyped] = useState(Boolean(id));
  const [data, setData] = useState<Data | null>(id ? null : toPuckData(null));
  const [status, setStatus] = useState<PageStatus>('DRAFT');
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  async function save(nextStatus: PageStatus) {
    if (!data) return;
    setErrors({});
    const input = {
      title: meta.title,
      slug: meta.slug,
      status: nextStatus,
      metaTitle: meta.metaTitle || null,
      metaDescription: meta.metaDescription || null,
      blocksJson: toBlocksJson(data),
      categoryIds: meta.categoryIds,
    };
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
      setErrors(found);
      notification.error({
        title: t('cmsPages.editor.saveFailed'),
        description: Object.keys(found).length ? t('cmsPages.editor.checkFields') : cmsFailure(t, e),
      });
    }
  }

  const blocks = data ? toBlocks(data) : [];
  const blockErrors = Object.entries(errors).filter(([key]) => key.startsWith('blocks'));
  const categoryOptions = (categories.data?.pageCategories ?? []).map((c) => ({
    value: c.id,
    label: i18n.language === 'en' && c.titleEn ? c.titleEn : c.title,
  }));

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
      <Row gutter={16}>
        <Col xs={24} xl={6}>
          <Card size="small" title={t('cmsPages.editor.details')}>
            <Form layout="vertical" disabled={!editable}>
              <Form.Item label={t('cmsPages.fields.title')} required {...fieldHelp('title')}>
                <Input
                  value={meta.title}
                  maxLength={255}
                  onChange={(e) => set({ title: e.target.value, ...(slugTyped ? {} : { slug: slugify(e.target.value) }) })}
                  data-testid="page-title"
                />
              </Form.Item>
              <Form.Item label={t('cmsPages.fields.slug')} required extra={meta.slug ? pagePath(meta.slug) : undefined} {...fieldHelp('slug')}>
                <Input
                  value={meta.slug}
                  maxLength={120}
                  onChange={(e) => {
                    setSlugTyped(true);
                    set({ slug: e.target.value });
                  }}
                  data-testid="page-slug"
                />
              </Form.Item>
              <Form.Item label={t('cmsPages.fields.categoryIds')} {...fieldHelp('categoryIds')}>
                <Select
                  mode="multiple"
                  allowClear
                  value={meta.categoryIds}
                  options={categoryOptions}
                  onChange={(ids: string[]) => set({ categoryIds: ids })}
                  data-testid="page-categories"
                />
              </Form.Item>
              <Form.Item label={t('cmsPages.fields.metaTitle')} {...fieldHelp('metaTitle')}>
                <Input value={meta.metaTitle} maxLength={70} showCount onChange={(e) => set({ metaTitle: e.target.value })} data-testid="page-meta-title" />
              </Form.Item>
              <Form.Item label={t('cmsPages.fields.metaDescription')} {...fieldHelp('metaDescription')}>
                <Input.TextArea
                  value={meta.metaDescription}
                  maxLength={160}
                  showCount
                  rows={3}
                  onChange={(e) => set({ metaDescription: e.target.value })}
                  data-testid="page-meta-description"
                />
              </Form.Item>
            </Form>
          </Card>
          {blockErrors.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={t('cmsPages.editor.blockErrors')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {blockErrors.map(([key, code]) => {
                    const index = blockErrorIndex(key);
                    const type = index !== null ? blocks[index]?.type : undefined;
                    const where = index !== null ? t('cmsPages.editor.blockAt', { n: index + 1, type: type ? t(`cmsPages.blocks.types.${type}`) : '' }) : '';
                    return <li key={key}>{`${where}${cmsMessage(t, code, key)}`}</li>;
                  })}
                </ul>
              }
              data-testid="page-block-errors"
            />
          )}
        </Col>
        <Col xs={24} xl={18}>
          {data ? (
            <Suspense fallback={<Spin />}>
              <PageBuilder data={data} onChange={setData} />
            </Suspense>
          ) : (
            <Spin />
          )}
        </Col>
      </Row>
    </div>
  );
}
