import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, Flex, Image, Input, Popconfirm, Tooltip, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkImageFile,
  errorCode,
  fieldErrorKey,
  IMAGE_ACCEPT_ATTRIBUTE,
  IMAGE_MAX_BYTES,
  uploadEstablishmentImage,
  UploadError,
  type EstablishmentImage,
} from '@guide/ui';
import { failureKey } from './errors';
import { LIMITS } from './establishment-form';
import { DELETE_ESTABLISHMENT_IMAGE, REORDER_ESTABLISHMENT_IMAGES } from './establishments.graphql';

const byPosition = (images: readonly EstablishmentImage[]) => [...images].sort((a, b) => a.position - b.position);

/**
 * The gallery of an establishment on its edit page: upload (type and size checked before sending, the
 * server checks again and makes the thumbnails), thumbnails in gallery order, move left/right, delete.
 */
export function ImageManager({ establishmentId, images, onChanged }: { establishmentId: string; images: EstablishmentImage[]; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [list, setList] = useState(() => byPosition(images));
  useEffect(() => setList(byPosition(images)), [images]);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteImage] = useMutation(DELETE_ESTABLISHMENT_IMAGE);
  const [reorder, { loading: reordering }] = useMutation(REORDER_ESTABLISHMENT_IMAGES);

  async function upload(file: File) {
    setProblem(null);
    const refused = checkImageFile(file);
    if (refused) {
      setProblem(fieldErrorKey(i18n, refused));
      return;
    }
    setUploading(true);
    try {
      const image = await uploadEstablishmentImage({ establishmentId, file, alt, client: 'admin' });
      setList((current) => byPosition([...current, image]));
      setAlt('');
      message.success(t('establishments.images.uploaded'));
      onChanged();
    } catch (error) {
      const key = error instanceof UploadError ? (error.fieldErrors.file ?? error.fieldErrors.alt) : undefined;
      setProblem(
        key ? fieldErrorKey(i18n, key) : error instanceof UploadError && error.code !== 'BAD_USER_INPUT' ? failureKey(error.code) : 'ui:upload.failed',
      );
    } finally {
      setUploading(false);
    }
  }

  async function remove(image: EstablishmentImage) {
    try {
      await deleteImage({ variables: { id: image.id } });
      setList((current) => current.filter((i) => i.id !== image.id));
      message.success(t('establishments.images.deleted'));
      onChanged();
    } catch (error) {
      message.error(t(failureKey(errorCode(error))));
    }
  }

  async function move(index: number, by: -1 | 1) {
    const next = [...list];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image);
    const previous = list;
    setList(next.map((img, i) => ({ ...img, position: i + 1 })));
    try {
      const { data } = await reorder({ variables: { establishmentId, imageIds: next.map((i) => i.id) } });
      if (data) setList(byPosition(data.reorderEstablishmentImages));
      onChanged();
    } catch (error) {
      setList(previous);
      message.error(t(failureKey(errorCode(error))));
    }
  }

  return (
    <Card title={t('establishments.images.title')} size="small" data-testid="image-manager">
      <Typography.Paragraph type="secondary">{t('establishments.images.help', { size: IMAGE_MAX_BYTES / 1024 / 1024 })}</Typography.Paragraph>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('establishments.images.empty')} />
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={12} data-testid="image-list">
            {list.map((image, index) => (
              <Card
                key={image.id}
                size="small"
                styles={{ body: { padding: 8 } }}
                style={{ width: 176 }}
                data-testid="image-item"
                cover={
                  <Image
                    src={image.thumbnailUrl}
                    preview={{ src: image.url }}
                    alt={image.alt ?? t('establishments.images.alt', { index: index + 1 })}
                    height={120}
                    style={{ objectFit: 'cover' }}
                  />
                }
              >
                <Flex justify="space-between" align="center">
                  <Typography.Text type="secondary">{index === 0 ? t('establishments.images.main') : `#${index + 1}`}</Typography.Text>
                  <Flex gap={4}>
                    <Tooltip title={t('establishments.images.moveLeft')}>
                      <Button
                        size="small"
                        icon={<ArrowLeftOutlined />}
                        disabled={index === 0 || reordering}
                        onClick={() => void move(index, -1)}
                        aria-label={t('establishments.images.moveLeft')}
                      />
                    </Tooltip>
                    <Tooltip title={t('establishments.images.moveRight')}>
                      <Button
                        size="small"
                        icon={<ArrowRightOutlined />}
                        disabled={index === list.length - 1 || reordering}
                        onClick={() => void move(index, 1)}
                        aria-label={t('establishments.images.moveRight')}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={t('establishments.images.deleteConfirm')}
                      okText={t('establishments.delete')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => remove(image)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('establishments.images.delete')} />
                    </Popconfirm>
                  </Flex>
                </Flex>
              </Card>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
        <Input
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          maxLength={LIMITS.imageAlt}
          placeholder={t('establishments.images.altPlaceholder')}
          aria-label={t('establishments.images.altLabel')}
          style={{ maxWidth: 360 }}
        />
        <Upload
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          showUploadList={false}
          multiple={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid="image-upload">
            {t('establishments.images.upload')}
          </Button>
        </Upload>
      </Flex>
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} title={t(problem)} data-testid="image-error" />}
    </Card>
  );
}
