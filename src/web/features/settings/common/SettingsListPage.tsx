import type { ReactNode } from 'react';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { SelectField, type SelectOption } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage, type CreateAction } from '@/web/components/resource/ResourceListPage';
import { pageQuery, useListParams, type ListDefaults } from '@/web/components/resource/useListParams';
import { useT, type Translate } from '@/web/i18n/useT';
import { editPath, idOf, SETTINGS_RESOURCE_PAGES } from './settingsResources';
import { useResourceList, type ResourceTypes, type SettingsResource } from './settingsResourceApi';

type Row<R extends SettingsResource> = ResourceTypes[R]['row'];
type Filters<R extends SettingsResource> = Omit<ResourceTypes[R]['query'], 'pageNumber' | 'pageSize' | 'sortBy'>;

/** A filter of the list among fixed options ('Todos' leaves it out). */
export interface ChoiceFilter<F extends string> {
  name: F;
  label: string;
  options: readonly SelectOption[];
}

/** The 'active' filter of the reference lists: all, active, inactive. */
export function activeFilter(t: Translate): ChoiceFilter<'active'> {
  return {
    name: 'active',
    label: t('settings.common.state'),
    options: [
      { value: 'true', label: t('settings.common.active') },
      { value: 'false', label: t('settings.common.inactive') },
    ],
  };
}

export interface SettingsListPageProps<R extends SettingsResource, F extends string> {
  resource: R;
  defaults: ListDefaults<F>;
  /** The list call's filters, from the filter fields' values (as the address holds them). */
  toQuery: (filters: Record<F, string>) => Filters<R>;
  columns: DataTableColumn<Row<R>>[];
  /** The choice filters after the text search ('q', `settings.<resource>.searchLabel`), each with 'Todos'. */
  filters?: readonly ChoiceFilter<NoInfer<F>>[];
  /** Names a row's action icons ('Editar Perfil X'). */
  rowName: (row: Row<R>) => string;
  /** The row's detail page, when it has one (besides the edit page). */
  detailPath?: (id: number) => string;
  /** Whether the user may create (the create page's link); or the action that creates in place. */
  create: boolean | CreateAction;
  beforeList?: ReactNode;
  children?: ReactNode;
}

/** A settings list (SPEC §2.9) from its resource's declaration: title, create link, rows and their edit links. */
export function SettingsListPage<R extends SettingsResource, F extends string>({
  resource,
  defaults,
  toQuery,
  rowName,
  detailPath,
  create,
  filters = [],
  ...page
}: SettingsListPageProps<R, F>) {
  const t = useT();
  const key: SettingsResource = resource;
  const pages = SETTINGS_RESOURCE_PAGES[key];
  const list = useListParams(defaults);
  const { data, isFetching } = useResourceList(resource, { ...toQuery(list.filters), ...pageQuery(list) } as ResourceTypes[R]['query']);
  const createLink = create === true && pages.create ? { label: t(`settings.${key}.create`), to: ROUTE_PATHS[pages.create] } : false;
  return (
    <ResourceListPage<Row<R>, F>
      {...page}
      filters={
        <>
          <TextInput name="q" label={t(`settings.${key}.searchLabel`)} type="search" />
          {filters.map((filter) => (
            <SelectField key={filter.name} name={filter.name} label={filter.label} options={filter.options} emptyOption={t('field.all')} emptyValue="" />
          ))}
        </>
      }
      title={t(`route.${pages.list}`)}
      list={list}
      defaults={defaults}
      data={data}
      loading={isFetching}
      rowKey={(row) => idOf(resource, row)}
      create={typeof create === 'object' ? create : createLink}
      rowActions={(row) => ({ name: rowName(row), editTo: editPath(resource, idOf(resource, row)), detailTo: detailPath?.(idOf(resource, row)) })}
      actionsWidth={detailPath ? 110 : 80}
    />
  );
}
