import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Col, Flex, Image, Input, Popconfirm, Row, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRANDING_COLOUR_KEYS,
  BRANDING_IMAGE_SLOTS,
  DEFAULT_BRANDING_COLOURS,
  WCAG_AA_TEXT,
  contrastRatio,
  parseColour,
  validateBrandingColours,
  type BrandingColourKey,
  type BrandingImageSlot,
} from '@guide/validation';
import { IMAGE_ACCEPT_ATTRIBUTE, UploadError, checkImageFile, fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { BRANDING, RESET_BRANDING_COLOURS, RESET_BRANDING_IMAGE, UPDATE_BRANDING_COLOURS, type BrandingData } from './branding.graphql';
import { uploadBrandingImage } from './branding-upload';

type Colours = Record<BrandingColourKey, string>;
const imageField = (slot: BrandingImageSlot) => slot.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof BrandingData['images'];

/** A colour as typed, or its last valid value while it is being typed (the preview never breaks). */
const shown = (value: string, fallback: string) => parseColour(value) ?? fallback;

/** The storefront's header and a button in the colours being edited. */
function Preview({ colours }: { colours: Colours }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="branding-preview"
      style={{ background: colours.background, color: colours.text, border: '1px solid #ddd', borderRadius: 8, overflow: 'hidden' }}
    >
      <div
        style={{
          background: colours.surface,
          padding: '10px 14px',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          borderBottom: `3px solid ${colours.accent}`,
        }}
      >
        <strong style={{ fontFamily: 'Georgia, serif', fontSize: 18, color: colours.primary }}>{t('brand')}</strong>
        <span style={{ color: colours.primary, textDecoration: 'underline' }}>{t('cmsBranding.preview.link')}</span>
        <span style={{ color: colours.primaryDark, textDecoration: 'underline' }}>{t('cmsBranding.preview.linkHover')}</span>
      </div>
      <div style={{ padding: 14 }}>
        <p style={{ margin: '0 0 10px' }}>{t('cmsBranding.preview.text')}</p>
        <span
          style={{ display: 'inline-block', background: colours.primary, color: '#fff', padding: '6px 14px', borderRadius: 8 }}
          data-testid="branding-preview-button"
        >
          {t('cmsBranding.preview.button')}
        </span>
      </div>
    </div>
  );
}

function ColoursCard({ branding, canEdit }: { branding: BrandingData; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [values, setValues] = useState<Colours>(branding.colours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValues(branding.colours), [branding.colours]);
  const [save, { loading }] = useMutation(UPDATE_BRANDING_COLOURS);
  const [reset, { loading: resetting }] = useMutation(RESET_BRANDING_COLOURS);
  const colours = Object.fromEntries(BRANDING_COLOUR_KEYS.map((k) => [k, shown(values[k], branding.colours[k])])) as Colours;
  // WCAG AA for body text: on the page background and on the header/cards.
  const lowContrast = [
    ['background', contrastRatio(colours.text, colours.background)],
    ['surface', contrastRatio(colours.text, colours.surface)],
    ['button', contrastRatio('#ffffff', colours.primary)],
  ].filter(([, ratio]) => (ratio as number) < WCAG_AA_TEXT) as [string, number][];

  async function onSave() {
    const checked = validateBrandingColours(values);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    try {
      const { data } = await save({ variables: { input: checked.colours } });
      // The answer is the stored (normalised) colours: show them as saved.
      if (data) setValues(data.updateBrandingColours.colours);
      message.success(t('cmsBranding.coloursSaved'));
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else message.error(errorMessage(t, e));
    }
  }
  async function onReset() {
    try {
      const { data } = await reset();
      if (data) setValues(data.resetBrandingColours.colours);
      message.success(t('cmsBranding.coloursReset'));
    } catch (e) {
      message.error(errorMessage(t, e));
    }
  }

  return (
    <Card title={t('cmsBranding.colours')}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {BRANDING_COLOUR_KEYS.map((key) => {
              const id = `branding-colour-${key}`;
              return (
                <div key={key}>
                  <label htmlFor={id} style={{ display: 'block', fontWeight: 500 }}>
                    {t(`cmsBranding.colour.${key}`)}
                  </label>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`cmsBranding.colourHelp.${key}`)}
                  </Typography.Text>
                  <Flex gap={8} align="center">
                    <input
                      type="color"
                      value={colours[key]}
                      disabled={!canEdit}
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                      aria-label={t('cmsBranding.picker', { name: t(`cmsBranding.colour.${key}`) })}
                      style={{ width: 44, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: 'none' }}
                    />
                    <Input
                      id={id}
                      value={values[key]}
                      disabled={!canEdit}
                      maxLength={30}
                      status={errors[key] ? 'error' : undefined}
                      aria-invalid={Boolean(errors[key])}
                      aria-describedby={errors[key] ? `${id}-error` : undefined}
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                      placeholder={DEFAULT_BRANDING_COLOURS[key]}
                      style={{ maxWidth: 220 }}
                      data-testid={id}
                    />
                  </Flex>
                  {errors[key] && (
                    <Typography.Text type="danger" id={`${id}-error`} data-testid={`${id}-error`}>
                      {t([`ui:fieldErrors.${errors[key]}`, 'auth.messages.unknown'])}
                    </Typography.Text>
                  )}
                </div>
              );
            })}
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('cmsBranding.preview.title')}</Typography.Title>
          <Preview colours={colours} />
          {lowContrast.length > 0 && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              data-testid="branding-contrast-warning"
              title={t('cmsBranding.contrast.title')}
              description={lowContrast.map(([on, ratio]) => t(`cmsBranding.contrast.${on}`, { ratio: ratio.toFixed(1) })).join(' ')}
            />
          )}
        </Col>
      </Row>
      {canEdit && (
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => void onSave()} loading={loading} data-testid="branding-save-colours">
            {t('cmsBranding.saveColours')}
          </Button>
          <Popconfirm
            title={t('cmsBranding.resetColoursConfirm')}
            onConfirm={() => void onReset()}
            okText={t('cmsBranding.reset')}
            cancelText={t('common.cancel')}
          >
            <Button loading={resetting} data-testid="branding-reset-colours">
              {t('cmsBranding.resetColours')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Card>
  );
}

function ImageSlot({
  slot,
  url,
  canEdit,
  onChanged,
}: {
  slot: BrandingImageSlot;
  url: string | null | undefined;
  canEdit: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [reset, { loading: resetting }] = useMutation(RESET_BRANDING_IMAGE);
  const name = t(`cmsBranding.slot.${slot}`);
  const dark = slot.includes('DARK');
  const testId = `branding-image-${slot.toLowerCase()}`;

  async function upload(file: File) {
    setProblem(null);
    const refused = checkImageFile(file);
    if (refused) return setProblem(t(`ui:fieldErrors.${refused}`));
    setUploading(true);
    try {
      await uploadBrandingImage(slot, file);
      await onChanged();
      message.success(t('cmsBranding.imageSaved', { name }));
    } catch (e) {
      const key = e instanceof UploadError ? e.fieldErrors.file : undefined;
      const code = e instanceof UploadError ? e.code : null;
      setProblem(
        key
          ? t([`ui:fieldErrors.${key}`, 'ui:upload.failed'])
          : code === 'FORBIDDEN'
            ? t('errors.forbidden')
            : code === 'NETWORK'
              ? t('ui:errors.network')
              : t('ui:upload.failed'),
      );
    } finally {
      setUploading(false);
    }
  }
  async function onReset() {
    try {
      await reset({ variables: { slot: slot as never } });
      message.success(t('cmsBranding.imageReset', { name }));
    } catch (e) {
      message.error(errorMessage(t, e));
    }
  }

  return (
    <Card size="small" title={name} data-testid={testId}>
      <div
        style={{
          height: 110,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: dark ? '#1f1f1f' : '#f5f5f5',
          borderRadius: 6,
          marginBottom: 8,
        }}
      >
        {url ? (
          <Image
            src={url}
            alt={t('cmsBranding.imageAlt', { name })}
            style={{ maxHeight: 100, maxWidth: '100%', objectFit: 'contain' }}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Typography.Text type="secondary" style={dark ? { color: '#ccc' } : undefined}>
            {t('cmsBranding.defaultImage')}
          </Typography.Text>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t(`cmsBranding.slotHelp.${slot}`)}
      </Typography.Paragraph>
      {canEdit && (
        <Space wrap>
          <Upload accept={IMAGE_ACCEPT_ATTRIBUTE} showUploadList={false} multiple={false} beforeUpload={(file) => (void upload(file), false)}>
            <Button icon={<UploadOutlined />} loading={uploading} data-testid={`${testId}-upload`}>
              {url ? t('cmsBranding.replace') : t('cmsBranding.upload')}
            </Button>
          </Upload>
          {url && (
            <Popconfirm
              title={t('cmsBranding.resetImageConfirm', { name })}
              onConfirm={() => void onReset()}
              okText={t('cmsBranding.reset')}
              cancelText={t('common.cancel')}
            >
              <Button loading={resetting} data-testid={`${testId}-reset`}>
                {t('cmsBranding.reset')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} data-testid={`${testId}-error`} />}
    </Card>
  );
}

/** /admin/cms/branding (settings.branding.view): the site's colours with a live preview and its six images. */
export function BrandingPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('cmsBranding.title'));
  const { data, error, refetch } = useQuery(BRANDING, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('cmsBranding.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cmsBranding.intro')}</Typography.Paragraph>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {!data && !error && <Spin />}
      {data && (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <ColoursCard branding={data.branding} canEdit={can('settings.branding.update-colours')} />
          <Card title={t('cmsBranding.images')}>
            <Row gutter={[16, 16]}>
              {BRANDING_IMAGE_SLOTS.map((slot) => (
                <Col key={slot} xs={24} sm={12} xl={8}>
                  <ImageSlot
                    slot={slot}
                    url={data.branding.images[imageField(slot)]}
                    canEdit={can('settings.branding.update-images')}
                    onChanged={() => refetch()}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Space>
      )}
    </>
  );
}
