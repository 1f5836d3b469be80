import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface StackedColumn {
  key: string;
  label: string;
}

/**
 * The columns that left the header for want of width, as labelled lines under the primary cell's content
 * (a description list: each value keeps its column's name for every reader).
 */
export function StackedCells<T, C extends StackedColumn>({ row, columns, content }: { row: T; columns: readonly C[]; content: (column: C, row: T) => ReactNode }) {
  if (columns.length === 0) return null;
  return (
    <Box component="dl" data-testid="stacked-cells" sx={{ m: 0, mt: 0.5, typography: 'body2', color: 'text.secondary', fontWeight: 400 }}>
      {/* One line per column, "Label value", wrapping as a sentence does. */}
      {columns.map((column) => (
        <Box key={column.key} sx={{ overflowWrap: 'break-word' }}>
          <Box component="dt" sx={{ display: 'inline', fontWeight: 600, mr: 0.75 }}>
            {column.label}
          </Box>
          <Box component="dd" sx={{ display: 'inline', m: 0 }}>
            {content(column, row)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
