import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Table, Typography, type ButtonProps, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../users/errors';
import { PAGE_SIZE, type CursorPages } from '../users/pagination';
import { FITTED_TABLE_CLASS, onOpenRow } from './row-open';

/**
 * The pieces the back-office list screens share: the header (title, intro, controls, refresh, "new"), the
 * load-error alert, the table, the cursor pager and the row buttons. Each screen keeps its own columns and form.
 */

interface ListHeaderProps {
  title: string;
  intro?: string;
  onRefresh(): void;
  /** The "new" button; leave it out when the admin may not create. */
  create?: { label: string; testId: string; onClick(): void };
  /** Controls before the refresh button (a search field); the controls wrap when there are any. */
  children?: ReactNode;
}

export function ListHeader({ title, intro, onRefresh, create, children }: ListHeaderProps) {
  const { t } = useTranslation();
  const heading = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
  );
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      {intro === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <Typography.Text type="secondary">{intro}</Typography.Text>
        </div>
      )}
      <Flex gap={8} wrap={children !== undefined}>
        {children}
        <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('common.refresh')} />
        {create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick} data-testid={create.testId}>
            {create.label}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** The list could not be loaded (and nothing is shown yet): the reason and a retry button. */
export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(t, error)} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
  );
}

type CrudTableProps<Row> = Omit<TableProps<Row>, 'rowKey' | 'pagination' | 'scroll' | 'locale' | 'onRow'> & {
  emptyText: ReactNode;
  'data-testid': string;
  /** Opens a row's item (its page, edit form or drawer) on a click anywhere on the row but its controls (row-open.ts). */
  onOpen?: (row: Row) => void;
  /** Rows that do not open (default: all open when `onOpen` is given). */
  canOpen?: (row: Row) => boolean;
};

/**
 * A list's table: rows keyed by id, no client-side pages (the server pages), whole rows opening their item.
 * It fits the screen: columns share the width and long texts wrap (admin.css); sideways scrolling only when
 * the columns cannot fit at all.
 */
export function CrudTable<Row extends { id: string }>({ emptyText, onOpen, canOpen, className, ...props }: CrudTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      pagination={false}
      tableLayout="auto"
      className={className ? `${FITTED_TABLE_CLASS} ${className}` : FITTED_TABLE_CLASS}
      locale={{ emptyText }}
      onRow={onOpenRow(onOpen, canOpen)}
      {...props}
    />
  );
}

interface CursorPagerProps {
  pages: CursorPages;
  /** The connection shown (possibly the previous answer while loading); undefined before the first. */
  totalCount: number | undefined;
  /** The current answer's pageInfo. */
  pageInfo: { hasNextPage: boolean; endCursor: string | null } | undefined;
  loading: boolean;
  /** Translation key of "page x of y · n items" (`page`, `pages`, `count`). */
  infoKey: string;
  /** `${testIdPrefix}-page-info`, `-previous`, `-next`. */
  testIdPrefix?: string;
}

/** "Page x of y" with previous and next buttons under a cursor-paged list (`useCursorPages`). */
export function CursorPager({ pages, totalCount, pageInfo, loading, infoKey, testIdPrefix }: CursorPagerProps) {
  const { t } = useTranslation();
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  const pageCount = totalCount === undefined ? 1 : Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary" data-testid={testId('page-info')}>
        {totalCount === undefined ? '' : t(infoKey, { page: pages.page + 1, pages: pageCount, count: totalCount })}
      </Typography.Text>
      <Flex gap={8}>
        <Button disabled={pages.page === 0 || loading} onClick={pages.previous} data-testid={testId('previous')}>
          {t('common.previous')}
        </Button>
        <Button disabled={!pageInfo?.hasNextPage || loading} onClick={() => pages.next(pageInfo?.endCursor)} data-testid={testId('next')}>
          {t('common.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** A row's "edit" button. */
export function EditButton({ onClick, testId }: { onClick(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" icon={<EditOutlined />} onClick={onClick} data-testid={testId}>
      {t('users.edit')}
    </Button>
  );
}

/** A row's "delete" button; the props (onClick, ref) also come from ConfirmDelete's Popconfirm. */
export function DeleteButton({ testId, ...props }: ButtonProps & { testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" danger icon={<DeleteOutlined />} data-testid={testId} {...props}>
      {t('users.delete')}
    </Button>
  );
}

interface ConfirmDeleteProps {
  title: string;
  description?: string;
  onConfirm(): Promise<unknown>;
  testId: string;
}

/** A row's "delete" button behind a confirmation. */
export function ConfirmDelete({ title, description, onConfirm, testId }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('users.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <DeleteButton testId={testId} />
    </Popconfirm>
  );
}
