import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FileOutlined, FilePdfOutlined, FolderAddOutlined, InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Progress,
  Row,
  Select,
  Space,
  Tree,
  Typography,
  Upload,
} from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT, MEDIA_LIMITS } from '@guide/validation';
import { UploadError, errorCode, fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import type { MediaFileCardFragment, MediaFileKind, MediaFoldersQuery } from '../../gql/graphql';
import { CREATE_MEDIA_FOLDER, DELETE_MEDIA_FOLDER, MEDIA_FILES, MEDIA_FOLDERS, RENAME_MEDIA_FOLDER } from './media.graphql';
import { checkMediaFile, uploadMediaFile } from './media-upload';

export type MediaFolderRow = MediaFoldersQuery['mediaFolders'][number];
const PAGE = 24;

/** A message key in words: the library's wording first, then the shared one. */
export const mediaMessage = (t: TFunction, key: string) => t([`cmsMedia.errors.${key}`, `ui:fieldErrors.${key}`, 'cmsMedia.errors.UNKNOWN']);

/** The failure of a GraphQL call in words (the field's key when there is one). */
export function mediaError(t: TFunction, error: unknown): string {
  const [key] = Object.values(fieldErrors(error));
  return mediaMessage(t, key ?? errorCode(error) ?? 'UNKNOWN');
}

interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
  error?: string;
}

export interface MediaBrowserProps {
  /** Only this kind (the picker shows images only). */
  kind?: MediaFileKind;
  /** Clicking a file: the library opens its drawer, the picker returns it. */
  onOpen(file: MediaFileCardFragment): void;
  /** Bumped by the parent after a change made elsewhere (drawer save/delete) to reload the files. */
  reloadKey?: number;
  testIdPrefix?: string;
}

/** Folder tree, search, upload area and the grid of files: shared by /cms/media and the MediaPicker. */
export function MediaBrowser({ kind: fixedKind, onOpen, reloadKey = 0 }: MediaBrowserProps) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { message } = App.useApp();
  const client = useApolloClient();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaFileKind | undefined>(fixedKind);
  const [more, setMore] = useState<MediaFileCardFragment[]>([]);
  const [cursor, setCursor] = useState<{ hasNextPage: boolean; endCursor?: string | null } | null>(null);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const folders = useQuery(MEDIA_FOLDERS, { fetchPolicy: 'cache-and-network' });
  const variables = { folderId, search: search.trim() || null, kind: kind ?? null, first: PAGE };
  const files = useQuery(MEDIA_FILES, { variables, fetchPolicy: 'cache-and-network' });
  const folderList = folders.data?.mediaFolders ?? [];
  const current = folderList.find((f) => f.id === folderId) ?? null;

  useEffect(() => {
    setMore([]);
    setCursor(null);
  }, [folderId, search, kind, reloadKey, files.data]);
  useEffect(() => {
    if (reloadKey) void files.refetch();
  }, [reloadKey]);

  const first = files.data?.mediaFiles;
  const shown = [...(first?.edges.map((e) => e.node) ?? []), ...more];
  const page = cursor ?? first?.pageInfo;

  async function loadMore() {
    if (!page?.endCursor) return;
    const res = await client.query({ query: MEDIA_FILES, variables: { ...variables, after: page.endCursor }, fetchPolicy: 'network-only' });
    const next = res.data?.mediaFiles;
    if (!next) return;
    setMore((prev) => [...prev, ...next.edges.map((e) => e.node)]);
    setCursor(next.pageInfo);
  }

  function reload() {
    void files.refetch();
    void folders.refetch();
  }

  const reason = (key: string) => mediaMessage(t, key);
  function beforeUpload(file: File) {
    const problem = checkMediaFile(file);
    if (!problem) return true;
    setPending((prev) => [...prev, { uid: `${file.name}-${Date.now()}-${Math.random()}`, name: file.name, percent: 0, error: reason(problem) }]);
    return Upload.LIST_IGNORE;
  }
  async function send(file: File) {
    const uid = `${file.name}-${Date.now()}-${Math.random()}`;
    const update = (patch: Partial<PendingUpload>) => setPending((prev) => prev.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));
    setPending((prev) => [...prev, { uid, name: file.name, percent: 0 }]);
    try {
      await uploadMediaFile(file, folderId, (percent) => update({ percent }));
      setPending((prev) => prev.filter((p) => p.uid !== uid));
      message.success(t('cmsMedia.uploaded', { name: file.name }));
      reload();
    } catch (e) {
      const key = e instanceof UploadError ? (e.fieldErrors.file ?? Object.values(e.fieldErrors)[0] ?? e.code) : 'UNKNOWN';
      update({ error: reason(key) });
    }
  }

  return (
    <Row gutter={[24, 16]} data-testid="media-browser">
      <Col xs={24} md={7} lg={6}>
        <FolderPanel folders={folderList} selected={folderId} onSelect={setFolderId} onChanged={reload} />
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Flex gap={12} wrap>
            <Input.Search
              allowClear
              placeholder={t('cmsMedia.search')}
              onSearch={setSearch}
              style={{ maxWidth: 360 }}
              data-testid="media-search"
              aria-label={t('cmsMedia.search')}
            />
            {!fixedKind && (
              <Select
                allowClear
                placeholder={t('cmsMedia.kind')}
                style={{ minWidth: 160 }}
                value={kind}
                onChange={(v?: MediaFileKind) => setKind(v)}
                options={(['IMAGE', 'PDF', 'DOCUMENT'] as const).map((k) => ({ value: k, label: t(`cmsMedia.kinds.${k}`) }))}
                data-testid="media-kind"
              />
            )}
          </Flex>
          {can('cms.media.create') && (
            <Upload.Dragger
              multiple
              accept={fixedKind === 'IMAGE' ? '.jpg,.jpeg,.png,.webp' : MEDIA_ACCEPT}
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={({ file }) => void send(file as File)}
              data-testid="media-upload"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('cmsMedia.dropTitle')}</p>
              <p className="ant-upload-hint">{t('cmsMedia.dropHint')}</p>
              {current && <p className="ant-upload-hint">{t('cmsMedia.dropFolder', { name: current.name })}</p>}
            </Upload.Dragger>
          )}
          {pending.map((p) =>
            p.error ? (
              <Alert
                key={p.uid}
                type="error"
                showIcon
                closable
                onClose={() => setPending((prev) => prev.filter((x) => x.uid !== p.uid))}
                message={t('cmsMedia.uploadFailed', { name: p.name, reason: p.error })}
                data-testid="media-upload-error"
              />
            ) : (
              <div key={p.uid} data-testid="media-upload-progress">
                <Typography.Text>{p.name}</Typography.Text>
                <Progress percent={p.percent} size="small" />
              </div>
            ),
          )}
          {files.error && <Alert type="error" showIcon message={mediaError(t, files.error)} />}
          <Typography.Text type="secondary" data-testid="media-count">
            {t('cmsMedia.count', { count: first?.totalCount ?? 0 })}
          </Typography.Text>
          {first && !shown.length ? (
            <Empty description={t('cmsMedia.empty')} />
          ) : (
            <Row gutter={[12, 12]}>
              {shown.map((file) => (
                <Col key={file.id} xs={12} sm={8} lg={6} xl={4}>
                  <MediaCard file={file} onOpen={() => onOpen(file)} />
                </Col>
              ))}
            </Row>
          )}
          {page?.hasNextPage && (
            <Button onClick={() => void loadMore()} data-testid="media-load-more">
              {t('cmsMedia.loadMore')}
            </Button>
          )}
        </Space>
      </Col>
    </Row>
  );
}

function MediaCard({ file, onOpen }: { file: MediaFileCardFragment; onOpen(): void }) {
  const { t } = useTranslation();
  const icon = file.kind === 'PDF' ? <FilePdfOutlined style={{ fontSize: 40 }} /> : <FileOutlined style={{ fontSize: 40 }} />;
  return (
    <Card
      hoverable
      size="small"
      onClick={onOpen}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen()}
      tabIndex={0}
      role="button"
      aria-label={file.title || file.originalName}
      data-testid={`media-card-${file.id}`}
      cover={
        <div style={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', overflow: 'hidden' }}>
          {file.thumbnailUrl ? (
            <img src={file.thumbnailUrl} alt={file.altText ?? ''} style={{ maxWidth: '100%', maxHeight: 110, objectFit: 'contain' }} />
          ) : (
            icon
          )}
        </div>
      }
    >
      <Typography.Text ellipsis={{ tooltip: file.originalName }} style={{ display: 'block', fontSize: 12 }}>
        {file.title || file.originalName}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
        {t(`cmsMedia.kindOne.${file.kind}`)}
      </Typography.Text>
    </Card>
  );
}

/** The folders as a tree from their parent ids, "All files" on top. */
export function folderTree(folders: readonly MediaFolderRow[], allLabel: string) {
  type Node = { key: string; title: string; children: Node[] };
  const nodes = new Map<string, Node>(folders.map((f) => [f.id, { key: f.id, title: f.name, children: [] }]));
  const roots: Node[] = [];
  for (const f of folders) (f.parentId && nodes.get(f.parentId) ? nodes.get(f.parentId)!.children : roots).push(nodes.get(f.id)!);
  return [{ key: 'all', title: allLabel, children: roots }];
}

function FolderPanel({
  folders,
  selected,
  onSelect,
  onChanged,
}: {
  folders: readonly MediaFolderRow[];
  selected: string | null;
  onSelect(id: string | null): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_MEDIA_FOLDER);
  const [rename, renaming] = useMutation(RENAME_MEDIA_FOLDER);
  const [remove] = useMutation(DELETE_MEDIA_FOLDER);
  const current = folders.find((f) => f.id === selected) ?? null;
  const treeData = useMemo(() => folderTree(folders, t('cmsMedia.allFiles')), [folders, t]);

  function open(kind: 'create' | 'rename') {
    setName(kind === 'rename' ? (current?.name ?? '') : '');
    setError(null);
    setDialog(kind);
  }
  async function submit() {
    if (!name.trim()) return setError(mediaMessage(t, 'REQUIRED'));
    try {
      if (dialog === 'create') {
        await create({ variables: { input: { name, parentId: selected } } });
        message.success(t('cmsMedia.folderCreated', { name: name.trim() }));
      } else if (current) {
        await rename({ variables: { id: current.id, name } });
        message.success(t('cmsMedia.folderRenamed'));
      }
      setDialog(null);
      onChanged();
    } catch (e) {
      setError(mediaError(t, e));
    }
  }
  async function onDelete() {
    if (!current) return;
    try {
      await remove({ variables: { id: current.id } });
      message.success(t('cmsMedia.folderDeleted'));
      onSelect(current.parentId ?? null);
      onChanged();
    } catch (e) {
      message.error(mediaError(t, e));
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('cmsMedia.folders')}
      </Typography.Title>
      <Tree
        blockNode
        defaultExpandAll
        key={folders.length}
        treeData={treeData}
        selectedKeys={[selected ?? 'all']}
        onSelect={(keys) => keys.length && onSelect(keys[0] === 'all' ? null : String(keys[0]))}
        titleRender={(node) => <span data-testid={`media-folder-${node.key === 'all' ? 'all' : String(node.title)}`}>{String(node.title)}</span>}
        data-testid="media-folder-tree"
      />
      <Flex gap={8} wrap>
        {can('cms.media.create') && (
          <Button size="small" icon={<FolderAddOutlined />} onClick={() => open('create')} data-testid="media-new-folder">
            {current ? t('cmsMedia.newSubfolder') : t('cmsMedia.newFolder')}
          </Button>
        )}
        {current && can('cms.media.update') && (
          <Button size="small" onClick={() => open('rename')} data-testid="media-rename-folder">
            {t('cmsMedia.renameFolder')}
          </Button>
        )}
        {current && can('cms.media.delete') && (
          <Popconfirm
            title={t('cmsMedia.confirmDeleteFolder', { name: current.name })}
            description={t('cmsMedia.confirmDeleteFolderText')}
            onConfirm={() => void onDelete()}
          >
            <Button size="small" danger data-testid="media-delete-folder">
              {t('cmsMedia.deleteFolder')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Modal
        open={dialog !== null}
        title={dialog === 'rename' ? t('cmsMedia.renameFolder') : current ? t('cmsMedia.newSubfolder') : t('cmsMedia.newFolder')}
        onCancel={() => setDialog(null)}
        onOk={() => void submit()}
        confirmLoading={creating.loading || renaming.loading}
        okButtonProps={{ 'data-testid': 'media-folder-save' } as ButtonProps}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('cmsMedia.folderName')} htmlFor="media-folder-name" validateStatus={error ? 'error' : undefined} help={error}>
            <Input
              id="media-folder-name"
              autoFocus
              value={name}
              maxLength={MEDIA_LIMITS.folderName}
              onChange={(e) => setName(e.target.value)}
              data-testid="media-folder-name"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
