import type { TFunction } from 'i18next';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../components/CrudList';
import { DeleteSelectionButton, FilterBar, ListTable, SearchFilter, SelectFilter, type Connection, type Selection } from '../../components/list-page';
import { errorMessage } from '../../users/errors';
import type { CursorPages } from '../../users/pagination';

/** The two lists of what visitors sent (`submissions`, `subscribers`): their texts under `cmsForms.<name>`, their test ids `<name>-…`. */
export type FormsListName = 'submissions' | 'subscribers';

/** useDeleteMany's texts and confirmation for one of them (the count the server answers, else the ids'). */
export const formsDeleteTexts = (t: TFunction, name: FormsListName) => ({
  deleted: (count: number) => t(`cmsForms.${name}.deleted`, { count }),
  failed: t('cmsForms.deleteFailed'),
  failure: (e: unknown) => errorMessage(t, e),
  confirm: {
    texts: (count: number) => ({ title: t(`cmsForms.${name}.massDelete`, { count }), content: t('cmsForms.irreversible'), okText: t('cmsForms.delete') }),
    testId: `${name}-mass-delete-confirm`,
  },
});

interface FormsListProps<Row extends { id: string }, F extends string> {
  name: FormsListName;
  /** The one-value filter (form or status) and the e-mail search the address holds. */
  filter: { value: F | null; onChange(value: F | null): void; label: string; options: { value: F; label: string }[]; minWidth: number; testId: string };
  search: { value: string | null; onSearch(value: string | null): void };
  filtered: boolean;
  list: {
    connection: Connection<Row> | undefined;
    rows: Row[];
    pageInfo: Connection<Row>['pageInfo'] | undefined;
    loading: boolean;
    error: unknown;
    refetch(): Promise<unknown>;
    loadMore(): Promise<void>;
  };
  columns: TableColumnsType<Row>;
  pages: CursorPages;
  /** Undefined when the admin may not delete. */
  selection: Selection | undefined;
  deleting: boolean;
  onDeleteSelection(): void;
  onOpen?: (row: Row) => void;
}

/** The header, the filters, the selection bar, the table and the pager of one of the forms' lists. */
export function FormsList<Row extends { id: string }, F extends string>(props: FormsListProps<Row, F>) {
  const { t } = useTranslation();
  const { name, filter, search, list, selection } = props;
  return (
    <>
      <ListHeader title={t(`cmsForms.${name}.title`)} intro={t(`cmsForms.${name}.intro`)} onRefresh={() => void list.refetch()} />
      <FilterBar>
        <SelectFilter {...filter} />
        <SearchFilter value={search.value} onSearch={search.onSearch} maxLength={100} label={t('cmsForms.searchEmail')} testId={`${name}-search`} />
      </FilterBar>
      <ListTable<Row>
        list={list}
        columns={props.columns}
        selection={selection}
        bulk={{
          title: t('cmsForms.selected', { count: selection?.selected.length ?? 0 }),
          actions: (
            <DeleteSelectionButton
              label={t('cmsForms.deleteSelection')}
              loading={props.deleting}
              testId={`${name}-mass-delete`}
              onClick={props.onDeleteSelection}
            />
          ),
        }}
        emptyText={props.filtered ? t('cmsForms.noMatch') : t(`cmsForms.${name}.empty`)}
        data-testid={`${name}-table`}
        testIdPrefix={name}
        paged={{ pages: props.pages, infoKey: 'cmsForms.pageInfo' }}
        onOpen={props.onOpen}
      />
    </>
  );
}
