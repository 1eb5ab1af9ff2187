import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Space, Table, TimePicker, Typography } from 'antd';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { dayjs } from '@guide/ui';
import type { EstablishmentFormValues, HoursValue } from './establishment-form';

/** Days as the API numbers them, Monday first (the week starts on Monday). */
export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type SlotErrors = ({ opens?: string; closes?: string } | undefined)[] | string | undefined;

/**
 * Opening slots: a day, an opening and a closing time (24-hour clock; a slot closing earlier than it opens
 * runs past midnight). Several slots a day (lunch, dinner), at most three. Days without a slot are closed.
 */
export function OpeningHoursEditor({ formik, serverError }: { formik: FormikProps<EstablishmentFormValues>; serverError?: string }) {
  const { t } = useTranslation();
  const slots = formik.values.openingHours;
  const errors = formik.errors.openingHours as SlotErrors;
  const set = (next: HoursValue[]) => void formik.setFieldValue('openingHours', next);
  const change = (index: number, patch: Partial<HoursValue>) => set(slots.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const slotError = (index: number) => {
    const e = Array.isArray(errors) ? errors[index] : undefined;
    const key = e?.opens ?? e?.closes;
    return key && formik.submitCount > 0 ? t(key) : undefined;
  };
  const listError = typeof errors === 'string' ? errors : serverError;
  /** The first day's slots on Tuesday to Friday too (the usual week), replacing theirs. */
  const copyToWeekdays = () => {
    const first = slots.filter((s) => s.dayOfWeek === 1);
    set([...slots.filter((s) => s.dayOfWeek === 1 || s.dayOfWeek > 5), ...[2, 3, 4, 5].flatMap((day) => first.map((s) => ({ ...s, dayOfWeek: day })))]);
  };
  const next = (): HoursValue => {
    const last = slots[slots.length - 1];
    return last ? { dayOfWeek: Math.min(7, last.dayOfWeek + 1), opens: last.opens, closes: last.closes } : { dayOfWeek: 1, opens: '12:00', closes: '14:00' };
  };
  const rows = slots.map((slot, index) => ({ ...slot, index })).sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.opens.localeCompare(b.opens));
  return (
    <div data-testid="hours-editor">
      <Table
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={rows}
        locale={{ emptyText: t('establishments.hours.empty') }}
        columns={[
          {
            title: t('establishments.hours.day'),
            key: 'day',
            width: 180,
            render: (_, row) => (
              <Select
                aria-label={t('establishments.hours.dayOf', { index: row.index + 1 })}
                value={row.dayOfWeek}
                style={{ width: 160 }}
                options={DAYS.map((day) => ({ value: day, label: t(`establishments.days.${day}`) }))}
                onChange={(day: number) => change(row.index, { dayOfWeek: day })}
              />
            ),
          },
          {
            title: t('establishments.hours.opens'),
            key: 'opens',
            render: (_, row) => (
              <TimeField
                label={t('establishments.hours.opensOf', { index: row.index + 1 })}
                value={row.opens}
                error={Boolean(slotError(row.index))}
                onChange={(opens) => change(row.index, { opens })}
              />
            ),
          },
          {
            title: t('establishments.hours.closes'),
            key: 'closes',
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <TimeField
                  label={t('establishments.hours.closesOf', { index: row.index + 1 })}
                  value={row.closes}
                  error={Boolean(slotError(row.index))}
                  onChange={(closes) => change(row.index, { closes })}
                />
                {slotError(row.index) && <Typography.Text type="danger">{slotError(row.index)}</Typography.Text>}
              </Space>
            ),
          },
          {
            key: 'actions',
            width: 56,
            render: (_, row) => (
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('establishments.hours.remove', { index: row.index + 1 })}
                onClick={() => set(slots.filter((_, i) => i !== row.index))}
              />
            ),
          },
        ]}
      />
      {listError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }} data-testid="hours-error">
          {t(listError)}
        </Typography.Text>
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => set([...slots, next()])} data-testid="hours-add">
          {t('establishments.hours.add')}
        </Button>
        <Button icon={<CopyOutlined />} disabled={!slots.some((s) => s.dayOfWeek === 1)} onClick={copyToWeekdays}>
          {t('establishments.hours.copyMonday')}
        </Button>
      </Flex>
    </div>
  );
}

/** "HH:MM" on the 24-hour clock, whatever the browser's own clock setting (antd's picker, not the native input). */
function TimeField({ label, value, error, onChange }: { label: string; value: string; error: boolean; onChange(value: string): void }) {
  const parsed = /^\d{2}:\d{2}$/.test(value) && value !== '24:00' ? dayjs(`2000-01-01T${value}:00`) : null;
  return (
    <TimePicker
      aria-label={label}
      value={parsed}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      allowClear={false}
      showNow={false}
      status={error ? 'error' : undefined}
      style={{ width: 120 }}
      onChange={(time) => onChange(time ? time.format('HH:mm') : '')}
    />
  );
}
