import type { RootState } from '@/web/app/store';
import type { OrganicTab } from './organicTabsSlice';

export const selectOrganicTabs = (state: RootState): OrganicTab[] => state.organicTabs.tabs;
export const selectActiveOrganicTabId = (state: RootState): string | null => state.organicTabs.activeTabId;
