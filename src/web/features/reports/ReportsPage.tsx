import { useState, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { regionDay } from '@/shared/regionTime';
import { REPORT_NAMES, REPORTS, type ReportName } from '@/shared/reports';
import { HashTabs } from '@/web/components/HashTabs';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { LinkCheckBar } from './linkCheck/LinkCheckBar';
import { ReportPanel, type ReportFilterValues } from './ReportPanel';

/** What a report adds above its filters. */
const REPORT_EXTRAS: Partial<Record<ReportName, ReactNode>> = { brokenLinks: <LinkCheckBar /> };

/**
 * A printed report is the report alone: no header, menu, footer, tabs, filters nor buttons (what a
 * panel marks data-print="hide"), no paging controls, the chart whole. The layout has no print rule of
 * its own; this one lives while the page is shown. 'main-menu' is the side menu's nav (SideMenu.tsx),
 * named here rather than imported so that the layout's module stays out of this page's chunk.
 */
const PRINT_STYLES = {
  '@media print': {
    'header, footer, nav, [data-print="hide"], [role="tablist"], .MuiTabs-root, .MuiFormControl-root:has(#page-size)': { display: 'none !important' },
    '*:has(> #main-menu), a[href="#main-content"]': { display: 'none !important' },
    'main#main-content': { padding: '0 !important' },
    'body, main': { background: '#fff !important' },
    '[data-report-chart]': { breakInside: 'avoid' },
    'thead': { display: 'table-header-group' },
    'tr': { breakInside: 'avoid' },
  },
} as const;

/**
 * /relatorios (SPEC §2.10, issue 11 §3): the seven reports as tabs that follow the URL hash
 * (/relatorios#servicesPerEntity), each with its filters, table, chart and exports. The filters last
 * run carry over from one report to the next.
 */
export function ReportsPage() {
  const t = useT();
  const language = useLanguage();
  const [applied, setApplied] = useState<ReportFilterValues | null>(null);
  const initialValues: ReportFilterValues = applied ?? { organization: null, date: regionDay(new Date()) };

  return (
    <PageContainer title={t('reports.title')}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography color="text.secondary" sx={{ mt: -1.5 }} data-print="hide">
        {t('reports.intro')}
      </Typography>
      <HashTabs
        label={t('reports.list')}
        tabs={REPORT_NAMES.map((name) => ({
          id: name,
          label: REPORTS[name].title[language],
          content: <ReportPanel key={name} report={name} initialValues={initialValues} applied={applied} onRun={setApplied} extra={REPORT_EXTRAS[name]} />,
        }))}
      />
    </PageContainer>
  );
}
