import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { DUPLICATE_WARNING_CODES } from '@/shared/errors';
import { isApiError } from '@/web/api/apiError';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useT } from '@/web/i18n/useT';
import { parseDuplicateDescription } from './recordTexts';

export interface DuplicateWarningDialogProps {
  /** The server's description: the catalogued text with the similar names. null: closed. */
  description: string | null;
  onContinue: () => void;
  onCancel: () => void;
}

/** SPEC §4, §8: possible duplicates (-106 …) — the user may go ahead with 'Continuar'. */
export function DuplicateWarningDialog({ description, onContinue, onCancel }: DuplicateWarningDialogProps) {
  const t = useT();
  const parsed = parseDuplicateDescription(description ?? '');
  return (
    <AppDialog
      open={description !== null}
      title={t('duplicate.title')}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button onClick={onCancel}>{t('modal.cancel')}</Button>
          <Button variant="contained" onClick={onContinue}>
            {t('duplicate.continue')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ color: 'text.primary' }}>{parsed.text}</DialogContentText>
      {parsed.names.length > 0 && (
        <>
          <DialogContentText sx={{ mt: 1.5 }}>{t('duplicate.intro')}</DialogContentText>
          <List dense sx={{ listStyle: 'disc', pl: 3 }}>
            {parsed.names.map((name) => (
              <ListItem key={name} sx={{ display: 'list-item', py: 0 }}>
                {name}
              </ListItem>
            ))}
          </List>
        </>
      )}
      <DialogContentText sx={{ mt: 1.5, color: 'text.primary', fontWeight: 600 }}>{t('duplicate.question')}</DialogContentText>
    </AppDialog>
  );
}

export function isDuplicateWarning(error: unknown): error is { code: number; description: string } {
  return isApiError(error) && typeof error.code === 'number' && DUPLICATE_WARNING_CODES.includes(error.code);
}

/**
 * Runs a request that may answer a duplicate warning: the warning opens the dialog, and 'Continuar'
 * runs it again with continueOnDuplicate. `run(continueOnDuplicate)` rejects with the ApiError;
 * `guard` resolves to the result, or undefined when the request failed or waits for the user;
 * `onResult(result, afterWarning)` runs on success (afterWarning: the user had to continue first).
 */
export function useDuplicateWarning() {
  const [description, setDescription] = useState<string | null>(null);
  const retry = useRef<(() => void) | null>(null);

  const guard = useCallback(async <R,>(run: (continueOnDuplicate: boolean) => Promise<R>, onResult: (result: R, afterWarning: boolean) => void): Promise<R | undefined> => {
    try {
      const result = await run(false);
      onResult(result, false);
      return result;
    } catch (error) {
      if (!isDuplicateWarning(error)) return undefined; // the base query already showed its toast
      retry.current = () => {
        run(true).then(
          (result) => onResult(result, true),
          () => undefined,
        );
      };
      setDescription(error.description);
      return undefined;
    }
  }, []);

  const dialog = (
    <DuplicateWarningDialog
      description={description}
      onCancel={() => setDescription(null)}
      onContinue={() => {
        setDescription(null);
        retry.current?.();
      }}
    />
  );
  return { guard, dialog, waiting: description !== null };
}
