import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import { useMediaQuery } from '@/web/components/useMediaQuery';
import { useT } from '@/web/i18n/useT';

/**
 * A search form's fields, folded behind a 'Filtros' button on narrow screens (the layout's: below md),
 * where they filled the first screen of a phone (issue 29 §16); the button says how many filters are
 * active. The fields stay mounted while folded (the form keeps what was typed). Wide screens show them.
 */
export function FoldedFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const t = useT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!narrow) return children;
  const label = activeCount === 0 ? t('layout.filters') : activeCount === 1 ? t('layout.filtersActiveOne') : t('layout.filtersActive', activeCount);
  return (
    <>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        startIcon={<FilterList />}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        data-filters-toggle
      >
        {label}
      </Button>
      <Box id={id} hidden={!open} sx={{ mt: 2 }}>
        {children}
      </Box>
    </>
  );
}
