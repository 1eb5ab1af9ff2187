import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Col, Flex, Input, Row, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SLIDER_LIMITS, validateSlides, type SlideValue } from '@guide/validation';
import { fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { SLIDERS, UPDATE_SLIDER, type SlideRow } from './sliders.graphql';
import { sliderMessage } from './SlidersPage';

type Draft = SlideRow;
const empty = (): Draft => ({ imageUrl: '', title: null, titleEn: null, text: null, textEn: null, linkUrl: null, active: true });
const TEXT_FIELDS = ['title', 'titleEn', 'text', 'textEn', 'linkUrl'] as const;

/** /admin/settings/sliders/:code: the slides in order — edit in place, add, move up/down, remove; "Enregistrer" sends the whole list. */
export function SliderEditorPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { message } = App.useApp();
  const canEdit = can('settings.sliders.update');
  const { data, error, refetch } = useQuery(SLIDERS, { fetchPolicy: 'cache-and-network' });
  const slider = data?.sliders.find((s) => s.code === code);
  usePageTitle(slider ? t('cmsSliders.editor.title', { name: slider.name }) : t('cmsSliders.title'));
  const [name, setName] = useState('');
  const [slides, setSlides] = useState<Draft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UPDATE_SLIDER);
  useEffect(() => {
    if (!slider) return;
    setName(slider.name);
    setSlides(slider.slides.map((s) => ({ ...s })));
  }, [slider?.updatedAt]);

  const update = (i: number, patch: Partial<Draft>) => setSlides((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) =>
    setSlides((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  async function onSave() {
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = 'REQUIRED';
    const checked = validateSlides(slides as SlideValue[]);
    if (!checked.ok) Object.assign(next, checked.fieldErrors);
    setErrors(next);
    if (Object.keys(next).length || !checked.ok) return;
    try {
      await save({ variables: { code, name: name.trim(), slides: checked.slides } });
      message.success(t('cmsSliders.editor.saved'));
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else message.error(errorMessage(t, e));
    }
  }
  const fieldError = (path: string) =>
    errors[path] ? (
      <Typography.Text type="danger" data-testid={`field-error-${path}`}>
        {sliderMessage(t, errors[path]!)}
      </Typography.Text>
    ) : null;

  if (error && !data) return <LoadErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return <Spin />;
  if (!slider) return <Alert type="warning" showIcon title={t('cmsSliders.errors.NOT_FOUND')} />;
  return (
    <>
      <Link to="/settings/sliders">{t('cmsSliders.editor.back')}</Link>
      <Typography.Title level={2}>{t('cmsSliders.editor.title', { name: slider.name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('cmsSliders.editor.intro', { max: SLIDER_LIMITS.slides })}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <div>
          <label htmlFor="slider-name" style={{ fontWeight: 500 }}>
            {t('cmsSliders.fields.name')}
          </label>
          <Input
            id="slider-name"
            value={name}
            disabled={!canEdit}
            maxLength={SLIDER_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            style={{ maxWidth: 400, display: 'block' }}
            data-testid="slider-name"
          />
          {fieldError('name')}
        </div>
        {errors.slides && <Alert type="error" showIcon title={sliderMessage(t, errors.slides)} />}
        {slides.length === 0 && <Typography.Text type="secondary">{t('cmsSliders.editor.empty')}</Typography.Text>}
        {slides.map((slide, i) => {
          const at = `slides.${i}`;
          const id = (field: string) => `slide-${i}-${field}`;
          return (
            <Card
              key={i}
              size="small"
              data-testid={`slide-${i}`}
              title={t('cmsSliders.editor.slide', { n: i + 1 })}
              extra={
                canEdit && (
                  <Space size={4}>
                    <Tooltip title={t('cmsSliders.editor.up')}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        aria-label={t('cmsSliders.editor.up')}
                        data-testid={`slide-up-${i}`}
                      />
                    </Tooltip>
                    <Tooltip title={t('cmsSliders.editor.down')}>
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={i === slides.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={t('cmsSliders.editor.down')}
                        data-testid={`slide-down-${i}`}
                      />
                    </Tooltip>
                    <Tooltip title={t('cmsSliders.editor.remove')}>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => setSlides((l) => l.filter((_, j) => j !== i))}
                        aria-label={t('cmsSliders.editor.remove')}
                        data-testid={`slide-remove-${i}`}
                      />
                    </Tooltip>
                  </Space>
                )
              }
            >
              <Row gutter={[16, 8]}>
                <Col xs={24} md={8}>
                  <div
                    style={{
                      height: 120,
                      background: '#f5f5f5',
                      borderRadius: 6,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      overflow: 'hidden',
                    }}
                  >
                    {slide.imageUrl ? (
                      <img src={slide.imageUrl} alt="" style={{ maxWidth: '100%', maxHeight: 120, objectFit: 'cover' }} />
                    ) : (
                      <Typography.Text type="secondary">{t('cmsSliders.editor.noImage')}</Typography.Text>
                    )}
                  </div>
                  <Checkbox
                    checked={slide.active}
                    disabled={!canEdit}
                    onChange={(e) => update(i, { active: e.target.checked })}
                    style={{ marginTop: 8 }}
                    data-testid={id('active')}
                  >
                    {t('cmsSliders.fields.active')}
                  </Checkbox>
                </Col>
                <Col xs={24} md={16}>
                  <label htmlFor={id('imageUrl')}>{t('cmsSliders.fields.imageUrl')}</label>
                  <Input
                    id={id('imageUrl')}
                    value={slide.imageUrl}
                    disabled={!canEdit}
                    maxLength={SLIDER_LIMITS.url}
                    onChange={(e) => update(i, { imageUrl: e.target.value })}
                    placeholder="/media/files/…"
                    data-testid={id('imageUrl')}
                  />
                  {fieldError(`${at}.imageUrl`)}
                  <Row gutter={8}>
                    {TEXT_FIELDS.map((field) => (
                      <Col key={field} xs={24} sm={field === 'linkUrl' ? 24 : 12}>
                        <label htmlFor={id(field)}>{t(`cmsSliders.fields.${field}`)}</label>
                        {field.startsWith('text') ? (
                          <Input.TextArea
                            id={id(field)}
                            rows={2}
                            value={slide[field] ?? ''}
                            disabled={!canEdit}
                            maxLength={SLIDER_LIMITS.text}
                            onChange={(e) => update(i, { [field]: e.target.value })}
                            data-testid={id(field)}
                          />
                        ) : (
                          <Input
                            id={id(field)}
                            value={slide[field] ?? ''}
                            disabled={!canEdit}
                            maxLength={field === 'linkUrl' ? SLIDER_LIMITS.url : SLIDER_LIMITS.title}
                            onChange={(e) => update(i, { [field]: e.target.value })}
                            data-testid={id(field)}
                          />
                        )}
                        {fieldError(`${at}.${field}`)}
                      </Col>
                    ))}
                  </Row>
                </Col>
              </Row>
            </Card>
          );
        })}
        {canEdit && (
          <Flex gap={8}>
            <Button
              icon={<PlusOutlined />}
              disabled={slides.length >= SLIDER_LIMITS.slides}
              onClick={() => setSlides((l) => [...l, empty()])}
              data-testid="slide-add"
            >
              {t('cmsSliders.editor.add')}
            </Button>
            <Button type="primary" loading={loading} onClick={() => void onSave()} data-testid="slider-save-slides">
              {t('cmsSliders.editor.save')}
            </Button>
          </Flex>
        )}
      </Space>
    </>
  );
}
