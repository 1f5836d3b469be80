import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OPEN_DATA_KINDS, OPEN_DATA_LIMITS, type OpenDataKind, type OpenDataSettings } from '@/shared/openData';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { showToast } from '@/web/api/services/notifier';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSaveOpenDataSettingsMutation } from './openDataApi';

const { minPerMinute, maxPerMinute } = OPEN_DATA_LIMITS;
const validLimit = (text: string) => /^\d{1,6}$/.test(text) && Number(text) >= minPerMinute && Number(text) <= maxPerMinute;

/** The exposed kinds and the two rate limits; starts from the saved settings (the page remounts it after a save). */
export function OpenDataSettingsForm({ settings, onSaved }: { settings: OpenDataSettings; onSaved: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [save, saving] = useSaveOpenDataSettingsMutation();
  const [kinds, setKinds] = useState<OpenDataKind[]>(settings.exposedKinds);
  const [anonymous, setAnonymous] = useState(String(settings.anonymousPerMinute));
  const [perKey, setPerKey] = useState(String(settings.keyPerMinute));

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!validLimit(anonymous) || !validLimit(perKey)) {
      showToast(t('openData.invalidLimit', minPerMinute, maxPerMinute));
      return;
    }
    try {
      await save({ exposedKinds: kinds, anonymousPerMinute: Number(anonymous), keyPerMinute: Number(perKey) }).unwrap();
      showToast(t('openData.saved'), 'success');
      onSaved();
    } catch {
      // The base query toasted the catalogued error.
    }
  };

  const toggleKind = (kind: OpenDataKind, checked: boolean) => setKinds((current) => OPEN_DATA_KINDS.filter((k) => (k === kind ? checked : current.includes(k))));
  const limits = [
    ['anonymous', anonymous, setAnonymous, 'openData.anonymousPerMinute'],
    ['perKey', perKey, setPerKey, 'openData.keyPerMinute'],
  ] as const;

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={onSave} noValidate>
      <Stack spacing={3}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('openData.kinds')}</FormLabel>
          <FormGroup row>
            {OPEN_DATA_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={<Checkbox checked={kinds.includes(kind)} onChange={(event) => toggleKind(kind, event.target.checked)} />}
                label={RECORD_KINDS[kind].labelPlural[language]}
              />
            ))}
          </FormGroup>
          <FormHelperText>{t('openData.kindsHelp')}</FormHelperText>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('openData.limits')}</FormLabel>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            {limits.map(([id, value, setValue, label]) => (
              <TextField
                key={id}
                id={`open-data-${id}`}
                label={t(label)}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={!validLimit(value)}
                helperText={t('openData.limitHelp', minPerMinute, maxPerMinute)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
                required
              />
            ))}
          </Stack>
        </FormControl>
        <div>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('openData.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
