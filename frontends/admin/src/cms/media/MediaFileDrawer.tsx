import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, type ButtonProps, Descriptions, Drawer, Form, Input, List, Popconfirm, Space, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEDIA_LIMITS, mediaFileSchema, validateWith } from '@guide/validation';
import { fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import type { MediaFileCardFragment } from '../../gql/graphql';
import { type MediaFolderRow, folderTree, mediaError, mediaMessage } from './MediaBrowser';
import { DELETE_MEDIA_FILES, MEDIA_FILE_USAGE, MEDIA_FOLDERS, UPDATE_MEDIA_FILE } from './media.graphql';
import { formatSize } from './media-upload';

interface Props {
  file: MediaFileCardFragment | null;
  onClose(): void;
  /** After a save or a deletion: the grid reloads. */
  onChanged(): void;
}

type Texts = { altText: string; altTextEn: string; title: string; folderId: string };

/** A file's details: preview, address to copy, alt texts, title, folder, where it is used, deletion. */
export function MediaFileDrawer({ file, onClose, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  const { message } = App.useApp();
  const [values, setValues] = useState<Texts>({ altText: '', altTextEn: '', title: '', folderId: 'root' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const folders = useQuery(MEDIA_FOLDERS, { fetchPolicy: 'cache-first', skip: !file });
  const usage = useQuery(MEDIA_FILE_USAGE, { variables: { id: file?.id ?? '' }, skip: !file, fetchPolicy: 'network-only' });
  const [update, updating] = useMutation(UPDATE_MEDIA_FILE);
  const [remove, removing] = useMutation(DELETE_MEDIA_FILES);
  const editable = can('cms.media.update');

  useEffect(() => {
    if (file) setValues({ altText: file.altText ?? '', altTextEn: file.altTextEn ?? '', title: file.title ?? '', folderId: file.folderId ?? 'root' });
    setErrors({});
  }, [file]);

  const treeData = useMemo(() => {
    type Node = { key: string; title: string; children: Node[] };
    type Option = { value: string; title: string; children: Option[] };
    const map = (n: Node): Option => ({
      value: n.key === 'all' ? 'root' : n.key,
      title: n.key === 'all' ? t('cmsMedia.noFolder') : n.title,
      children: n.children.map(map),
    });
    return folderTree((folders.data?.mediaFolders ?? []) as MediaFolderRow[], '').map((n) => map(n as Node));
  }, [folders.data, t]);

  if (!file) return <Drawer open={false} />;
  const used = usage.data?.mediaFile?.usage ?? [];
  const absolute = typeof window === 'undefined' ? file.url : new URL(file.url, window.location.origin).toString();

  async function save() {
    const checked = validateWith(mediaFileSchema, values);
    if (!checked.ok) return setErrors(checked.fieldErrors);
    try {
      const move = values.folderId === 'root' ? { toRoot: true } : { folderId: values.folderId };
      await update({ variables: { id: file!.id, input: { altText: values.altText, altTextEn: values.altTextEn, title: values.title, ...move } } });
      setErrors({});
      message.success(t('cmsMedia.saved'));
      onChanged();
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else message.error(mediaError(t, e));
    }
  }
  async function onDelete() {
    try {
      await remove({ variables: { ids: [file!.id], force: used.length > 0 } });
      message.success(t('cmsMedia.deleted'));
      onClose();
      onChanged();
    } catch (e) {
      message.error(mediaError(t, e));
    }
  }
  const status = (field: keyof Texts) => (errors[field] ? { validateStatus: 'error' as const, help: mediaMessage(t, errors[field]) } : {});

  return (
    <Drawer open title={t('cmsMedia.drawerTitle')} onClose={onClose} width={480} data-testid="media-drawer" destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {file.kind === 'IMAGE' ? (
          <img
            src={file.url}
            alt={file.altText ?? ''}
            style={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', background: '#f5f5f5' }}
            data-testid="media-preview"
          />
        ) : (
          <a href={file.url} target="_blank" rel="noreferrer">
            {t('cmsMedia.open')}
          </a>
        )}
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('cmsMedia.fileTitle')}>{file.originalName}</Descriptions.Item>
          <Descriptions.Item label={t('cmsMedia.kind')}>
            {t('cmsMedia.details', { kind: t(`cmsMedia.kindOne.${file.kind}`), size: formatSize(file.size, i18n.language) })}
            {file.width && file.height ? ` · ${t('cmsMedia.dimensions', { width: file.width, height: file.height })}` : ''}
          </Descriptions.Item>
        </Descriptions>
        <div>
          <Typography.Text strong>{t('cmsMedia.url')}</Typography.Text>
          <Typography.Paragraph
            copyable={{ text: file.url, tooltips: [t('cmsMedia.copyUrl'), t('cmsMedia.copied')] }}
            code
            data-testid="media-url"
            title={absolute}
          >
            {file.url}
          </Typography.Paragraph>
        </div>
        <Form layout="vertical" onFinish={() => void save()} disabled={!editable}>
          {file.kind === 'IMAGE' && (
            <>
              <Form.Item label={t('cmsMedia.altText')} htmlFor="media-alt" extra={t('cmsMedia.altHelp')} {...status('altText')}>
                <Input
                  id="media-alt"
                  value={values.altText}
                  maxLength={MEDIA_LIMITS.alt}
                  showCount
                  onChange={(e) => setValues({ ...values, altText: e.target.value })}
                  data-testid="media-alt"
                />
              </Form.Item>
              <Form.Item label={t('cmsMedia.altTextEn')} htmlFor="media-alt-en" {...status('altTextEn')}>
                <Input
                  id="media-alt-en"
                  value={values.altTextEn}
                  maxLength={MEDIA_LIMITS.alt}
                  showCount
                  onChange={(e) => setValues({ ...values, altTextEn: e.target.value })}
                  data-testid="media-alt-en"
                />
              </Form.Item>
            </>
          )}
          <Form.Item label={t('cmsMedia.fileTitle')} htmlFor="media-title" {...status('title')}>
            <Input
              id="media-title"
              value={values.title}
              maxLength={MEDIA_LIMITS.title}
              onChange={(e) => setValues({ ...values, title: e.target.value })}
              data-testid="media-title"
            />
          </Form.Item>
          <Form.Item label={t('cmsMedia.folder')} htmlFor="media-folder" {...status('folderId')}>
            <TreeSelect
              id="media-folder"
              treeDefaultExpandAll
              value={values.folderId}
              treeData={treeData}
              onChange={(v: string) => setValues({ ...values, folderId: v })}
              data-testid="media-folder"
            />
          </Form.Item>
          {editable && (
            <Button type="primary" htmlType="submit" loading={updating.loading} data-testid="media-save">
              {t('cmsMedia.save')}
            </Button>
          )}
        </Form>
        <div data-testid="media-usage">
          <Typography.Title level={5}>{t('cmsMedia.usage')}</Typography.Title>
          {usage.error && <Alert type="error" showIcon message={mediaError(t, usage.error)} />}
          {usage.data && !used.length ? (
            <Typography.Text type="secondary">{t('cmsMedia.usageNone')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={used}
              renderItem={(u) => (
                <List.Item>
                  <Space>
                    <Typography.Text type="secondary">{t(`cmsMedia.usageTypes.${u.type}`, { defaultValue: u.type })}</Typography.Text>
                    <Link to={u.adminPath}>{u.title}</Link>
                  </Space>
                </List.Item>
              )}
            />
          )}
        </div>
        {can('cms.media.delete') && (
          <Popconfirm
            title={t('cmsMedia.confirmDelete', { name: file.originalName })}
            description={used.length ? t('cmsMedia.confirmDeleteUsed', { count: used.length }) : t('cmsMedia.confirmDeleteText')}
            onConfirm={() => void onDelete()}
            okButtonProps={{ danger: true, 'data-testid': 'media-delete-confirm' } as ButtonProps}
          >
            <Button danger loading={removing.loading} data-testid="media-delete">
              {t('cmsMedia.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Drawer>
  );
}
