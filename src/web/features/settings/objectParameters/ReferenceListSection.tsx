import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Permission } from '@/shared/permissions';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { useHolds } from '../common/permissions';
import { EditDeleteButtons, EditableList, RowIconButton, useConfirmedDelete } from './EditableList';
import { useDeleteObjectParameterMutation, useListObjectParametersQuery, useReorderObjectParametersMutation } from './objectParametersApi';
import { ReferenceItemDialog } from './ReferenceItemDialog';
import { moveItem } from './referenceItemForm';

/**
 * One reference list of the object parameters: its items in order (Portuguese and English label,
 * active), moved up and down, added and edited in a dialog, deleted (62) when no record uses them.
 */
export function ReferenceListSection({ category }: { category: ReferenceCategory }) {
  const t = useT();
  const language = useLanguage();
  const canDelete = useHolds(Permission.ParameterDelete);
  const { data = [], isFetching } = useListObjectParametersQuery(category);
  const [reorder, reorderState] = useReorderObjectParametersMutation();
  const [remove] = useDeleteObjectParameterMutation();
  const [editing, setEditing] = useState<ReferenceItem | null | undefined>(undefined);
  const { deleting, setDeleting, error, setError, confirmDelete } = useConfirmedDelete(
    (item: ReferenceItem) => remove({ category, itemId: item.id }).unwrap(),
    t('settings.objectParameters.deleted'),
  );
  const label = REFERENCE_CATEGORIES[category][language];
  const ids = data.map((i) => i.id);

  const move = (item: ReferenceItem, offset: -1 | 1) => void reorder({ category, itemIds: moveItem(ids, item.id, offset) });

  const columns: DataTableColumn<ReferenceItem>[] = [
    { key: 'order', label: t('settings.objectParameters.order'), width: 60, align: 'right', text: (i) => String(ids.indexOf(i.id) + 1) },
    { key: 'labelPt', label: t('field.languagePt') },
    { key: 'labelEn', label: t('field.languageEn'), hideOnNarrow: true },
    { key: 'active', label: t('settings.common.state'), width: 100, render: (i) => <ActiveChip active={i.active} /> },
    {
      key: 'actions',
      label: t('settings.common.actions'),
      align: 'right',
      width: 170,
      render: (i) => {
        const index = ids.indexOf(i.id);
        const moves = [
          {
            offset: -1,
            title: t('settings.objectParameters.moveUp'),
            label: t('settings.objectParameters.moveUpNamed', i.labelPt),
            icon: <ArrowUpward fontSize="small" />,
            edge: index <= 0,
          },
          {
            offset: 1,
            title: t('settings.objectParameters.moveDown'),
            label: t('settings.objectParameters.moveDownNamed', i.labelPt),
            icon: <ArrowDownward fontSize="small" />,
            edge: index >= ids.length - 1,
          },
        ] as const;
        return (
          <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
            {moves.map(({ offset, edge, ...button }) => (
              <RowIconButton key={offset} {...button} disabled={edge || reorderState.isLoading} onClick={() => move(i, offset)} />
            ))}
            <EditDeleteButtons name={i.labelPt} onEdit={() => setEditing(i)} onDelete={canDelete ? () => setDeleting(i) : undefined} />
          </Stack>
        );
      },
    },
  ];

  return (
    <EditableList addLabel={t('settings.common.add')} onAdd={() => setEditing(null)} error={error} onErrorClose={() => setError(null)}>
      <DataTable<ReferenceItem> label={label} columns={columns} rows={data} rowKey={(i) => i.id} loading={isFetching || reorderState.isLoading} />
      <ReferenceItemDialog category={category} item={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDeleteModal open={deleting !== null} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('settings.objectParameters.deleteExplanation')}
        </Alert>
      </ConfirmDeleteModal>
    </EditableList>
  );
}
