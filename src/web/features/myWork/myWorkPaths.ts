import { generatePath } from 'react-router-dom';
import type { MyWorkSection } from '@/shared/myWork';
import { ROUTE_PATHS } from '@/web/app/routePaths';

/** Where a section's whole list lives: /meu-trabalho/{section}; the one awaiting my review is Tarefas itself. */
export function sectionPath(section: MyWorkSection): string {
  return section === 'awaiting' ? ROUTE_PATHS['tasks.list'] : generatePath(ROUTE_PATHS.myWork, { section });
}
