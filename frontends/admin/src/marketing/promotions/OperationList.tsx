import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Form, Row, Select, Typography } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { ArgInput } from './arg-inputs';
import { emptyOperation, type OperationValues, type PromotionFormValues } from './promotion-form';
import type { OperationDefinition } from './promotions.graphql';

interface OperationListProps {
  kind: 'conditions' | 'actions';
  definitions: readonly OperationDefinition[];
  formik: FormikProps<PromotionFormValues>;
  /** The message text of an error key. */
  message(key: string): string;
}

/**
 * The conditions or the actions of a promotion: each a strategy picked from the API's definitions (its
 * description beneath), then one input per argument of that strategy. No screen per strategy: a new one
 * on the server shows here as it is defined.
 */
export function OperationList({ kind, definitions, formik, message }: OperationListProps) {
  const { t } = useTranslation();
  const operations = formik.values[kind];
  const listError = formik.errors[kind];
  const shown = (path: string) => formik.submitCount > 0 || Boolean(getIn(formik.touched, path));
  const set = (next: OperationValues[]) => void formik.setFieldValue(kind, next);
  const label = (definition: OperationDefinition) => t(`promotions.strategies.${definition.code}`, { defaultValue: definition.description });

  return (
    <Card
      title={t(`promotions.form.${kind}`)}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => set([...operations, { code: '', args: {} }])} data-testid={`${kind}-add`}>
          {t(kind === 'conditions' ? 'promotions.form.addCondition' : 'promotions.form.addAction')}
        </Button>
      }
      data-testid={`${kind}-card`}
    >
      <Typography.Paragraph type="secondary">{t(`promotions.form.${kind}Help`)}</Typography.Paragraph>
      {typeof listError === 'string' && (shown(kind) || formik.submitCount > 0) && (
        <Alert type="error" showIcon title={message(listError)} style={{ marginBottom: 16 }} data-testid={`field-error-${kind}`} />
      )}
      {operations.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kind === 'conditions' ? 'promotions.form.noConditions' : 'promotions.form.noActions')} />
      )}
      <Flex vertical gap={12}>
        {operations.map((operation, index) => {
          const definition = definitions.find((d) => d.code === operation.code);
          const path = `${kind}[${index}]`;
          const codeError = getIn(formik.errors, `${path}.code`) as string | undefined;
          return (
            <Card key={index} size="small" type="inner" data-testid={`${kind}-${index}`}>
              <Flex gap={8} align="start">
                <Form.Item
                  style={{ flex: 1, marginBottom: 8 }}
                  htmlFor={`${kind}-${index}-code`}
                  validateStatus={codeError && shown(`${path}.code`) ? 'error' : undefined}
                  help={codeError && shown(`${path}.code`) ? message(codeError) : definition ? definition.description : undefined}
                >
                  <Select
                    id={`${kind}-${index}-code`}
                    value={operation.code || undefined}
                    placeholder={t('promotions.form.chooseStrategy')}
                    options={definitions.map((d) => ({ value: d.code, label: label(d) }))}
                    onChange={(code: string) => {
                      const chosen = definitions.find((d) => d.code === code);
                      set(operations.map((op, i) => (i === index ? (chosen ? emptyOperation(chosen) : { code, args: {} }) : op)));
                    }}
                    data-testid={`${kind}-${index}-code`}
                  />
                </Form.Item>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('promotions.form.remove')}
                  onClick={() => set(operations.filter((_, i) => i !== index))}
                  data-testid={`${kind}-${index}-remove`}
                />
              </Flex>
              {definition && definition.args.length > 0 && (
                <Row gutter={16}>
                  {definition.args.map((arg) => {
                    const argPath = `${path}.args.${arg.name}`;
                    const error = getIn(formik.errors, argPath) as string | undefined;
                    const wide = arg.type.endsWith('-ids') || arg.type.endsWith('-codes');
                    const inputId = `${kind}-${index}-${arg.name}`;
                    return (
                      <Col key={arg.name} xs={24} md={wide ? 24 : 12}>
                        <Form.Item
                          label={t(`promotions.args.${arg.name}`, { defaultValue: arg.label })}
                          htmlFor={inputId}
                          required={arg.required}
                          validateStatus={error && shown(argPath) ? 'error' : undefined}
                          help={error && shown(argPath) ? <span data-testid={`field-error-${inputId}`}>{message(error)}</span> : undefined}
                          style={{ marginBottom: 8 }}
                        >
                          <ArgInput
                            id={inputId}
                            type={arg.type}
                            value={operation.args[arg.name] ?? null}
                            onChange={(value) => void formik.setFieldValue(argPath, value)}
                            onBlur={() => void formik.setFieldTouched(argPath, true)}
                            testId={inputId}
                          />
                        </Form.Item>
                      </Col>
                    );
                  })}
                </Row>
              )}
            </Card>
          );
        })}
      </Flex>
    </Card>
  );
}
