/**
 * 'O meu trabalho' (issue 30 §2): the signed-in user's start panel on the home page, above the search —
 * each section's count, its first records and a link to the whole section. One request (GET /me/work);
 * it reads again when the hub says a record changed or a notification came, and after the SPA's own
 * record writes (MY_WORK_TAG). A chunk of its own, loaded after the home page's first screen.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import { MY_WORK_SECTIONS, type MyWorkItem, type MyWorkSection } from '@/shared/myWork';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { refusalTypeLabel } from '@/shared/records/returnReason';
import { formatDateTime } from '@/web/components/form/masks';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { useGetMyWorkQuery } from './myWorkApi';
import { sectionPath } from './myWorkPaths';

/** A returned record's last return: type and reason, who and when (Azores clock). */
export function ReturnSummary({ item, t, language }: { item: MyWorkItem; t: Translate; language: 'pt' | 'en' }) {
  const last = item.lastReturn;
  if (!last) return null;
  const reason = [last.refusalType ? refusalTypeLabel(last.refusalType, language) : '', last.comment].filter(Boolean).join(' — ');
  return (
    <>
      <Typography variant="body2" data-testid="my-work-reason" sx={{ overflowWrap: 'anywhere' }}>
        {t('myWork.reason')}: {reason}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="my-work-returned-by">
        {t('myWork.returnedBy', last.displayName, formatDateTime(last.at))}
      </Typography>
    </>
  );
}

function ItemLine({ item, t, language }: { item: MyWorkItem; t: Translate; language: 'pt' | 'en' }) {
  const label = item.name || item.code || `${item.id}/${item.version}`;
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={recordRoutes(item.kind).detail(item.id, item.version)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label}
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        {[RECORD_KINDS[item.kind].label[language], formatDateTime(item.when)].filter(Boolean).join(' · ')}
      </Typography>
      <ReturnSummary item={item} t={t} language={language} />
    </Box>
  );
}

function SectionTile({ section, count, items, children }: { section: MyWorkSection; count: number; items: MyWorkItem[]; children?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const title = t(`myWork.section.${section}`);
  const titleId = `my-work-${section}-title`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`my-work-${section}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography component="p" variant="h4" data-testid={`my-work-count-${section}`} sx={{ fontWeight: 700, lineHeight: 1 }}>
          {count}
        </Typography>
      </Box>
      {/* On a phone the hint gives way: the search below stays near. */}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1, display: { xs: 'none', sm: 'block' } }}>
        {t(`myWork.hint.${section}`)}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('myWork.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1 }}>
          {items.map((item) => (
            <ItemLine key={`${item.kind}-${item.id}-${item.version}`} item={item} t={t} language={language} />
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={sectionPath(section)} aria-label={t('myWork.seeAllLabel', title)} sx={{ mt: 1, alignSelf: 'flex-start' }}>
        {t('myWork.seeAll')}
      </Link>
      {children}
    </Paper>
  );
}

/** The panel; `footer` goes under the sections (the saved searches). */
export function MyWorkPanel({ footer }: { footer?: ReactNode }) {
  const t = useT();
  const { data, isError } = useGetMyWorkQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-work-title" data-testid="my-work" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="my-work-title" variant="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <AssignmentInd aria-hidden />
        {t('myWork.title')}
      </Typography>
      {isError && <Typography color="error">{t('myWork.loadFailed')}</Typography>}
      {!data && !isError && <Typography color="text.secondary">{t('myWork.loading')}</Typography>}
      {data && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
          {MY_WORK_SECTIONS.map((section) => (
            <SectionTile key={section} section={section} count={data[section].count} items={data[section].items} />
          ))}
        </Box>
      )}
      {footer}
    </Paper>
  );
}
