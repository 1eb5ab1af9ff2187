import { useMutation, useQuery } from '@apollo/client/react';
import type { Data } from '@puckeditor/core';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Result, Row, Space, Spin, Typography } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { isMediaUrl } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsMessage } from '../cms-errors';
import { MediaPickerButton } from '../media';
import { BlockErrorsAlert } from '../pages/BlockErrorsAlert';
import { toBlocks, toBlocksJson, toPuckData } from '../pages/page-document';
import { CMS_CREATE_PAGE_COMPONENT, CMS_PAGE_COMPONENT, CMS_UPDATE_PAGE_COMPONENT } from './components.graphql';

/** The pages' own builder (one Puck set-up for pages and components); its chunk loads with the editor only. */
const PageBuilder = lazy(() => import('../pages/PageBuilder'));

/**
 * /admin/cms/components/create and /admin/cms/components/edit/:id: the component's name and thumbnail beside
 * the page builder (without the Component block: a component holds no component). Saving updates every page
 * that shows it (the service rewrites their search text too).
 */
export function ComponentEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const existing = useQuery(CMS_PAGE_COMPONENT, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const [createComponent, creating] = useMutation(CMS_CREATE_PAGE_COMPONENT);
  const [updateComponent, updating] = useMutation(CMS_UPDATE_PAGE_COMPONENT);
  const component = existing.data?.pageComponent;
  usePageTitle(id ? (component?.name ?? t('cmsComponents.editor.editTitle')) : t('cmsComponents.editor.createTitle'));

  const [name, setName] = useState('');
  const [thumbnailUrl, setThumbnailUrl] = useState('');
  const [data, setData] = useState<Data | null>(id ? null : toPuckData(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loadedId = useRef<string | null>(null);

  useEffect(() => {
    if (!component || loadedId.current === component.id) return;
    loadedId.current = component.id;
    setName(component.name);
    setThumbnailUrl(component.thumbnailUrl ?? '');
    setData(toPuckData(component.blocksJson));
  }, [component]);

  if (id && existing.data && !component) {
    return (
      <Result
        status="404"
        title={t('cmsComponents.editor.notFound')}
        extra={<Link to="/cms/components">{t('cmsComponents.list.title')}</Link>}
        data-testid="component-not-found"
      />
    );
  }
  if (id && existing.error && !component) return <Alert type="error" showIcon title={cmsFailure(t, existing.error)} />;

  const editable = id ? can('cms.components.update') : can('cms.components.create');
  const saving = creating.loading || updating.loading;
  const fieldHelp = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${field}`}>{cmsMessage(t, errors[field], field)}</span> } : {};

  async function save() {
    if (!data) return;
    setErrors({});
    const input = { name, thumbnailUrl: thumbnailUrl.trim() || null, blocksJson: toBlocksJson(data) };
    try {
      if (id) {
        const { data: result } = await updateComponent({ variables: { id, input } });
        const used = result?.updatePageComponent.usageCount ?? 0;
        notification.success({ title: used ? t('cmsComponents.editor.savedUsed', { count: used }) : t('cmsComponents.editor.saved') });
      } else {
        const { data: result } = await createComponent({ variables: { input } });
        notification.success({ title: t('cmsComponents.editor.saved') });
        if (result) navigate(`/cms/components/edit/${result.createPageComponent.id}`, { replace: true });
      }
    } catch (e) {
      const found = fieldErrors(e);
      setErrors(found);
      notification.error({
        title: t('cmsComponents.editor.saveFailed'),
        description: Object.keys(found).length ? t('cmsComponents.editor.checkFields') : cmsFailure(t, e),
      });
    }
  }

  const blocks = data ? toBlocks(data) : [];
  const blockErrors = Object.entries(errors).filter(([key]) => key.startsWith('blocks'));

  return (
    <div className="pb-page" data-testid="component-editor">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {id ? t('cmsComponents.editor.editTitle') : t('cmsComponents.editor.createTitle')}
        </Typography.Title>
        <Space wrap>
          <Link to="/cms/components">{t('cmsComponents.editor.back')}</Link>
          {editable && (
            <Button type="primary" loading={saving} disabled={!data} onClick={() => void save()} data-testid="component-save">
              {t('cmsComponents.editor.save')}
            </Button>
          )}
        </Space>
      </Space>
      <Row gutter={16}>
        <Col xs={24} xl={6}>
          <Card size="small" title={t('cmsComponents.editor.details')}>
            <Form layout="vertical" disabled={!editable}>
              <Form.Item label={t('cmsComponents.fields.name')} required {...fieldHelp('name')}>
                <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} data-testid="component-name" />
              </Form.Item>
              <Form.Item label={t('cmsComponents.fields.thumbnailUrl')} {...fieldHelp('thumbnailUrl')}>
                <Flex gap={8} vertical>
                  <Input
                    value={thumbnailUrl}
                    maxLength={2048}
                    placeholder="https://… / /media/…"
                    onChange={(e) => setThumbnailUrl(e.target.value)}
                    data-testid="component-thumbnail"
                  />
                  {editable && <MediaPickerButton onPick={setThumbnailUrl} testId="component-thumbnail-pick" />}
                  {isMediaUrl(thumbnailUrl.trim()) && (
                    <img className="pc-thumb" src={thumbnailUrl.trim()} alt="" width={96} height={60} data-testid="component-thumbnail-preview" />
                  )}
                </Flex>
              </Form.Item>
            </Form>
            {id && component && (
              <Typography.Text type="secondary" data-testid="component-usage">
                {t('cmsComponents.editor.usedBy', { count: component.usageCount })}
              </Typography.Text>
            )}
          </Card>
          {(blockErrors.length > 0 || errors.blocksJson) && (
            <BlockErrorsAlert
              title={t('cmsComponents.editor.blockErrors')}
              errors={blockErrors}
              blocks={blocks}
              first={errors.blocksJson && <li>{cmsMessage(t, errors.blocksJson, 'blocksJson')}</li>}
              style={{ marginTop: 12 }}
              testId="component-block-errors"
            />
          )}
        </Col>
        <Col xs={24} xl={18}>
          {data ? (
            <Suspense fallback={<Spin />}>
              <PageBuilder data={data} onChange={setData} components={false} />
            </Suspense>
          ) : (
            <Spin />
          )}
        </Col>
      </Row>
    </div>
  );
}
