import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Permission } from '@/shared/permissions';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import { showToast } from '@/web/api/services/notifier';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { useHolds } from '../common/permissions';
import { serverDetail } from '@/web/components/resource/serverDetail';
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
  const [deleting, setDeleting] = useState<ReferenceItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = REFERENCE_CATEGORIES[category][language];
  const ids = data.map((i) => i.id);

  const move = (item: ReferenceItem, offset: -1 | 1) => void reorder({ category, itemIds: moveItem(ids, item.id, offset) });
  const confirmDelete = async () => {
    if (!deleting) return;
    const item = deleting;
    setDeleting(null);
    setError(null);
    try {
      await remove({ category, itemId: item.id }).unwrap();
      showToast(t('settings.objectParameters.deleted'), 'success');
    } catch (e) {
      setError(serverDetail(e, language));
    }
  };

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
        return (
          <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={t('settings.objectParameters.moveUp')}>
              <span>
                <IconButton
                  size="small"
                  disabled={index <= 0 || reorderState.isLoading}
                  onClick={() => move(i, -1)}
                  aria-label={t('settings.objectParameters.moveUpNamed', i.labelPt)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('settings.objectParameters.moveDown')}>
              <span>
                <IconButton
                  size="small"
                  disabled={index >= ids.length - 1 || reorderState.isLoading}
                  onClick={() => move(i, 1)}
                  aria-label={t('settings.objectParameters.moveDownNamed', i.labelPt)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('settings.common.edit')}>
              <IconButton size="small" onClick={() => setEditing(i)} aria-label={t('settings.common.editNamed', i.labelPt)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            {canDelete && (
              <Tooltip title={t('settings.common.delete')}>
                <IconButton size="small" color="error" onClick={() => setDeleting(i)} aria-label={t('settings.common.deleteNamed', i.labelPt)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing(null)}>
          {t('settings.common.add')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable<ReferenceItem> label={label} columns={columns} rows={data} rowKey={(i) => i.id} loading={isFetching || reorderState.isLoading} />
      <ReferenceItemDialog category={category} item={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDeleteModal open={deleting !== null} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('settings.objectParameters.deleteExplanation')}
        </Alert>
      </ConfirmDeleteModal>
    </Stack>
  );
}
