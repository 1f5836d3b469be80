import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { IMPORT_MODES, type ImportDetail, type ImportMode } from '@/shared/imports';
import { ConfirmModal } from '@/web/components/modals/ConfirmModal';
import { useT } from '@/web/i18n/useT';
import { defaultMode, modeAvailability } from './importRules';
import { useStartImportMutation } from './importsApi';

/**
 * The choice of a validated import (issue 12 §3): everything or nothing (only when no row has an
 * error: the reason shows otherwise), or only the valid rows; a confirmation, then the server writes.
 */
export function ImportModeChoice({ detail }: { detail: Pick<ImportDetail, 'importId' | 'errorCount' | 'failed' | 'total'> }) {
  const t = useT();
  const labelId = useId();
  const modes = modeAvailability(detail);
  const [mode, setMode] = useState<ImportMode | null>(() => defaultMode(detail));
  const [confirming, setConfirming] = useState(false);
  const [start, { isLoading }] = useStartImportMutation();
  const chosen = mode && modes[mode].allowed ? mode : null;

  const confirm = async () => {
    if (!chosen) return;
    setConfirming(false);
    await start({ id: detail.importId, mode: chosen });
  };

  return (
    <Box>
      <FormControl>
        <FormLabel id={labelId}>{t('imports.mode')}</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={chosen ?? ''} onChange={(event) => setMode(event.target.value as ImportMode)}>
          {IMPORT_MODES.map((m) => {
            const { allowed, reason } = modes[m];
            const helpId = `${labelId}-${m}`;
            return (
              <Box key={m} sx={{ mb: 1 }}>
                <FormControlLabel value={m} disabled={!allowed} control={<Radio slotProps={{ input: { 'aria-describedby': helpId } }} />} label={t(`imports.mode.${m}`)} />
                <Typography id={helpId} variant="body2" color={allowed ? 'text.secondary' : 'error'} sx={{ ml: 4 }}>
                  {reason ? t(`imports.mode.${reason}`) : t(`imports.mode.${m}Help`)}
                </Typography>
              </Box>
            );
          })}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" disabled={!chosen || isLoading} onClick={() => setConfirming(true)}>
          {t('imports.start')}
        </Button>
      </Box>
      <ConfirmModal
        open={confirming}
        question={
          chosen === 'validOnly' ? t('imports.startQuestion.validOnly', detail.total - detail.failed, detail.failed) : t('imports.startQuestion.allOrNothing', detail.total)
        }
        confirmLabel={t('imports.start')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
