import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { PAGE_SIZES } from '@/shared/userPreferences';
import { useT } from '@/web/i18n/useT';
import { paginationWindow } from './paginationWindow';

/** The page sizes of every list (issue 30 §3: 5, 10, 25, 50, 100). */
export const DEFAULT_PAGE_SIZE_OPTIONS = PAGE_SIZES;

export interface PaginationProps {
  /** 1-based current page. */
  pageNumber: number;
  pageCount: number;
  onPageChange: (pageNumber: number) => void;
  pageSize?: number;
  /** Shows the page-size select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/**
 * SPEC §4 pagination: every page number up to 5 pages, otherwise one of the three windows of
 * `paginationWindow` (gaps shown as an ellipsis). A `nav` named 'Paginação'; the current page has
 * aria-current="page".
 */
export function Pagination({ pageNumber, pageCount, onPageChange, pageSize, onPageSizeChange, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS }: PaginationProps) {
  const t = useT();
  const items = paginationWindow(pageNumber, pageCount);
  const sizeOptions = pageSize !== undefined && !pageSizeOptions.includes(pageSize) ? [...pageSizeOptions, pageSize].sort((a, b) => a - b) : pageSizeOptions;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
      {onPageSizeChange && pageSize !== undefined && (
        <TextField
          select
          fullWidth={false}
          id="page-size"
          label={t('pagination.pageSize')}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          sx={{ minWidth: 150 }}
        >
          {sizeOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      )}
      {pageCount > 1 && (
        <Box component="nav" aria-label={t('pagination.label')}>
          <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, m: 0, p: 0 }}>
            <li>
              <IconButton size="small" aria-label={t('pagination.previous')} disabled={pageNumber <= 1} onClick={() => onPageChange(pageNumber - 1)}>
                <ChevronLeft />
              </IconButton>
            </li>
            {items.map((page, i) =>
              page === null ? (
                <Box component="li" key={`gap-${i}`} aria-hidden="true" sx={{ px: 0.5, color: 'text.secondary' }}>
                  …
                </Box>
              ) : (
                <li key={page}>
                  <Button
                    size="small"
                    variant={page === pageNumber ? 'contained' : 'text'}
                    aria-current={page === pageNumber ? 'page' : undefined}
                    aria-label={t('pagination.page', page)}
                    onClick={() => page !== pageNumber && onPageChange(page)}
                    sx={{ minWidth: 36, px: 1 }}
                  >
                    {page}
                  </Button>
                </li>
              ),
            )}
            <li>
              <IconButton size="small" aria-label={t('pagination.next')} disabled={pageNumber >= pageCount} onClick={() => onPageChange(pageNumber + 1)}>
                <ChevronRight />
              </IconButton>
            </li>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
