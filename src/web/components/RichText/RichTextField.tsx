import { lazy, Suspense, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import type { RichTextTemplate } from '@/shared/settings';
import { exceedsRichTextLimit } from '@/shared/richText';
import { validationMessage } from '@/shared/validation';
import { loadPageTexts, useLanguage, useT } from '@/web/i18n/useT';
import { useFieldMaxLength } from '../form/FieldSchema';
import { useFieldState } from '../form/useFieldState';

// TipTap and its texts load together when a rich-text field first shows (see RichTextEditorBody).
const RichTextEditorBody = lazy(() => Promise.all([import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditorBody'), loadPageTexts()]).then(([module]) => module));

export interface RichTextFieldProps {
  /** The Formik field holding the HTML ('' when empty). */
  name: string;
  label: string;
  required?: boolean;
  /** Shows the text read-only, without the toolbar. */
  disabled?: boolean;
  /**
   * SPEC §5: characters counted without markup; 'Caracteres: n/max' beneath, a message when over. 0:
   * no limit. The form schema's limit (its `meta({ maxCharacters })`), when it names one, wins.
   */
  maxCharacters?: number;
  /** Offers 'Modelos de texto': true for the settings' active templates, or the list to offer. */
  templates?: boolean | readonly RichTextTemplate[];
}

/**
 * A Formik rich-text field (SPEC §5): label, required mark unless disabled, the editor, the
 * character counter and the field's first error beneath. Past `maxCharacters` the form does not
 * validate; the counter shows the §5 message, so the error line does not repeat it.
 */
export function RichTextField({ name, label, required = false, disabled = false, maxCharacters: fallbackMax = 0, templates = false }: RichTextFieldProps) {
  const t = useT();
  const maxCharacters = useFieldMaxLength(name, fallbackMax);
  const language = useLanguage();
  const tooLong = validationMessage('maxCharacters', language);
  const { field, helpers, error } = useFieldState<string | null>(name, (value: string | null) => (exceedsRichTextLimit(value, maxCharacters) ? tooLong : undefined));
  const value = field.value ?? '';
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const focusEditor = useRef<(() => void) | null>(null);
  const over = exceedsRichTextLimit(value, maxCharacters);
  const shownError = over && error === tooLong ? undefined : error;
  return (
    <Box data-field={name}>
      <FormLabel
        id={labelId}
        required={required && !disabled}
        disabled={disabled}
        error={Boolean(error) || over}
        onClick={() => focusEditor.current?.()}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </FormLabel>
      <Suspense fallback={<LinearProgress aria-label={t('app.loading')} />}>
        <RichTextEditorBody
          value={value}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          label={label}
          labelId={labelId}
          counterId={`${id}-counter`}
          errorId={shownError ? errorId : undefined}
          required={required}
          invalid={Boolean(error) || over}
          disabled={disabled}
          maxCharacters={maxCharacters}
          templates={templates}
          focusRef={focusEditor}
        />
      </Suspense>
      {shownError && (
        <FormHelperText id={errorId} error>
          {shownError}
        </FormHelperText>
      )}
    </Box>
  );
}
