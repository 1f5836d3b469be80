import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { DUPLICATE_WARNING_CODES } from '@/shared/errors';
import type { DuplicateWarningData, SimilarRecord } from '@/shared/records/contract';
import { carriesSimilarRecords } from '@/shared/records/similarRecords';
import { duplicateWarningText, type RecordKindName } from '@/shared/records/kinds';
import { isApiError, type ApiError } from '@/web/api/apiError';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';

/** What the dialog shows: the catalogue's text and the similar records the server sent as data. */
export interface DuplicateWarning {
  description: string;
  similar: SimilarRecord[];
}

export interface DuplicateWarningDialogProps {
  /** null: closed. */
  warning: DuplicateWarning | null;
  onContinue: () => void;
  onCancel: () => void;
}

function isSimilarRecord(value: unknown): value is SimilarRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.elsewhere === true || (typeof v.id === 'number' && typeof v.version === 'number' && typeof v.name === 'string');
}

/** The similar records of a duplicate warning's data; anything malformed is left out, never shown raw. */
export function similarRecordsOf(data: unknown): SimilarRecord[] {
  const similar = (data as Partial<DuplicateWarningData> | null | undefined)?.similar;
  return Array.isArray(similar) ? similar.filter(isSimilarRecord) : [];
}

/** SPEC §4, §8: possible duplicates (-106 …) — the user may go ahead with 'Continuar'. */
export function DuplicateWarningDialog({ warning, onContinue, onCancel }: DuplicateWarningDialogProps) {
  const t = useT();
  const similar = warning?.similar ?? [];
  return (
    <AppDialog
      open={warning !== null}
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
      <DialogContentText sx={{ color: 'text.primary' }}>{warning?.description}</DialogContentText>
      {similar.length > 0 && (
        <>
          <DialogContentText sx={{ mt: 1.5 }}>{t('duplicate.intro')}</DialogContentText>
          <List dense sx={{ listStyle: 'disc', pl: 3 }}>
            {similar.map((record, index) => (
              <ListItem key={'id' in record ? record.id : `elsewhere-${index}`} sx={{ display: 'list-item', py: 0 }}>
                {'id' in record ? t('duplicate.item', record.name, String(record.id), String(record.version)) : t('duplicate.elsewhere')}
              </ListItem>
            ))}
          </List>
        </>
      )}
      <DialogContentText sx={{ mt: 1.5, color: 'text.primary', fontWeight: 600 }}>{t('duplicate.question')}</DialogContentText>
    </AppDialog>
  );
}

/** A duplicate-name warning: its code and the similar records (the same code without them is a refusal, SPEC §8 -225/-305). */
export function isDuplicateWarning(error: unknown): error is ApiError & { code: number } {
  return isApiError(error) && typeof error.code === 'number' && DUPLICATE_WARNING_CODES.includes(error.code) && carriesSimilarRecords(error.data);
}

/**
 * Runs a request that may answer a duplicate warning: the warning opens the dialog, and 'Continuar'
 * runs it again with continueOnDuplicate. `run(continueOnDuplicate)` rejects with the ApiError;
 * `guard` resolves to the result, or undefined when the request failed or waits for the user;
 * `onResult(result, afterWarning)` runs on success (afterWarning: the user had to continue first).
 */
export function useDuplicateWarning(kind: RecordKindName) {
  const language = useLanguage();
  const [warning, setWarning] = useState<DuplicateWarning | null>(null);
  const retry = useRef<(() => void) | null>(null);

  const guard = useCallback(
    async <R,>(run: (continueOnDuplicate: boolean) => Promise<R>, onResult: (result: R, afterWarning: boolean) => void): Promise<R | undefined> => {
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
        setWarning({ description: duplicateWarningText(kind, language), similar: similarRecordsOf(error.data) });
        return undefined;
      }
    },
    [kind, language],
  );

  const dialog = (
    <DuplicateWarningDialog
      warning={warning}
      onCancel={() => setWarning(null)}
      onContinue={() => {
        setWarning(null);
        retry.current?.();
      }}
    />
  );
  return { guard, dialog, waiting: warning !== null };
}
