import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Data } from '@puckeditor/core';
import { Alert, App, Badge, Button, Card, Col, DatePicker, Flex, Form, Input, Result, Row, Select, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { dayjs, fieldErrors, formatDateTime, fromParisWallClock, toParisWallClock } from '@guide/ui';
import { CONTENT_LIMITS } from '@guide/validation';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { usePageTitle } from '../../usePageTitle';
import { CMS_CONTENT_CATEGORIES } from '../categories/categories.graphql';
import { cmsFailure, cmsFieldStatus, cmsMessage } from '../cms-errors';
import { CMS_CONTENT_TYPES, type ContentTypeRow } from '../content-types/content-types.graphql';
import { categoryTitle, fieldLabel, typeLabel } from '../labels';
import { toBlocksJson, toPuckData } from '../pages/page-document';
import { useUnsavedGuard } from '../useUnsavedGuard';
import {
  contentFormValues,
  contentState,
  STATE_COLOURS,
  slugAfterTitleChange,
  toContentInput,
  validateContentForm,
  type ContentFormValues,
} from './content-form';
import { CMS_ADMIN_CONTENT, CMS_CREATE_CONTENT, CMS_UPDATE_CONTENT, type ContentDetail } from './contents.graphql';
import { ContentBlocksCard, isBlockErrorKey } from './ContentBlocksCard';
import { CustomFieldInput, UrlInput } from './CustomFieldInput';
import { RichTextEditor } from './RichTextEditor';

/** /admin/cms/contents/:contentType/create and /admin/cms/contents/:contentType/edit/:id. */
export function ContentFormPage() {
  const { contentType = '', id } = useParams();
  const { t, i18n } = useTranslation();
  const types = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-and-network' });
  const content = useQuery(CMS_ADMIN_CONTENT, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const type = types.data?.contentTypes.find((candidate) => candidate.slug === contentType);
  usePageTitle(
    id
      ? (content.data?.adminContent?.title ?? t('cms.contents.form.editTitle'))
      : t('cms.contents.form.createTitle', { type: type ? typeLabel(type, i18n.language, 'singular') : '' }),
  );
  const failed = types.error ?? content.error;
  if (failed && !(types.data && (!id || content.data))) {
    return (
      <Result
        status="warning"
        title={cmsFailure(t, failed)}
        extra={<Button onClick={() => void Promise.all([types.refetch(), content.refetch()])}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!types.data || (id && !content.data)) return <Skeleton active paragraph={{ rows: 12 }} />;
  const loaded = content.data?.adminContent ?? null;
  if (!type || (id && (!loaded || loaded.contentType !== contentType))) {
    return (
      <Result
        status="404"
        title={t('cms.contents.form.notFound')}
        extra={<Link to={type ? `/cms/contents/${type.slug}` : '/cms/contents'}>{t('cms.contents.backToList')}</Link>}
        data-testid="content-not-found"
      />
    );
  }
  return <ContentForm key={loaded?.id ?? 'new'} type={type} content={loaded} />;
}

function ContentForm({ type, content }: { type: ContentTypeRow; content: ContentDetail | null }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const listPath = `/cms/contents/${type.slug}`;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState('fr');
  // A new content's slug follows its title until typed by hand; an existing one's address stays.
  const [slugByHand, setSlugByHand] = useState(content !== null);
  const categories = useQuery(CMS_CONTENT_CATEGORIES, { variables: { contentType: type.slug }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CMS_CREATE_CONTENT);
  const [update] = useMutation(CMS_UPDATE_CONTENT, { refetchQueries: ['CmsAdminContent'], awaitRefetchQueries: true });
  const fields = type.customFields;
  // The type's flag chooses the body's editor: the pages' block editor, or rich text when it is disabled.
  const blockEditor = !type.blockEditorDisabled;
  const initialValues = useMemo(() => contentFormValues(content, blockEditor), [content, blockEditor]);
  // Puck's document (with its ids); the form holds the blocks it stands for (`blocksJson`).
  const [blocksData, setBlocksData] = useState<Data | null>(() => (blockEditor ? toPuckData(content?.blocksJson, content?.body ?? '') : null));
  const readOnly = content ? !can('cms.posts.update') : !can('cms.posts.create');

  const formik = useFormik<ContentFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => validateContentForm(values, fields),
    onSubmit: async (values) => {
      setFailure(null);
      setServerErrors({});
      const input = toContentInput(values, fields);
      try {
        if (content) {
          await update({ variables: { id: content.id, input } });
          notification.success({ title: t('cms.contents.form.updated', { title: input.title }) });
        } else {
          const { data } = await create({ variables: { contentType: type.slug, input } });
          notification.success({ title: t('cms.contents.form.created', { title: input.title }) });
          guard.allowNext();
          if (data) navigate(`${listPath}/edit/${data.createContent.id}`, { replace: true });
        }
      } catch (e) {
        const errors = fieldErrors(e);
        setServerErrors(errors);
        const hidden = Object.entries(errors).find(([name]) => !shownFields.has(name) && !(blockEditor && isBlockErrorKey(name)));
        setFailure(hidden ? cmsMessage(t, hidden[1], hidden[0]) : Object.keys(errors).length ? null : cmsFailure(t, e));
        if (Object.keys(errors).some((name) => EN_FIELDS.includes(name)) && !Object.keys(errors).some((name) => FR_FIELDS.includes(name))) setTab('en');
      }
    },
  });
  const guard = useUnsavedGuard(formik.dirty && !formik.isSubmitting);
  const { values } = formik;
  const shownFields = new Set([...FR_FIELDS, ...EN_FIELDS, ...SIDE_FIELDS, ...SEO_FIELDS, ...fields.map((field) => `customFields.${field.id}`)]);

  /** Sets a value; its server error goes (the next save asks again). */
  const set = (name: string, value: unknown, errorName = name) => {
    void formik.setFieldValue(name, value);
    setServerErrors(({ [errorName]: _, ...rest }) => rest);
  };
  const touch = (name: string) => () => void formik.setFieldTouched(name, true);
  /** A change in the block editor: the blocks' server errors go (their indexes may have moved). */
  const changeBlocks = (data: Data) => {
    setBlocksData(data);
    void formik.setFieldValue('blocksJson', toBlocksJson(data));
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !isBlockErrorKey(key))));
  };
  const status = (name: string, touchedPath = name) => cmsFieldStatus(t, name, formik, serverErrors, touchedPath);
  const hasError = (names: readonly string[]) =>
    names.some(
      (name) => serverErrors[name] || ((formik.submitCount > 0 || formik.getFieldMeta(name).touched) && (formik.errors as Record<string, string>)[name]),
    );
  const text = (
    name: keyof ContentFormValues & string,
    label: string,
    options: { required?: boolean; rows?: number; max?: number; extra?: ReactNode } = {},
  ) => (
    <Form.Item label={label} htmlFor={`content-${name}`} required={options.required} extra={options.extra} {...status(name)}>
      {options.rows ? (
        <Input.TextArea
          id={`content-${name}`}
          autoSize={{ minRows: options.rows, maxRows: 10 }}
          value={values[name] as string}
          count={options.max ? { show: true, max: options.max } : undefined}
          onChange={(e) => set(name, e.target.value)}
          onBlur={touch(name)}
          data-testid={`content-${name}`}
        />
      ) : (
        <Input
          id={`content-${name}`}
          value={values[name] as string}
          onChange={(e) => set(name, e.target.value)}
          onBlur={touch(name)}
          data-testid={`content-${name}`}
        />
      )}
    </Form.Item>
  );
  const seoText = (name: keyof ContentFormValues['seo'], max: number, rows?: number) => {
    const path = `seo.${name}`;
    const props = {
      id: `content-seo-${name}`,
      value: values.seo[name],
      count: { show: true, max },
      onChange: (e: { target: { value: string } }) => set(path, e.target.value),
      onBlur: touch(path),
      'data-testid': `content-seo-${name}`,
    };
    return (
      <Form.Item label={t(`cms.contents.fields.seo.${name}`)} htmlFor={props.id} extra={t(`cms.contents.form.seoHelp.${name}`)} {...status(path)}>
        {rows ? <Input.TextArea autoSize={{ minRows: rows, maxRows: 6 }} {...props} /> : <Input {...props} />}
      </Form.Item>
    );
  };

  const state = contentState(values.status, values.publishedAt || null);
  // The picker holds the Paris wall-clock time (the back office's clock on any computer), converted at the edges.
  const publishedAt = values.publishedAt ? dayjs(toParisWallClock(values.publishedAt)) : null;
  const submit = () => void formik.submitForm();
  const categoryOptions = (categories.data?.contentCategories ?? []).map((category) => ({
    value: category.id,
    label: categoryTitle(category, i18n.language),
  }));
  // A category of the content missing from the list (just deleted) still shows by its title.
  for (const category of content?.categories ?? []) {
    if (!categoryOptions.some((option) => option.value === category.id)) categoryOptions.push({ value: category.id, label: category.title });
  }

  const tabLabel = (label: string, names: readonly string[]) =>
    hasError(names) ? (
      <Badge dot offset={[6, 0]}>
        {label}
      </Badge>
    ) : (
      label
    );
  const french = (
    <>
      <Form.Item label={t('cms.contents.fields.title')} htmlFor="content-title" required {...status('title')}>
        <Input
          id="content-title"
          value={values.title}
          onChange={(e) => {
            set('title', e.target.value);
            set('slug', slugAfterTitleChange(e.target.value, values.slug, slugByHand));
          }}
          onBlur={touch('title')}
          data-testid="content-title"
        />
      </Form.Item>
      <Form.Item
        label={t('cms.contents.fields.slug')}
        htmlFor="content-slug"
        required
        extra={t('cms.contents.form.slugHelp', { path: `/${type.slug}/…/${values.slug || '…'}` })}
        {...status('slug')}
      >
        <Input
          id="content-slug"
          value={values.slug}
          onChange={(e) => {
            // Emptied by hand: the title suggests it again.
            setSlugByHand(e.target.value !== '');
            set('slug', e.target.value);
          }}
          onBlur={touch('slug')}
          data-testid="content-slug"
        />
      </Form.Item>
      {text('shortDescription', t('cms.contents.fields.shortDescription'), { rows: 3, max: CONTENT_LIMITS.shortDescription })}
      {blockEditor ? (
        <Typography.Paragraph type="secondary" data-testid="content-body-in-blocks">
          {t('cms.contents.form.bodyInBlocks')}
        </Typography.Paragraph>
      ) : (
        <Form.Item label={t('cms.contents.fields.body')} htmlFor="content-body" {...status('body')}>
          {content?.blocksJson && (
            <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('cms.contents.form.blocksDropped')} data-testid="content-blocks-dropped" />
          )}
          <RichTextEditor
            id="content-body"
            value={values.body}
            onChange={(html) => set('body', html)}
            onBlur={touch('body')}
            disabled={readOnly}
            invalid={Boolean(status('body').help)}
            data-testid="content-body"
          />
        </Form.Item>
      )}
    </>
  );
  const english = (
    <>
      <Typography.Paragraph type="secondary">{t('cms.contents.form.englishHelp')}</Typography.Paragraph>
      {text('titleEn', t('cms.contents.fields.titleEn'))}
      {text('shortDescriptionEn', t('cms.contents.fields.shortDescriptionEn'), { rows: 3, max: CONTENT_LIMITS.shortDescription })}
      <Form.Item label={t('cms.contents.fields.bodyEn')} htmlFor="content-bodyEn" {...status('bodyEn')}>
        <RichTextEditor
          id="content-bodyEn"
          value={values.bodyEn}
          onChange={(html) => set('bodyEn', html)}
          onBlur={touch('bodyEn')}
          disabled={readOnly}
          data-testid="content-bodyEn"
        />
      </Form.Item>
    </>
  );

  const tabsCard = (
    <Card style={{ marginBottom: 24 }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'fr', label: tabLabel(t('cms.contents.form.tabFr'), FR_FIELDS), children: french, forceRender: true },
          {
            key: 'en',
            label: <span data-testid="content-tab-en">{tabLabel(t('cms.contents.form.tabEn'), EN_FIELDS)}</span>,
            children: english,
            forceRender: true,
          },
        ]}
      />
    </Card>
  );
  const customCard = (
    <>
      {fields.length > 0 && (
        <Card
          title={t('cms.contents.form.customFields', { type: typeLabel(type, i18n.language, 'singular') })}
          style={{ marginBottom: 24 }}
          data-testid="content-custom-fields"
        >
          {fields.map((field) => {
            const errorName = `customFields.${field.id}`;
            const touchedPath = `custom.${field.id}`;
            const fieldStatus = status(errorName, touchedPath);
            return (
              <Form.Item
                key={field.id}
                label={fieldLabel(field, i18n.language)}
                htmlFor={`content-custom-${field.code}`}
                required={field.required}
                {...fieldStatus}
              >
                <CustomFieldInput
                  id={`content-custom-${field.code}`}
                  kind={field.kind}
                  options={field.options}
                  value={values.custom[field.id] ?? ''}
                  onChange={(value) => set(`custom.${field.id}`, value, errorName)}
                  onBlur={touch(touchedPath)}
                  disabled={readOnly}
                  invalid={Boolean(fieldStatus.help)}
                  testId={`content-custom-${field.code}`}
                />
              </Form.Item>
            );
          })}
        </Card>
      )}
    </>
  );
  const seoCard = (
    <Card title={t('cms.contents.form.seo')} style={{ marginBottom: 24 }} data-testid="content-seo">
      {seoText('metaTitle', CONTENT_LIMITS.metaTitle)}
      {seoText('metaDescription', CONTENT_LIMITS.metaDescription, 2)}
      {seoText('ogTitle', CONTENT_LIMITS.ogTitle)}
      {seoText('ogDescription', CONTENT_LIMITS.ogDescription, 2)}
      <Form.Item
        label={t('cms.contents.fields.seo.ogImageUrl')}
        htmlFor="content-seo-ogImageUrl"
        extra={t('cms.contents.form.seoHelp.ogImageUrl')}
        {...status('seo.ogImageUrl')}
      >
        <UrlInput
          id="content-seo-ogImageUrl"
          value={values.seo.ogImageUrl}
          onChange={(value) => set('seo.ogImageUrl', value)}
          onBlur={touch('seo.ogImageUrl')}
          disabled={readOnly}
          testId="content-seo-ogImageUrl"
          preview
        />
      </Form.Item>
    </Card>
  );
  const publicationCard = (
    <Card title={t('cms.contents.form.publication')} style={{ marginBottom: 24 }}>
      <Form.Item label={t('cms.contents.fields.status')} htmlFor="content-status" {...status('status')}>
        <Select
          id="content-status"
          value={values.status}
          options={(['DRAFT', 'PUBLISHED'] as const).map((value) => ({ value, label: t(`cms.contents.state.${value}`) }))}
          onChange={(value) => set('status', value)}
          data-testid="content-status"
        />
      </Form.Item>
      <Form.Item
        label={t('cms.contents.fields.publishedAt')}
        htmlFor="content-publishedAt"
        extra={t('cms.contents.form.publishedAtHelp')}
        {...status('publishedAt')}
      >
        <DatePicker
          id="content-publishedAt"
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          style={{ width: '100%' }}
          value={publishedAt}
          onChange={(date) => set('publishedAt', date ? (fromParisWallClock(date.format('YYYY-MM-DDTHH:mm')) ?? '') : '')}
          data-testid="content-publishedAt"
        />
      </Form.Item>
      <Space wrap data-testid="content-state">
        <Tag color={STATE_COLOURS[state]}>{t(`cms.contents.state.${state}`)}</Tag>
        <Typography.Text type="secondary">
          {state === 'SCHEDULED' && publishedAt
            ? t('cms.contents.form.scheduledFor', { date: formatDateTime(values.publishedAt) })
            : state === 'PUBLISHED'
              ? t(publishedAt ? 'cms.contents.form.publishedSince' : 'cms.contents.form.publishedNow', {
                  date: values.publishedAt ? formatDateTime(values.publishedAt) : '',
                })
              : t('cms.contents.form.draftHint')}
        </Typography.Text>
      </Space>
    </Card>
  );
  const classificationCard = (
    <Card title={t('cms.contents.form.classification')} style={{ marginBottom: 24 }}>
      <Form.Item
        label={t('cms.contents.fields.categoryIds')}
        htmlFor="content-categoryIds"
        extra={t('cms.contents.form.categoriesHelp')}
        {...status('categoryIds')}
      >
        <Select
          id="content-categoryIds"
          mode="multiple"
          allowClear
          value={values.categoryIds}
          loading={categories.loading}
          options={categoryOptions}
          optionFilterProp="label"
          notFoundContent={t('cms.contents.form.noCategories')}
          onChange={(ids: string[]) => set('categoryIds', ids)}
          data-testid="content-categoryIds"
        />
      </Form.Item>
      <Form.Item label={t('cms.contents.fields.tags')} htmlFor="content-tags" extra={t('cms.contents.form.tagsHelp')} {...status('tags')}>
        <Select
          id="content-tags"
          mode="tags"
          open={false}
          tokenSeparators={[',', ';']}
          value={values.tags}
          onChange={(tags: string[]) => set('tags', tags)}
          data-testid="content-tags"
        />
      </Form.Item>
    </Card>
  );
  const imagesCard = (
    <Card title={t('cms.contents.form.images')} style={{ marginBottom: 24 }}>
      <Form.Item label={t('cms.contents.fields.thumbnailUrl')} htmlFor="content-thumbnailUrl" {...status('thumbnailUrl')}>
        <UrlInput
          id="content-thumbnailUrl"
          value={values.thumbnailUrl}
          onChange={(value) => set('thumbnailUrl', value)}
          onBlur={touch('thumbnailUrl')}
          disabled={readOnly}
          testId="content-thumbnailUrl"
          preview
        />
      </Form.Item>
      <Form.Item
        label={t('cms.contents.fields.mainImageUrl')}
        htmlFor="content-mainImageUrl"
        extra={t('cms.contents.form.imagesHelp')}
        {...status('mainImageUrl')}
      >
        <UrlInput
          id="content-mainImageUrl"
          value={values.mainImageUrl}
          onChange={(value) => set('mainImageUrl', value)}
          onBlur={touch('mainImageUrl')}
          disabled={readOnly}
          testId="content-mainImageUrl"
          preview
        />
      </Form.Item>
    </Card>
  );

  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Link to={listPath} aria-label={t('cms.contents.backToList')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('cms.contents.backToList')} />
        </Link>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="content-heading">
          {content ? content.title : t('cms.contents.form.createTitle', { type: typeLabel(type, i18n.language, 'singular') })}
        </Typography.Title>
        {content && (
          <Tag color={STATE_COLOURS[contentState(content.status, content.publishedAt)]}>
            {t(`cms.contents.state.${contentState(content.status, content.publishedAt)}`)}
          </Tag>
        )}
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          {content && (
            <Button
              icon={<EyeOutlined />}
              href={content.path}
              target="_blank"
              rel="noreferrer"
              disabled={contentState(content.status, content.publishedAt) !== 'PUBLISHED'}
              data-testid="content-view"
            >
              {t('cms.contents.view')}
            </Button>
          )}
          {!readOnly && (
            <Button type="primary" loading={formik.isSubmitting} onMouseDown={keepFocus} onClick={submit} data-testid="content-save">
              {t('common.save')}
            </Button>
          )}
        </Flex>
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="content-failure" />}
      <Form layout="vertical" onFinish={submit} disabled={readOnly}>
        {blockEditor && blocksData ? (
          // The block editor takes the whole width (Puck's panels leave the canvas little room otherwise).
          <>
            <Row gutter={24}>
              <Col xs={24} xl={16}>
                {tabsCard}
              </Col>
              <Col xs={24} xl={8}>
                {publicationCard}
              </Col>
            </Row>
            <ContentBlocksCard data={blocksData} onChange={changeBlocks} errors={serverErrors} />
            <Row gutter={24}>
              <Col xs={24} xl={16}>
                {customCard}
                {seoCard}
              </Col>
              <Col xs={24} xl={8}>
                {classificationCard}
                {imagesCard}
              </Col>
            </Row>
          </>
        ) : (
          <Row gutter={24}>
            <Col xs={24} xl={16}>
              {tabsCard}
              {customCard}
              {seoCard}
            </Col>
            <Col xs={24} xl={8}>
              {publicationCard}
              {classificationCard}
              {imagesCard}
            </Col>
          </Row>
        )}
      </Form>
    </>
  );
}

/** The API's field paths, by where the form shows them (a tab marks its errors). */
const FR_FIELDS: readonly string[] = ['title', 'slug', 'shortDescription', 'body'];
const EN_FIELDS: readonly string[] = ['titleEn', 'shortDescriptionEn', 'bodyEn'];
const SIDE_FIELDS: readonly string[] = ['status', 'publishedAt', 'categoryIds', 'tags', 'thumbnailUrl', 'mainImageUrl'];
const SEO_FIELDS: readonly string[] = ['seo.metaTitle', 'seo.metaDescription', 'seo.ogTitle', 'seo.ogDescription', 'seo.ogImageUrl'];
