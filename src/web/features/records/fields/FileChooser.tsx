import { useId, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Upload from '@mui/icons-material/Upload';
import type { Attachment } from '@/shared/records/entity';
import { validationMessage } from '@/shared/validation';
import { showToast } from '@/web/api/services/notifier';
import { useLanguage, useT } from '@/web/i18n/useT';
import { isAccepted, readAttachment, type FileAcceptance } from './fileChoice';

interface Props {
  /** The file input's accessible name. */
  label: string;
  /** The button's text ('Escolher imagem'). */
  children: ReactNode;
  acceptance: FileAcceptance;
  /** A further check of the read attachment (size, content): a warning to show, or null to accept it. */
  check?: (attachment: Attachment) => string | null;
  onChosen: (attachment: Attachment) => void;
}

/**
 * A button that chooses one file for any kind's form: a type outside `acceptance` (by its declared
 * mime type) gets the §5 warning 'Formato inválido. Adicione ficheiros do tipo:{0}' and the input is
 * cleared; an accepted one is read into an Attachment (base64) and, when `check` passes, handed to
 * `onChosen`; a read failure shows an error toast. The input is cleared after every choice, so the
 * same file can be chosen again.
 */
export function FileChooser({ label, children, acceptance, check, onChosen }: Props) {
  const t = useT();
  const language = useLanguage();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    const input = inputRef.current;
    if (!file) return;
    try {
      if (!isAccepted(acceptance, file)) {
        showToast(validationMessage('fileType', language, acceptance.list), 'warning');
        return;
      }
      const attachment = await readAttachment(file, acceptance);
      const problem = check?.(attachment) ?? null;
      if (problem) showToast(problem, 'warning');
      else onChosen(attachment);
    } catch (e) {
      showToast(t('record.file.readError', e instanceof Error ? e.message : String(e)), 'error');
    } finally {
      if (input) input.value = '';
    }
  };

  return (
    <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<Upload />}>
      {children}
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={Object.keys(acceptance.mimeTypes).join(',')}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </Button>
  );
}
