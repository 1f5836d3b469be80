import { useEffect, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { useGetOrganicBoundsQuery } from './organicApi';
import { OrganicNewTabForm } from './OrganicNewTabForm';
import { selectActiveOrganicTabId, selectOrganicTabs } from './organicTabsSelectors';
import { organicTabClosed, organicTabSelected, organicTabsReset, organicTreeOpened, type OrganicTab } from './organicTabsSlice';
import { OrganicTabPanel } from './OrganicTabPanel';
import { regionToday, tabTitle } from './organicTree';

/** A dated tab's title with its close icon (for the pointer; the keyboard closes with Delete, or the panel's button). */
function TabTitle({ tab, title, onClose }: { tab: OrganicTab; title: string; onClose: () => void }) {
  if (tab.isToday) return title;
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.75 }}>
      <span>{title}</span>
      <Box
        component="span"
        aria-hidden
        data-testid={`close-${tab.id}`}
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
        sx={{ display: 'inline-flex', borderRadius: '50%', p: 0.25, mr: -1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Close sx={{ fontSize: 16 }} />
      </Box>
    </Stack>
  );
}

/**
 * The organic tree (SPEC §2.8, §2.10) on /organica and /treeview: a tab for today ('Hoje') always, dated
 * tabs opened from a date between the `organic.minimumDate` parameter and today, each with its own tree
 * and search, kept between visits (the persisted organicTabs slice), and a reset back to today's tab alone.
 * Today is the server's (the bounds' today, a day in the Azores), so a tab never asks for a refused date.
 */
export function OrganicPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const tabs = useAppSelector(selectOrganicTabs);
  const activeId = useAppSelector(selectActiveOrganicTabId);
  const { data: bounds, isError } = useGetOrganicBoundsQuery();
  const today = bounds?.today ?? (isError ? regionToday() : null);

  useEffect(() => {
    if (today) dispatch(organicTreeOpened({ today }));
  }, [dispatch, today]);

  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const todayTitle = t('organic.today');
  const closeOnDelete = (tab: OrganicTab) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' && !tab.isToday) dispatch(organicTabClosed(tab.id));
  };

  return (
    <PageContainer
      title={t('route.organic')}
      actions={
        <Button variant="outlined" startIcon={<RestartAlt />} disabled={!today} onClick={() => today && dispatch(organicTabsReset({ today }))}>
          {t('organic.reset')}
        </Button>
      }
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary" sx={{ mt: -1.5 }}>
          {t('organic.intro')}
        </Typography>
        {isError && <Alert severity="error">{t('organic.tree.failed')}</Alert>}
        {bounds && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
            <Typography variant="h2" component="h2" sx={{ mb: 1.5, fontSize: '1.1rem' }}>
              {t('organic.newTab.title')}
            </Typography>
            <OrganicNewTabForm bounds={bounds} tabs={tabs} />
          </Paper>
        )}
        {active && (
          <Box>
            <Tabs
              value={active.id}
              onChange={(_event, id: string) => dispatch(organicTabSelected(id))}
              aria-label={t('organic.tabs')}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {tabs.map((tab) => (
                <Tab
                  key={tab.id}
                  value={tab.id}
                  id={tab.id}
                  aria-controls={`${tab.id}-panel`}
                  aria-keyshortcuts={tab.isToday ? undefined : 'Delete'}
                  onKeyDown={closeOnDelete(tab)}
                  label={<TabTitle tab={tab} title={tabTitle(tab, todayTitle)} onClose={() => dispatch(organicTabClosed(tab.id))} />}
                />
              ))}
            </Tabs>
            {tabs.map((tab) => (
              <Box key={tab.id} role="tabpanel" id={`${tab.id}-panel`} aria-labelledby={tab.id} hidden={tab.id !== active.id} sx={{ pt: 2.5 }}>
                <OrganicTabPanel tab={tab} />
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </PageContainer>
  );
}
