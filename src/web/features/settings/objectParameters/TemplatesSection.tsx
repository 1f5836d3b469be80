import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Permission } from '@/shared/permissions';
import type { RichTextTemplate } from '@/shared/settings';
import { showToast } from '@/web/api/services/notifier';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { useHolds } from '../common/permissions';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { useDeleteTemplateMutation, useListTemplatesQuery } from './objectParametersApi';
import { TemplateDialog } from './TemplateDialog';

/** Markup out, for a one-line preview of a template's question. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rich-text templates the forms offer (SPEC §2.10 rich-text template modal): list, create, edit, delete (62). */
export function TemplatesSection() {
  const t = useT();
  const language = useLanguage();
  const canDelete = useHolds(Permission.ParameterDelete);
  const { data = [], isFetching } = useListTemplatesQuery();
  const [remove] = useDeleteTemplateMutation();
  const [editing, setEditing] = useState<RichTextTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RichTextTemplate | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const template = deleting;
    setDeleting(null);
    setError(null);
    try {
      await remove(template.templateId).unwrap();
      showToast(t('settings.template.deleted'), 'success');
    } catch (e) {
      setError(serverDetail(e, language));
    }
  };

  const columns: DataTableColumn<RichTextTemplate>[] = [
    { key: 'name', label: t('settings.template.name') },
    { key: 'question', label: t('settings.template.question'), hideOnNarrow: true, text: (tpl) => plainText(tpl.texts[language].question || tpl.texts.pt.question) },
    { key: 'active', label: t('settings.common.state'), width: 100, render: (tpl) => <ActiveChip active={tpl.active} /> },
    {
      key: 'actions',
      label: t('settings.common.actions'),
      align: 'right',
      width: 100,
      render: (tpl) => (
        <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={t('settings.common.edit')}>
            <IconButton size="small" onClick={() => setEditing(tpl)} aria-label={t('settings.common.editNamed', tpl.name)}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          {canDelete && (
            <Tooltip title={t('settings.common.delete')}>
              <IconButton size="small" color="error" onClick={() => setDeleting(tpl)} aria-label={t('settings.common.deleteNamed', tpl.name)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing(null)}>
          {t('settings.template.create')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable<RichTextTemplate> label={t('settings.objectParameters.templates')} columns={columns} rows={data} rowKey={(tpl) => tpl.templateId} loading={isFetching} />
      <TemplateDialog template={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDeleteModal open={deleting !== null} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
