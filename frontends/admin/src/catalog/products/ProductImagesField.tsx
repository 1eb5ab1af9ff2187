import { ArrowUpOutlined, DeleteOutlined, PictureOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Alert, App, Button, Flex, Image, Input, Tooltip, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, fieldErrorKey, IMAGE_ACCEPT_ATTRIBUTE, IMAGE_MAX_BYTES, uploadProductImage, UploadError } from '@guide/ui';
import { MAX_PRODUCT_IMAGES } from '@guide/validation';
import type { ProductFormValues } from './product-form';

type Images = ProductFormValues['images'];

/**
 * Whether a URL is worth a thumbnail: a file of this site's media or an https image URL, complete (a URL
 * being typed is not fetched at every keystroke).
 */
export const previewable = (url: string) =>
  /^\/media\/files\/\S+\.(?:webp|jpe?g|png|avif)$/i.test(url) || /^https:\/\/[^\s/]+\/\S+\.(?:webp|jpe?g|png|avif|gif)(?:\?\S*)?$/i.test(url);

/** The message key of a refused upload: the server's field key (translated by @guide/ui or here), else the failure. */
export function uploadProblemKey(i18n: Parameters<typeof fieldErrorKey>[0], error: unknown): string {
  if (!(error instanceof UploadError)) return 'ui:upload.failed';
  const key = error.fieldErrors.file ?? error.fieldErrors.alt;
  if (key === 'TOO_MANY_IMAGES') return 'products.images.tooMany';
  if (key) return fieldErrorKey(i18n, key);
  if (error.code === 'NOT_FOUND') return 'products.images.notFound';
  if (error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED') return 'products.images.forbidden';
  return 'ui:upload.failed';
}

interface ProductImagesFieldProps {
  /** The product being edited; null for a new one (a picture is sent once the product exists). */
  productId: string | null;
  images: Images;
  onChange(images: Images): void;
}

/**
 * The product form's pictures: thumbnails in order (the first is the main picture), alt texts, move up,
 * remove, a URL typed by hand, and an upload (type and size checked before sending; the server checks
 * again). An uploaded picture is added to the product at once; removing or reordering is saved with the form.
 */
export function ProductImagesField({ productId, images, onChange }: ProductImagesFieldProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // An upload answers after other edits: it appends to the list as it then is.
  const latest = useRef(images);
  latest.current = images;
  const full = images.length >= MAX_PRODUCT_IMAGES;

  const change = (next: Images) => {
    latest.current = next;
    onChange(next);
  };
  const move = (index: number) => {
    const next = [...images];
    const [image] = next.splice(index, 1);
    next.splice(index - 1, 0, image);
    change(next);
  };

  async function upload(file: File) {
    setProblem(null);
    const refused = checkImageFile(file);
    if (refused) {
      setProblem(fieldErrorKey(i18n, refused));
      return;
    }
    if (!productId) return;
    setUploading(true);
    try {
      const image = await uploadProductImage({ productId, file });
      change([...latest.current, { url: image.url, alt: image.alt ?? '' }]);
      message.success(t('products.images.uploaded'));
      // The list shows the saved product even if this form is then cancelled.
      void client.refetchQueries({ include: ['AdminProducts'] });
    } catch (error) {
      setProblem(uploadProblemKey(i18n, error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Flex vertical gap={8} data-testid="product-images">
      <Typography.Text type="secondary">{t('products.images.help', { size: IMAGE_MAX_BYTES / 1024 / 1024, max: MAX_PRODUCT_IMAGES })}</Typography.Text>
      <Image.PreviewGroup>
        {images.map((image, i) => (
          <Flex key={i} gap={8} align="center" data-testid="product-image-item">
            {previewable(image.url.trim()) ? (
              <Image
                src={image.url.trim()}
                alt={image.alt || t('products.images.alt', { index: i + 1 })}
                width={56}
                height={56}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                data-testid={`product-image-thumb-${i}`}
              />
            ) : (
              <Flex align="center" justify="center" style={{ width: 56, height: 56, flex: 'none', background: 'rgba(0,0,0,0.04)', borderRadius: 4 }}>
                <PictureOutlined aria-hidden />
              </Flex>
            )}
            <Input
              placeholder={t('products.fields.imageUrl')}
              aria-label={`${t('products.fields.imageUrl')} ${i + 1}`}
              value={image.url}
              onChange={(e) => change(images.map((img, j) => (j === i ? { ...img, url: e.target.value } : img)))}
              style={{ flex: 2 }}
              data-testid={`product-image-url-${i}`}
            />
            <Input
              placeholder={t('products.fields.imageAlt')}
              aria-label={`${t('products.fields.imageAlt')} ${i + 1}`}
              value={image.alt}
              onChange={(e) => change(images.map((img, j) => (j === i ? { ...img, alt: e.target.value } : img)))}
              style={{ flex: 1 }}
              data-testid={`product-image-alt-${i}`}
            />
            <Typography.Text type="secondary" style={{ width: 72, flex: 'none' }}>
              {i === 0 ? t('products.images.main') : `#${i + 1}`}
            </Typography.Text>
            <Tooltip title={t('products.images.moveUp')}>
              <Button icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i)} aria-label={t('products.images.moveUpN', { n: i + 1 })} />
            </Tooltip>
            <Button icon={<DeleteOutlined />} onClick={() => change(images.filter((_, j) => j !== i))} aria-label={t('products.removeImage', { n: i + 1 })} />
          </Flex>
        ))}
      </Image.PreviewGroup>
      <Flex gap={8} wrap align="center">
        {productId ? (
          <Upload
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            showUploadList={false}
            multiple={false}
            disabled={full}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={full} data-testid="product-image-upload">
              {t('products.images.upload')}
            </Button>
          </Upload>
        ) : null}
        <Button icon={<PlusOutlined />} onClick={() => change([...images, { url: '', alt: '' }])} disabled={full} data-testid="product-image-add">
          {t('products.addImage')}
        </Button>
        {!productId && <Typography.Text type="secondary">{t('products.images.saveFirst')}</Typography.Text>}
      </Flex>
      {problem && <Alert type="error" showIcon title={t(problem)} data-testid="product-image-error" />}
    </Flex>
  );
}
