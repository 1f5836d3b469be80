import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface HashTab {
  /** The URL hash without '#' ('historico'); also the id of the tab's panel. */
  id: string;
  label: string;
  content: ReactNode;
}

export interface HashTabsProps {
  tabs: readonly HashTab[];
  /** Names the tab list. */
  label: string;
}

/**
 * Tabs that follow the URL hash (SPEC §2.10): the hash picks the tab (the first when it names none),
 * choosing a tab replaces the hash, so a link or a reload opens the same tab. Only the chosen
 * panel is rendered.
 */
export function HashTabs({ tabs, label }: HashTabsProps) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  const current = tabs.find((t) => t.id === wanted) ?? tabs[0];
  if (!current) return null;
  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_e, id: string) => void navigate({ pathname, search, hash: id }, { replace: true, preventScrollReset: true })}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} sx={{ pt: 2.5 }}>
        {current.content}
      </Box>
    </Box>
  );
}
