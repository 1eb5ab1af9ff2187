import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Flex, Form, Input, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@guide/ui';
import { CONTENT_LIMITS, seoSchema, validateWith } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { cmsMessage } from '../cms-errors';
import { useFormModal } from '../useFormModal';
import { CMS_SECTION_SEOS, CMS_UPDATE_SECTION_SEO, type SectionSeoRow } from './seo.graphql';

const FIELDS = ['metaTitle', 'metaDescription', 'ogTitle', 'ogDescription', 'ogImageUrl'] as const;
type Field = (typeof FIELDS)[number];
const LIMITS: Record<Field, number> = {
  metaTitle: CONTENT_LIMITS.metaTitle,
  metaDescription: CONTENT_LIMITS.metaDescription,
  ogTitle: CONTENT_LIMITS.ogTitle,
  ogDescription: CONTENT_LIMITS.ogDescription,
  ogImageUrl: CONTENT_LIMITS.url,
};
/** French fields by name, English ones with an `En` suffix: one flat form (server errors map by name). */
type SeoFormValues = Record<Field | `${Field}En`, string>;

const pick = (values: SeoFormValues, suffix: '' | 'En') => Object.fromEntries(FIELDS.map((f) => [f, values[`${f}${suffix}`].trim() || null]));

/**
 * /admin/cms/seo: the search-engine and social-card texts of each storefront section (home, guide
 * sections, shop, contest, agenda, search, each content type's list), French and English, edited in a
 * drawer with live character counts. Empty fields keep the storefront's own texts.
 */
export function SectionSeoPage() {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('cmsSeo.title'));
  const { data, loading, error, refetch } = useQuery(CMS_SECTION_SEOS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<SectionSeoRow | null>(null);
  const rows = (data?.sectionSeos ?? []).map((row) => ({ ...row, id: row.section }));
  const label = (row: SectionSeoRow) => (i18n.language.startsWith('en') ? row.labelEn : row.label);
  const filled = (seo: SectionSeoRow['seo']) => FIELDS.filter((f) => seo[f]).length;

  const columns: TableColumnsType<SectionSeoRow & { id: string }> = [
    {
      title: t('cmsSeo.fields.section'),
      key: 'section',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{label(row)}</Typography.Text>
          <Typography.Text type="secondary" code>
            {row.path}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('cmsSeo.fields.metaTitle'),
      key: 'metaTitle',
      render: (_, row) => row.seo.metaTitle ?? <Typography.Text type="secondary">{t('cmsSeo.default')}</Typography.Text>,
    },
    {
      title: t('cmsSeo.fields.metaDescription'),
      key: 'metaDescription',
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 320, margin: 0 }} type={row.seo.metaDescription ? undefined : 'secondary'}>
          {row.seo.metaDescription ?? t('cmsSeo.default')}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('cmsSeo.fields.filled'),
      key: 'filled',
      render: (_, row) => (
        <Space>
          <Tag data-testid={`seo-filled-fr-${row.section}`}>FR {filled(row.seo)}/5</Tag>
          <Tag>EN {filled(row.seoEn)}/5</Tag>
        </Space>
      ),
    },
    { title: t('cmsSeo.fields.updatedAt'), key: 'updatedAt', render: (_, row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '—') },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, row) => (can('cms.seo.update') ? <EditButton onClick={() => setEditing(row)} testId={`seo-edit-${row.section}`} /> : null),
    },
  ];

  return (
    <>
      <ListHeader title={t('cmsSeo.title')} intro={t('cmsSeo.intro')} onRefresh={() => void refetch()} />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable
        columns={columns}
        dataSource={rows}
        loading={loading && !data}
        emptyText={t('cmsSeo.empty')}
        data-testid="seo-table"
        onOpen={can('cms.seo.update') ? setEditing : undefined}
      />
      <SeoDrawer row={editing} label={editing ? label(editing) : ''} onClose={() => setEditing(null)} onSaved={() => void refetch()} />
    </>
  );
}

function SeoDrawer({ row, label, onClose, onSaved }: { row: SectionSeoRow | null; label: string; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [update] = useMutation(CMS_UPDATE_SECTION_SEO);
  const crud = useFormModal<SectionSeoRow, SeoFormValues>({
    target: row,
    onClose,
    initialValues: (editing) =>
      Object.fromEntries(
        FIELDS.flatMap((f) => [
          [f, editing?.seo[f] ?? ''],
          [`${f}En`, editing?.seoEn[f] ?? ''],
        ]),
      ) as SeoFormValues,
    validate: (values) => {
      const fr = validateWith(seoSchema, pick(values, ''));
      const en = validateWith(seoSchema, pick(values, 'En'));
      return { ...(fr.ok ? {} : fr.fieldErrors), ...(en.ok ? {} : Object.fromEntries(Object.entries(en.fieldErrors).map(([k, v]) => [`${k}En`, v]))) };
    },
    save: async (values, editing) => {
      await update({ variables: { section: editing!.section, input: pick(values, ''), inputEn: pick(values, 'En') } });
      onSaved();
      return t('cmsSeo.saved', { section: label });
    },
  });
  const { formik } = crud;
  const field = (name: Field, suffix: '' | 'En') => {
    const key = `${name}${suffix}` as keyof SeoFormValues;
    const shown = Boolean(formik.touched[key]) || formik.submitCount > 0;
    const err = shown ? formik.errors[key] : undefined;
    const id = `seo-${key}`;
    const props = {
      id,
      name: key,
      value: formik.values[key],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      'data-testid': id,
      ...(name === 'ogImageUrl' ? { maxLength: LIMITS[name], placeholder: 'https://… ou /media/…' } : { count: { show: true, max: LIMITS[name] } }),
    };
    return (
      <Form.Item
        key={key}
        label={t(`cmsSeo.fields.${name}`)}
        htmlFor={id}
        extra={t(`cmsSeo.help.${name}`)}
        validateStatus={err ? 'error' : undefined}
        help={err ? <span data-testid={`field-error-${id}`}>{cmsMessage(t, err, `seo.${name}`)}</span> : undefined}
      >
        {name === 'metaDescription' || name === 'ogDescription' ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} {...props} /> : <Input {...props} />}
      </Form.Item>
    );
  };
  return (
    <Drawer
      open={crud.open}
      onClose={crud.close}
      title={t('cmsSeo.editTitle', { section: label })}
      width={560}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={crud.close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()} data-testid="seo-save">
            {t('common.save')}
          </Button>
        </Flex>
      }
      data-testid="seo-drawer"
    >
      {row && <Typography.Paragraph type="secondary">{t('cmsSeo.drawerIntro', { path: row.path })}</Typography.Paragraph>}
      {crud.failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={crud.failure} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Tabs
          items={[
            { key: 'fr', label: t('cmsSeo.french'), forceRender: true, children: FIELDS.map((f) => field(f, '')) },
            { key: 'en', label: t('cmsSeo.english'), forceRender: true, children: FIELDS.map((f) => field(f, 'En')) },
          ]}
        />
      </Form>
    </Drawer>
  );
}
