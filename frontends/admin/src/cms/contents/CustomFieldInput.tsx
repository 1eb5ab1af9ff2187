import { DatePicker, Flex, Image, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '@guide/ui';
import { isCalendarDate, isMediaUrl } from '@guide/validation';
import type { ContentFieldKind } from '../../gql/graphql';
import { MediaPickerButton } from '../media/MediaPicker';
import { RichTextEditor } from './RichTextEditor';
// The cms strings these inputs use, also when the page or component editor (other chunks) imports them.
import '../i18n';

interface CustomFieldInputProps {
  id: string;
  kind: ContentFieldKind;
  options: readonly string[];
  /** As stored: `12.5`, `2026-03-03`, a URL, one of the options, text or HTML. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
}

/** One custom field's control, by kind; every value is the text the API stores. */
export function CustomFieldInput({ id, kind, options, value, onChange, onBlur, disabled, invalid, testId }: CustomFieldInputProps) {
  const { t } = useTranslation();
  switch (kind) {
    case 'RICH_TEXT':
      return <RichTextEditor id={id} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} invalid={invalid} data-testid={testId} />;
    case 'NUMBER':
      return (
        <InputNumber<string>
          id={id}
          stringMode
          style={{ width: 200 }}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'DATE':
      return (
        <DatePicker
          id={id}
          format="DD/MM/YYYY"
          value={value && isCalendarDate(value) ? dayjs(value, 'YYYY-MM-DD') : null}
          onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : '')}
          onBlur={onBlur}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'CHOICE':
      return (
        <Select
          id={id}
          allowClear
          style={{ minWidth: 220 }}
          value={value || undefined}
          placeholder={t('cms.contents.form.choose')}
          options={options.map((option) => ({ value: option, label: option }))}
          onChange={(next?: string) => onChange(next ?? '')}
          onBlur={onBlur}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'IMAGE':
      return <UrlInput id={id} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} testId={testId} preview />;
    case 'LINK':
      return <UrlInput id={id} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} testId={testId} />;
    default:
      return (
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 1, maxRows: 8 }}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          data-testid={testId}
        />
      );
  }
}

interface UrlInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
  testId: string;
  /** An image: shows it beside the field and offers the media library's picker. */
  preview?: boolean;
}

/** An image or link address (http(s) or a /media path), with the image's preview when it is one. */
export function UrlInput({ id, value, onChange, onBlur, disabled, testId, preview }: UrlInputProps) {
  const { t } = useTranslation();
  const shown = preview && isMediaUrl(value);
  return (
    <Flex gap={12} align="flex-start">
      <Input
        id={id}
        value={value}
        placeholder={t('cms.contents.form.urlPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        data-testid={testId}
      />
      {preview && !disabled && <MediaPickerButton onPick={onChange} testId={`${testId}-pick`} />}
      {shown && <Image src={value.trim()} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" data-testid={`${testId}-preview`} />}
    </Flex>
  );
}
