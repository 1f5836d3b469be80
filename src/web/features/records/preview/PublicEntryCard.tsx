/**
 * One version's public entry laid out as a citizen-facing page of the catalogue: its title, description
 * and the fields a citizen reads (publicEntry.ts reads them off the CPSV-AP node). All text: nothing is
 * rendered as HTML.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '@/web/i18n/useT';
import { readPublicEntry } from './publicEntry';

export function PublicEntryCard({ node }: { node: Record<string, unknown> }) {
  const t = useT();
  const language = useLanguage();
  const entry = readPublicEntry(node, language, t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="public-entry">
      <Stack spacing={2}>
        <Box>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.5rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.title}
          </Typography>
          {entry.subtitle && (
            <Typography color="text.secondary">
              {t('preview.abbreviation')}: {entry.subtitle}
            </Typography>
          )}
        </Box>
        {entry.description && entry.description !== entry.title && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.description}</Typography>}
        {entry.fields.map((field) => (
          <Box key={field.label}>
            <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
              {t(field.label)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: field.values.length > 1 ? 2.5 : 0, listStyle: field.values.length > 1 ? 'disc' : 'none' }}>
              {field.values.map((value, index) => (
                <Box component="li" key={index} sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                  {value.href ? (
                    <Link href={value.href} target="_blank" rel="noopener noreferrer" underline="always">
                      {value.title}
                    </Link>
                  ) : (
                    <Typography component="span">{value.title}</Typography>
                  )}
                  {value.lines.map((line, lineIndex) => (
                    <Typography key={lineIndex} variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
