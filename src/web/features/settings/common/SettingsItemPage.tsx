import { Fragment, type ReactNode } from 'react';
import { PageContainer } from '@/web/components/PageContainer';
import { useListReturn } from '@/web/components/resource/listReturn';
import { PageLoadFailed, PageLoadingState } from '@/web/components/resource/PageStatus';
import { useIdParam } from '@/web/components/resource/useIdParam';
import { useResourceItem, type ResourceTypes, type SettingsResource } from './settingsResourceApi';

export interface SettingsItemPageProps<R extends SettingsResource> {
  resource: R;
  /** The route parameter holding the id ('legislationId'). */
  idParam: string;
  /** The list the page returns to (as the user left it). */
  listPath: string;
  /** The title while loading or when the item cannot be read. */
  routeTitle: string;
  /** The title once the item is read (e.g. 'Editar perfil X'). */
  title: (item: ResourceTypes[R]['item']) => string;
  /** The page's body; a new id mounts a new one (the form starts over). */
  children: (item: ResourceTypes[R]['item'], listUrl: string) => ReactNode;
}

/** The page of one settings item: reads it from the id in the address, says when it is loading or cannot be read. */
export function SettingsItemPage<R extends SettingsResource>({ resource, idParam, listPath, routeTitle, title, children }: SettingsItemPageProps<R>) {
  const id = useIdParam(idParam);
  const listUrl = useListReturn(listPath);
  const { data, isError, isLoading } = useResourceItem(resource, id);
  if (id === null || isError) return <PageLoadFailed title={routeTitle} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={routeTitle} />;
  return (
    <PageContainer title={title(data)}>
      <Fragment key={id}>{children(data, listUrl)}</Fragment>
    </PageContainer>
  );
}
