import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_KINDS, OPEN_DATA_PATHS, type OpenDataKind } from '@/shared/openData';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The public addresses of each exposed kind (JSON-LD and CSV), for the administrator to hand to integrators. */
export function OpenDataUrls({ exposedKinds }: { exposedKinds: readonly OpenDataKind[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="open-data-urls">
      <Typography variant="h2" id="open-data-urls" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('openData.publicUrls')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
        {OPEN_DATA_KINDS.map((kind) => (
          <li key={kind}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {RECORD_KINDS[kind].labelPlural[language]}:
            </Typography>{' '}
            {exposedKinds.includes(kind) ? (
              <>
                <Link href={`${API_BASE}${OPEN_DATA_PATHS.list(kind)}`} target="_blank" rel="noopener noreferrer">
                  {t('openData.jsonLd')} <code>{`${API_BASE}${OPEN_DATA_PATHS.list(kind)}`}</code>
                </Link>
                {' · '}
                <Link href={`${API_BASE}${OPEN_DATA_PATHS.csv(kind)}`}>{t('openData.csv')}</Link>
              </>
            ) : (
              <Typography component="span">{t('openData.notExposed')}</Typography>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
