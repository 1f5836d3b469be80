import { Fragment, type ReactNode } from 'react';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { PageContainer } from '@/web/components/PageContainer';
import { useListReturn } from '@/web/components/resource/listReturn';
import { PageLoadFailed, PageLoadingState } from '@/web/components/resource/PageStatus';
import { useIdParam } from '@/web/components/resource/useIdParam';
import { useT } from '@/web/i18n/useT';
import { SETTINGS_RESOURCE_PAGES } from './settingsResources';
import { useResourceItem, type ResourceTypes, type SettingsResource } from './settingsResourceApi';

export interface SettingsItemPageProps<R extends SettingsResource> {
  resource: R;
  /** The title once the item is read (e.g. 'Editar perfil X'). */
  title: (item: ResourceTypes[R]['item']) => string;
  /** The page's body; a new id mounts a new one (the form starts over). */
  children: (item: ResourceTypes[R]['item'], listUrl: string) => ReactNode;
}

/** The page of one settings item: reads it from the id in its edit route, says when it is loading or cannot be read; 'back' returns to its list. */
export function SettingsItemPage<R extends SettingsResource>({ resource, title, children }: SettingsItemPageProps<R>) {
  const t = useT();
  const key: SettingsResource = resource;
  const pages = SETTINGS_RESOURCE_PAGES[key];
  // The edit route's title while loading or when the item cannot be read.
  const routeTitle = t(`route.${pages.edit}`);
  const id = useIdParam(pages.idField);
  const listUrl = useListReturn(ROUTE_PATHS[pages.list]);
  const { data, isError, isLoading } = useResourceItem(resource, id);
  if (id === null || isError) return <PageLoadFailed title={routeTitle} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={routeTitle} />;
  return (
    <PageContainer title={title(data)}>
      <Fragment key={id}>{children(data, listUrl)}</Fragment>
    </PageContainer>
  );
}
