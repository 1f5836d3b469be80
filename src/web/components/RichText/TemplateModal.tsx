import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RichTextTemplate } from '@/shared/settings';
import { useLanguage, useT } from '@/web/i18n/useT';
import { AppDialog } from '../modals/AppDialog';
import { ConfirmModal } from '../modals/ConfirmModal';
import { templateAnswer, templateHtml, templateQuestion } from './templateContent';
import { useListActiveTemplatesQuery } from './templatesApi';

export interface TemplateModalProps {
  open: boolean;
  onClose: () => void;
  /** Receives the chosen template's answer as HTML, to replace the field's content. */
  onChoose: (html: string) => void;
  /** Whether the field has content now: replacing it asks first (SPEC §5). */
  hasContent: boolean;
  /** The templates to offer; by default the active ones of the settings (object parameters). */
  templates?: readonly RichTextTemplate[];
}

/**
 * SPEC §2.10 rich-text template modal: lists the templates by their question; choosing one gives
 * its answer in the interface language (templateAnswer), after a confirmation when it would replace
 * text (SPEC §5).
 */
export function TemplateModal({ open, onClose, onChoose, hasContent, templates }: TemplateModalProps) {
  const t = useT();
  const language = useLanguage();
  const query = useListActiveTemplatesQuery(undefined, { skip: !open || templates !== undefined });
  const [pending, setPending] = useState<string | null>(null);
  const offered = (templates ?? query.data ?? []).flatMap((template) => {
    const answer = templateAnswer(template, language);
    return answer ? [{ template, html: templateHtml(answer) }] : [];
  });

  const choose = (html: string) => {
    if (hasContent) {
      setPending(html);
      return;
    }
    onChoose(html);
    onClose();
  };
  const confirm = () => {
    if (pending !== null) onChoose(pending);
    setPending(null);
    onClose();
  };

  const loading = templates === undefined && query.isLoading;
  const failed = templates === undefined && query.isError;
  return (
    <>
      <AppDialog
        open={open && pending === null}
        title={t('richText.templates')}
        onClose={onClose}
        size="medium"
        actions={<Button onClick={onClose}>{t('modal.cancel')}</Button>}
      >
        {loading && <CircularProgress aria-label={t('app.loading')} size={24} />}
        {failed && <Typography color="error">{t('richText.templatesFailed')}</Typography>}
        {!loading && !failed && offered.length === 0 && <Typography>{t('richText.templatesEmpty')}</Typography>}
        {offered.length > 0 && (
          <List aria-label={t('richText.templates')} disablePadding>
            {offered.map(({ template, html }) => {
              const question = templateQuestion(template, language);
              return (
                <ListItem key={template.templateId} disablePadding divider>
                  <ListItemButton onClick={() => choose(html)}>
                    <ListItemText primary={question} secondary={question === template.name ? undefined : template.name} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </AppDialog>
      <ConfirmModal
        open={open && pending !== null}
        question={t('richText.replaceQuestion')}
        confirmLabel={t('richText.replace')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
