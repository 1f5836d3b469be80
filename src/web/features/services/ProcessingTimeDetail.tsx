import Box from '@mui/material/Box';
import { PROCESSING_TIME_TYPE_LABELS } from '@/shared/enumLabels';
import { ProcessingTimeType } from '@/shared/enums';
import type { ProcessingTime } from '@/shared/records/service';
import { useLanguage, useT } from '@/web/i18n/useT';
import { durationText } from './processingTimeText';

/** A processing time in words: '5 dias' (simplified), or each stage with its duration (advanced). */
export function ProcessingTimeDetail({ time }: { time: ProcessingTime | null | undefined }) {
  const t = useT();
  const language = useLanguage();
  if (!time) return <>{t('service.time.none')}</>;
  if (time.type === ProcessingTimeType.Advanced) {
    if (time.stages.length === 0) return <>{t('service.time.none')}</>;
    return (
      <>
        {PROCESSING_TIME_TYPE_LABELS[ProcessingTimeType.Advanced][language]}
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3, whiteSpace: 'normal' }}>
          {time.stages.map((s, i) => (
            <li key={i}>
              {s.description}: {durationText(s.value, s.unit, language)}
            </li>
          ))}
        </Box>
      </>
    );
  }
  return <>{durationText(time.value, time.unit, language) || t('service.time.none')}</>;
}
