import type { ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Delete from '@mui/icons-material/Delete';
import { SortableItem } from './SortableItem';
import { SortableList } from './SortableList';

export interface SortableFieldRowsProps {
  /** The rows' stable ids, one per row in their order (useSortableRows' `ids`): the rows rendered. */
  ids: readonly string[];
  /** A row's name for its handle and the announcements ('Contactos 2: 296 000 000'). */
  labelOf: (index: number) => string;
  /** A row's group name (role="group"), which its fields are found by ('Contactos 2'). */
  groupLabelOf: (index: number) => string;
  /** The remove button's name ('Remover contacto 2'). */
  removeLabelOf: (index: number) => string;
  /** A drop that changed the order (useSortableRows' `move`). */
  onMove: (from: number, to: number) => void;
  /** The remove button's action (useSortableRows' `remove`). */
  onRemove: (index: number) => void;
  /** A row's field cells: Grid items, laid out before the remove button's cell. */
  renderFields: (index: number) => ReactNode;
  /** The remove button's cell; the field cells' sizes leave it this room. */
  removeSize?: GridProps['size'];
  /** The remove button's own offset, where the row's fields are not all text fields of the same height. */
  removeSx?: SxProps<Theme>;
}

/**
 * A form's repeatable rows, ordered by dragging (issue 31 §1): each row a labelled group of field cells
 * on a Grid with its remove button last, behind a drag handle. The contacts, the processing stages and
 * the opening hours' exceptions were the same list written three times; only their fields differ.
 */
export function SortableFieldRows({
  ids,
  labelOf,
  groupLabelOf,
  removeLabelOf,
  onMove,
  onRemove,
  renderFields,
  removeSize = { xs: 2, md: 1 },
  removeSx,
}: SortableFieldRowsProps) {
  return (
    <SortableList ids={ids} labelOf={labelOf} onMove={onMove}>
      <Stack spacing={2}>
        {ids.map((id, i) => (
          <SortableItem key={id} id={id} label={labelOf(i)}>
            <Grid container spacing={1.5} role="group" aria-label={groupLabelOf(i)} sx={{ alignItems: 'flex-start' }}>
              {renderFields(i)}
              <Grid size={removeSize}>
                <IconButton aria-label={removeLabelOf(i)} onClick={() => onRemove(i)} color="error" sx={removeSx}>
                  <Delete />
                </IconButton>
              </Grid>
            </Grid>
          </SortableItem>
        ))}
      </Stack>
    </SortableList>
  );
}
