export * from './ListPage';
export * from './url-filters';
export * from './useListPage';
