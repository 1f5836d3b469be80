import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';

/** Characters of a (rich) text as SPEC §5 counts them: after stripping the markup. */
export function countCharacters(text: string): number {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, 'x');
  return plain.length;
}

export interface CharacterCounterProps {
  count: number;
  /** 0: no limit, nothing is shown. */
  max: number;
  id?: string;
  /** Within a field's helper line (TextInput): no margins of its own, and the message is the line's. */
  inline?: boolean;
}

/** 'Caracteres: n/max', and 'Máximo de caracteres ultrapassado' when over (SPEC §5). */
export function CharacterCounter({ count, max, id, inline = false }: CharacterCounterProps) {
  const t = useT();
  const language = useLanguage();
  if (max <= 0) return null;
  const over = count > max;
  return (
    <Stack
      id={id}
      component="span"
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', ...(inline ? { ml: 'auto', flexShrink: 0 } : { mt: 0.5, mx: 1.75 }) }}
      aria-live="polite"
      data-counter-max={max}
    >
      {over && !inline && (
        <Typography variant="caption" color="error" role="alert">
          {validationMessage('maxCharacters', language)}
        </Typography>
      )}
      <Typography variant="caption" component="span" color={over ? 'error' : 'text.secondary'}>
        {t('field.characters', count, max)}
      </Typography>
    </Stack>
  );
}
