import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS, type EstablishmentFormValues, type MenuValue } from './establishment-form';

type MenuErrors = ({ name?: string; priceEuros?: string } | undefined)[] | string | undefined;

/** Menus with their prices (euros in the form, cents in the API): name, price, description; add and remove. */
export function MenusEditor({ formik, serverError }: { formik: FormikProps<EstablishmentFormValues>; serverError?: string }) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language === 'fr' ? ',' : '.';
  const menus = formik.values.menus;
  const errors = formik.errors.menus as MenuErrors;
  const touched = formik.touched.menus as unknown as ({ name?: boolean; priceEuros?: boolean } | undefined)[] | undefined;
  const set = (index: number, change: Partial<MenuValue>) =>
    void formik.setFieldValue(
      'menus',
      menus.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );
  const rowError = (index: number, field: 'name' | 'priceEuros') => {
    const error = Array.isArray(errors) ? errors[index]?.[field] : undefined;
    return error && (touched?.[index]?.[field] || formik.submitCount > 0) ? t(error) : undefined;
  };
  const listError = typeof errors === 'string' ? errors : serverError;
  return (
    <div data-testid="menus-editor">
      {menus.length === 0 && <Typography.Paragraph type="secondary">{t('establishments.menus.empty')}</Typography.Paragraph>}
      {menus.map((menu, index) => (
        <Row key={index} gutter={12} align="top" data-testid="menu-row">
          <Col xs={24} md={8}>
            <Form.Item
              label={t('establishments.menus.name')}
              htmlFor={`menu-${index}-name`}
              required
              validateStatus={rowError(index, 'name') ? 'error' : undefined}
              help={rowError(index, 'name')}
            >
              <Input
                id={`menu-${index}-name`}
                value={menu.name}
                maxLength={LIMITS.name}
                onChange={(e) => set(index, { name: e.target.value })}
                onBlur={() => void formik.setFieldTouched(`menus.${index}.name`, true)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              label={t('establishments.menus.price')}
              htmlFor={`menu-${index}-price`}
              validateStatus={rowError(index, 'priceEuros') ? 'error' : undefined}
              help={rowError(index, 'priceEuros')}
            >
              <InputNumber<number>
                id={`menu-${index}-price`}
                value={menu.priceEuros}
                min={0}
                precision={2}
                decimalSeparator={decimalSeparator}
                suffix="€"
                style={{ width: '100%' }}
                onChange={(value) => set(index, { priceEuros: value ?? null })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item label={t('establishments.menus.description')} htmlFor={`menu-${index}-description`}>
              <Flex gap={8}>
                <Input
                  id={`menu-${index}-description`}
                  value={menu.description}
                  maxLength={LIMITS.menuDescription}
                  onChange={(e) => set(index, { description: e.target.value })}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('establishments.menus.remove', { index: index + 1 })}
                  onClick={() =>
                    void formik.setFieldValue(
                      'menus',
                      menus.filter((_, i) => i !== index),
                    )
                  }
                />
              </Flex>
            </Form.Item>
          </Col>
        </Row>
      ))}
      {listError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
          {t(listError)}
        </Typography.Text>
      )}
      <Button
        icon={<PlusOutlined />}
        disabled={menus.length >= LIMITS.menus}
        onClick={() => void formik.setFieldValue('menus', [...menus, { name: '', priceEuros: null, description: '' }])}
        data-testid="menu-add"
      >
        {t('establishments.menus.add')}
      </Button>
    </div>
  );
}
