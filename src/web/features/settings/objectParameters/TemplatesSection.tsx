import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { Permission } from '@/shared/permissions';
import type { RichTextTemplate } from '@/shared/settings';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { ConfirmDeleteModal } from '@/web/components/modals/ConfirmDeleteModal';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { useHolds } from '../common/permissions';
import { EditDeleteButtons, EditableList, useConfirmedDelete } from './EditableList';
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
  const { deleting, setDeleting, error, setError, confirmDelete } = useConfirmedDelete(
    (tpl: RichTextTemplate) => remove(tpl.templateId).unwrap(),
    t('settings.template.deleted'),
  );

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
          <EditDeleteButtons name={tpl.name} onEdit={() => setEditing(tpl)} onDelete={canDelete ? () => setDeleting(tpl) : undefined} />
        </Stack>
      ),
    },
  ];

  return (
    <EditableList addLabel={t('settings.template.create')} onAdd={() => setEditing(null)} error={error} onErrorClose={() => setError(null)}>
      <DataTable<RichTextTemplate> label={t('settings.objectParameters.templates')} columns={columns} rows={data} rowKey={(tpl) => tpl.templateId} loading={isFetching} />
      <TemplateDialog template={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDeleteModal open={deleting !== null} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </EditableList>
  );
}
