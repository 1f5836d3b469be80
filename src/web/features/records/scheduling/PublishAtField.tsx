import { useField } from 'formik';
import TextField from '@mui/material/TextField';
import { instantToRegionLocal, regionLocalToInstant } from '@/shared/scheduling';
import { validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';

const HOUR_MS = 60 * 60_000;

/** The next whole hour at least an hour ahead: a sensible first proposal. */
export function proposedPublishAt(): string {
  const next = new Date(Date.now() + HOUR_MS);
  next.setUTCMinutes(0, 0, 0);
  return instantToRegionLocal(next);
}

/**
 * The form's own check of a publication time (Azores local 'YYYY-MM-DDTHH:mm'): required, well formed,
 * in the future. The server holds the bounds (one minute to a year ahead) with their catalogued texts.
 */
export function usePublishAtCheck(): (publishAt: string) => string | undefined {
  const t = useT();
  const language = useLanguage();
  return (publishAt) => {
    if (!publishAt) return validationMessage('required', language);
    const instant = regionLocalToInstant(publishAt);
    if (instant === null) return t('scheduling.invalid');
    if (Date.parse(instant) <= Date.now()) return t('scheduling.past');
    return undefined;
  };
}

/**
 * When to publish, as the Formik field `publishAt`: a labelled datetime-local field (the browser's own
 * accessible picker) in Azores time, its error under it once touched. The single and the bulk schedule
 * dialogs ask with it.
 */
export function PublishAtField({ id }: { id: string }) {
  const t = useT();
  const [field, meta] = useField<string>('publishAt');
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextField
      {...field}
      id={id}
      type="datetime-local"
      label={t('scheduling.when')}
      required
      fullWidth
      autoFocus
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
