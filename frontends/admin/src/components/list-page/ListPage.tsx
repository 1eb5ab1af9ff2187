import { DeleteOutlined } from '@ant-design/icons';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Flex, Input, Select, Space, Typography, type ButtonProps } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorPages } from '../../users/pagination';
import { CrudTable, CursorPager, LoadErrorAlert } from '../CrudList';
import type { Connection, Selection } from './useListPage';

/** The row of filters above a list. */
export function FilterBar({ children, style, testId }: { children: ReactNode; style?: CSSProperties; testId?: string }) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16, ...style }} data-testid={testId}>
      {children}
    </Flex>
  );
}

interface SearchFilterProps {
  /** The search the address holds. */
  value: string | null;
  /** A search is run (Enter, the button, the clear cross): the text trimmed and cut, null when empty. */
  onSearch(value: string | null): void;
  maxLength: number;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
  testId: string;
}

/** A search field: typing changes nothing until the search runs; it follows the address (back, a link). */
export function SearchFilter({ value, onSearch, maxLength, label, placeholder = label, style, testId }: SearchFilterProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return (
    <Input.Search
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(typed) => onSearch(typed.trim().slice(0, maxLength) || null)}
      allowClear
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      style={style ?? { maxWidth: 360 }}
      data-testid={testId}
    />
  );
}

interface SelectFilterProps<T extends string | number> {
  value: T | null;
  onChange(value: T | null): void;
  /** The accessible name, and the placeholder unless `placeholder` says otherwise. */
  label: string;
  /** What the empty field shows ("all types"). */
  placeholder?: string;
  options: { value: T; label: string }[];
  minWidth: number;
  loading?: boolean;
  /** Typing filters the options by their label. */
  searchable?: boolean;
  testId: string;
}

/** A filter choosing one value, or none (the cross). */
export function SelectFilter<T extends string | number>({
  value,
  onChange,
  label,
  placeholder = label,
  options,
  minWidth,
  loading,
  searchable,
  testId,
}: SelectFilterProps<T>) {
  return (
    <Select<T>
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={label}
      loading={loading}
      options={options}
      onChange={(chosen?: T) => onChange(chosen ?? null)}
      style={{ minWidth }}
      data-testid={testId}
    />
  );
}

/** "n selected" and what can be done to the selection (nothing shows while nothing is selected). */
export function SelectionBar({ count, title, testId, children }: { count: number; title: string; testId?: string; children?: ReactNode }) {
  if (count === 0) return null;
  return <Alert type="info" style={{ marginBottom: 12 }} title={title} action={children && <Space wrap>{children}</Space>} data-testid={testId} />;
}

interface BulkOutcomeProps {
  /** What was done; the refusals, when any, make it a warning. */
  title: string;
  /** Why each refused row was refused (a line each). */
  refusals: { id: string; text: string }[];
  onClose(): void;
  testId: string;
}

/** The outcome of an action on the selection, kept on screen until dismissed (the refusals need reading). */
export function BulkOutcome({ title, refusals, onClose, testId }: BulkOutcomeProps) {
  return (
    <Alert
      type={refusals.length ? 'warning' : 'success'}
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 12 }}
      title={title}
      description={
        refusals.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {refusals.map((refusal) => (
              <li key={refusal.id}>{refusal.text}</li>
            ))}
          </ul>
        )
      }
      data-testid={testId}
    />
  );
}

/** The selection bar's "delete" button. */
export function DeleteSelectionButton({ label, loading, testId, onClick }: { label: string; loading: boolean; testId: string; onClick(): void }) {
  return (
    <Button danger icon={<DeleteOutlined />} loading={loading} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

interface ConfirmDangerOptions {
  title: string;
  content: string;
  okText: string;
  /** The confirm button's test id. */
  testId: string;
  onOk(): Promise<unknown> | void;
}

/** A confirmation before something that cannot be undone (a red confirm button). */
export function useConfirmDanger() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ title, content, okText, testId, onOk }: ConfirmDangerOptions): void => {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true, 'data-testid': testId } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk,
    });
  };
}

interface DeleteManyOptions<TData> {
  /** How many the server deleted. */
  count(data: TData | undefined, ids: readonly string[]): number;
  /** Toasts: the success title (from the count), the failure's title and description. */
  deleted(count: number): string;
  failed: string;
  failure(error: unknown): string;
  /** The list: unticks the deleted rows, goes back to the first page and asks again. */
  selection: Selection;
  pages?: CursorPages;
  restart(): Promise<unknown>;
  /** Anything else to forget about the deleted rows (an open drawer). */
  onDeleted?(ids: readonly string[]): void;
  /** The confirmation `confirmRemove(ids)` asks first: its texts (from how many) and its button's test id. */
  confirm?: { texts(count: number): { title: string; content: string; okText: string }; testId: string };
}

/**
 * Deleting some rows of a list at once (`mutation($ids)`), with a toast either way. After a delete the list
 * starts over from its first page: the cursors after the deleted rows no longer point where they did.
 */
export function useDeleteMany<TData>(mutation: TypedDocumentNode<TData, { ids: string[] }>, options: DeleteManyOptions<TData>) {
  const { notification } = App.useApp();
  const [deleteMany, { loading }] = useMutation(mutation);
  async function remove(ids: string[]): Promise<void> {
    try {
      const { data } = await deleteMany({ variables: { ids } });
      notification.success({ title: options.deleted(options.count(data ?? undefined, ids)) });
      options.selection.drop(ids);
      options.onDeleted?.(ids);
      options.pages?.reset();
      await options.restart();
    } catch (e) {
      notification.error({ title: options.failed, description: options.failure(e) });
    }
  }
  const confirmDanger = useConfirmDanger();
  /** `remove(ids)` once the admin confirms (`options.confirm`). */
  function confirmRemove(ids: string[]): void {
    if (!options.confirm) return void remove(ids);
    confirmDanger({ ...options.confirm.texts(ids.length), testId: options.confirm.testId, onOk: () => remove(ids) });
  }
  return { remove, confirmRemove, deleting: loading };
}

/** The list a table shows (useConnectionQuery). */
interface ListOf<Row> {
  connection: Connection<Row> | undefined;
  rows: Row[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null } | undefined;
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
  loadMore(): Promise<void>;
}

/** Page by page: "page x of y · n items", previous and next (`${testIdPrefix}-page-info`, `-previous`, `-next`). */
interface PagedList {
  pages: CursorPages;
  /** Translation key of "page x of y · n items" (`page`, `pages`, `count`). */
  infoKey: string;
}

/** Growing: "x of n shown" and "load more" (`${testIdPrefix}-count`, `-more`). */
interface GrowingList {
  /** Translation key of "x of n shown" (`shown`, `count`). */
  shownKey: string;
  moreLabel: string;
  /** The reason a page could not be loaded. */
  failure(error: unknown): string;
}

type ListTableProps<Row extends { id: string }> = Omit<Parameters<typeof CrudTable<Row>>[0], 'dataSource' | 'loading' | 'rowSelection'> & {
  list: ListOf<Row>;
  /** Rows can be ticked (leave out when the admin can do nothing to a selection). */
  selection?: Selection;
  /** What the selection bar says and offers (SelectionBar), above the table while rows are ticked. */
  bulk?: { title: string; testId?: string; actions: ReactNode };
  testIdPrefix: string;
} & ({ paged: PagedList; growing?: never } | { growing: GrowingList; paged?: never });

/**
 * A list's table (rows opening their item, CrudTable): above it, why the list could not be loaded and the
 * selection bar; underneath, its pager.
 */
export function ListTable<Row extends { id: string }>({ list, selection, bulk, testIdPrefix, paged, growing, ...table }: ListTableProps<Row>) {
  const count = selection?.selected.length ?? 0;
  return (
    <>
      {list.error && !list.connection && <LoadErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {bulk && (
        <SelectionBar count={count} title={bulk.title} testId={bulk.testId}>
          {bulk.actions}
        </SelectionBar>
      )}
      <CrudTable<Row>
        {...table}
        dataSource={list.rows}
        loading={growing ? list.loading && !list.connection : list.loading}
        rowSelection={selection?.rowSelection(true)}
      />
      {paged && (
        <CursorPager
          pages={paged.pages}
          totalCount={list.connection?.totalCount}
          pageInfo={list.pageInfo}
          loading={list.loading}
          infoKey={paged.infoKey}
          testIdPrefix={testIdPrefix}
        />
      )}
      {growing && <LoadMore list={list} growing={growing} testIdPrefix={testIdPrefix} />}
    </>
  );
}

function LoadMore<Row>({ list, growing, testIdPrefix }: { list: ListOf<Row>; growing: GrowingList; testIdPrefix: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  async function more() {
    setError(null);
    try {
      await list.loadMore();
    } catch (e) {
      setError(growing.failure(e));
    }
  }
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid={`${testIdPrefix}-count`}>
          {list.connection ? t(growing.shownKey, { shown: list.rows.length, count: list.connection.totalCount }) : ''}
        </Typography.Text>
        {list.connection?.pageInfo.hasNextPage && (
          <Button onClick={() => void more()} loading={list.loading} data-testid={`${testIdPrefix}-more`}>
            {growing.moreLabel}
          </Button>
        )}
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}
