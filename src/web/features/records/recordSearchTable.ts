import type { RecordListItem, TableData } from '@/shared/records/contract';

/** What a record search's query hook answers (useSearchRecordsQuery) that a table shows. */
interface RecordSearchResult {
  data?: TableData<RecordListItem>;
  currentData?: TableData<RecordListItem>;
  isFetching: boolean;
}

/**
 * The DataTable props a page of a record search fills in alike wherever it is shown (a kind's list,
 * an entity's owned records): the rows keyed by id and version, the total as the server counted it,
 * and the page facts. The page is the one the server answered: the last one when the one asked lay
 * past the end.
 */
export function recordSearchTableProps({ data, currentData, isFetching }: RecordSearchResult, askedPage: number) {
  return {
    rows: data?.items ?? [],
    rowKey: (r: RecordListItem) => `${r.id}-${r.version}`,
    total: data?.total ?? 0,
    totalIsEstimate: data?.totalIsEstimate,
    totalIsLowerBound: data?.totalIsLowerBound,
    loading: isFetching,
    page: { pageNumber: currentData?.pageNumber ?? askedPage, pageCount: data?.pageCount },
  };
}
