import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn, useFormikContext } from 'formik';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { TextInput } from './TextInput';
import { firstError } from './useFieldState';

export interface MultiLanguageTextListProps {
  /** The Formik field of each language, e.g. { pt: 'labelPt', en: 'labelEn' }. Portuguese first. */
  names: Readonly<Partial<Record<Language, string>>>;
  label: string;
  /** Only the Portuguese entry is required (SPEC §5: the Portuguese value is needed to save). */
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  multiline?: boolean;
}

const LANGUAGES: readonly Language[] = ['pt', 'en'];

/**
 * One text per language (pt, en). Each entry is its own input; the error shown, beneath the list, is
 * the Portuguese entry's (SPEC §5).
 */
export function MultiLanguageTextList({ names, label, required, disabled, maxLength = LIMITS.textMaxLength, multiline }: MultiLanguageTextListProps) {
  const t = useT();
  const formik = useFormikContext<Record<string, unknown>>();
  const ptName = names.pt;
  const ptShown = ptName !== undefined && (Boolean(getIn(formik.touched, ptName)) || formik.submitCount > 0);
  const error = ptShown && ptName ? firstError(getIn(formik.errors, ptName)) : undefined;
  const errorId = `${ptName ?? 'mltl'}-list-error`;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby={error ? errorId : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {LANGUAGES.filter((l) => names[l]).map((language) => (
        <TextInput
          key={language}
          name={names[language] as string}
          label={`${label} (${t(language === 'pt' ? 'field.languagePt' : 'field.languageEn')})`}
          required={language === 'pt' && required}
          disabled={disabled}
          maxLength={maxLength}
          multiline={multiline}
          // The list shows one error, the Portuguese entry's, below the entries.
          showError={false}
        />
      ))}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
