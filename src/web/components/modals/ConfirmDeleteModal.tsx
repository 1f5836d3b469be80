import { useT } from '@/web/i18n/useT';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';

export type ConfirmDeleteModalProps = Omit<ConfirmModalProps, 'question' | 'confirmColor'> & { question?: string };

/** SPEC §2.10 confirm-delete modal: 'Tem a certeza que deseja eliminar?' with a red 'Eliminar'. */
export function ConfirmDeleteModal({ question, title, confirmLabel, ...props }: ConfirmDeleteModalProps) {
  const t = useT();
  return (
    <ConfirmModal
      {...props}
      title={title ?? t('modal.deleteTitle')}
      question={question ?? t('modal.deleteQuestion')}
      confirmLabel={confirmLabel ?? t('modal.delete')}
      confirmColor="error"
    />
  );
}
