import { useState } from 'react';
import type { TableData } from '@/shared/records/contract';
import { DEFAULT_SORT, LIMITS } from '@/shared/limits';
import type { DataTableProps } from './DataTable';

type PagingProps = Pick<DataTableProps<unknown>, 'total' | 'totalIsEstimate' | 'totalIsLowerBound' | 'loading' | 'sortBy' | 'onSortChange' | 'pagination'>;

/**
 * The page, page size and sort of a table the server pages (SPEC §4), held by the page that shows it:
 * `query` goes into the query's arguments, `tableProps(result)` onto the DataTable. A new sort or page
 * size starts again from the first page; the page shown is the one the server answered (the last one
 * when the one asked lay past the end). `keptPageSize`: the page size is the caller's (kept per user).
 */
export function useServerPaging(initialSort: string = DEFAULT_SORT.list, keptPageSize?: { pageSize: number; setPageSize: (size: number) => void }) {
  const [pageNumber, setPageNumber] = useState<number>(LIMITS.firstPage);
  const [ownPageSize, setOwnPageSize] = useState<number>(LIMITS.defaultPageSize);
  // A page size the user keeps on the server (issue 30 §3: useListPreferences) wins over the page's own.
  const pageSize = keptPageSize?.pageSize ?? ownPageSize;
  const setPageSize = keptPageSize?.setPageSize ?? setOwnPageSize;
  const [sortBy, setSortBy] = useState<string>(initialSort);

  const tableProps = <T>(result: { data?: TableData<T>; currentData?: TableData<T>; isFetching: boolean }): PagingProps => ({
    total: result.data?.total ?? 0,
    totalIsEstimate: result.data?.totalIsEstimate,
    totalIsLowerBound: result.data?.totalIsLowerBound,
    loading: result.isFetching,
    sortBy,
    onSortChange: (next) => {
      setSortBy(next);
      setPageNumber(LIMITS.firstPage);
    },
    pagination: {
      pageNumber: result.currentData?.pageNumber ?? pageNumber,
      pageSize,
      pageCount: result.data?.pageCount,
      onPageChange: setPageNumber,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPageNumber(LIMITS.firstPage);
      },
    },
  });

  return { query: { pageNumber, pageSize, sortBy }, firstPage: () => setPageNumber(LIMITS.firstPage), tableProps };
}
