import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeWeeklyHours, type OpeningException, type OpeningHours } from '@/shared/records/openingHours';
import { formatDate } from '@/web/components/form/masks';
import { useLanguage, useT } from '@/web/i18n/useT';

/** '25/12/2026 (Natal): encerrado', '24/12/2026 (Véspera de Natal): 09:00–12:00'. */
function exceptionText(e: OpeningException, closedWord: string): string {
  const day = e.description ? `${formatDate(e.date)} (${e.description})` : formatDate(e.date);
  return `${day}: ${e.closed ? closedWord : `${e.opens}–${e.closes}`}`;
}

/** Opening hours in words: one line per group of days sharing their intervals ('Seg–Sex 09:00–12:30, 14:00–17:00'), then the exceptions by date. */
export function OpeningHoursDetail({ hours, label }: { hours: OpeningHours | undefined; label: string }) {
  const t = useT();
  const language = useLanguage();
  const weekly = describeWeeklyHours(hours?.weekly ?? [], language);
  const exceptions = [...(hours?.exceptions ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  if (weekly.length === 0 && exceptions.length === 0) return <Typography color="text.secondary">{t('hours.detail.none')}</Typography>;
  return (
    <>
      {weekly.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
          {weekly.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
      {exceptions.length > 0 && (
        <>
          <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: 2 }}>
            {t('hours.detail.exceptions')}
          </Typography>
          <Box component="ul" aria-label={t('hours.detail.exceptions')} sx={{ m: 0, pl: 2.5 }}>
            {exceptions.map((e) => (
              <li key={e.date}>{exceptionText(e, t('hours.detail.closed'))}</li>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
