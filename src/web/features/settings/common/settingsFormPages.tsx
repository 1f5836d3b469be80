import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { Language } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { PageContainer } from '@/web/components/PageContainer';
import { FormSection, ResourceFormShell, type FormDeletion } from '@/web/components/resource/ResourceFormShell';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { SettingsItemPage } from './SettingsItemPage';
import { idOf, SETTINGS_RESOURCE_PAGES } from './settingsResources';
import type { ResourceTypes, SettingsResource } from './settingsResourceApi';
import { useSettingsForm, type SettingsFormSpec } from './useSettingsForm';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

type Item<R extends SettingsResource> = ResourceTypes[R]['item'];

/** The resources whose list opens a create page (the others create in a dialog or inline). */
type CreatableResource = { [R in SettingsResource]: (typeof SETTINGS_RESOURCE_PAGES)[R]['create'] extends null ? never : R }[SettingsResource];

/** The create page of a settings resource: its form, titled by the create route. */
export function settingsCreatePage(resource: CreatableResource, Form: ComponentType): ComponentType {
  const route = SETTINGS_RESOURCE_PAGES[resource].create;
  return function SettingsCreatePage() {
    const t = useT();
    return (
      <PageContainer title={t(`route.${route}`)}>
        <Form />
      </PageContainer>
    );
  };
}

/** The edit page of a settings resource: the item read from the route, then its form. */
export function settingsEditPage<R extends SettingsResource>(
  resource: R,
  title: (item: Item<R>, t: Translate, language: Language) => string,
  Form: ComponentType<{ item: Item<R> }>,
): ComponentType {
  return function SettingsEditPage() {
    const t = useT();
    const language = useLanguage();
    return (
      <SettingsItemPage resource={resource} title={(item) => title(item, t, language)}>
        {(item) => <Form item={item} />}
      </SettingsItemPage>
    );
  };
}

/** How a one-section form reads, checks and sends its values (module functions: they are memoised on). */
export interface SectionFormModel<R extends SettingsResource, V> {
  /** The form's starting values from the item (none: a new one). */
  toValues: (item?: Item<R>) => V;
  /** The yup schema in the interface language. */
  makeSchema: (language: Language) => AnyObjectSchema;
  toInput: SettingsFormSpec<R, V>['toInput'];
  toCreateInput?: SettingsFormSpec<R, V>['toCreateInput'];
}

/**
 * Who may save (none: whoever reaches the page) and who may delete the items of the one-section
 * forms: the reference data, 61 and 62; a parameter's value, 62 to delete.
 */
const SECTION_FORM_PERMISSIONS: Record<SettingsResource, Pick<SettingsFormSpec<SettingsResource, unknown>, 'editPermission' | 'deletePermission'>> = {
  legislation: { editPermission: Permission.ParameterCreateEdit, deletePermission: Permission.ParameterDelete },
  refusalType: { editPermission: Permission.ParameterCreateEdit, deletePermission: Permission.ParameterDelete },
  economicActivity: { editPermission: Permission.ParameterCreateEdit, deletePermission: Permission.ParameterDelete },
  parameter: { deletePermission: Permission.ParameterDelete },
  profile: { deletePermission: Permission.ProfileDelete },
  user: { deletePermission: Permission.UserDelete },
};

export interface SettingsSectionFormProps<R extends SettingsResource, V extends FormikValues> {
  resource: R;
  /** The item edited; none: the form creates one. */
  item?: Item<R>;
  form: SectionFormModel<R, V>;
  /** Replaces the deletion's defaults (e.g. why it is not possible now). */
  deletion?: Partial<FormDeletion>;
  /** The fields, read-only when the user may not save. */
  children: (canEdit: boolean) => ReactNode;
}

/**
 * A settings form of one section ('Identificação', `settings.<resource>.identification`) in the
 * settings shell; saving, deleting and the way back follow from the resource (useSettingsForm).
 */
export function SettingsSectionForm<R extends SettingsResource, V extends FormikValues>({ resource, item, form, deletion, children }: SettingsSectionFormProps<R, V>) {
  const t = useT();
  const language = useLanguage();
  const texts: SettingsResource = resource;
  const listPath = ROUTE_PATHS[SETTINGS_RESOURCE_PAGES[texts].list];
  const id = item ? idOf(resource, item) : null;
  const { toValues, makeSchema, toInput, toCreateInput } = form;
  const { canEdit, shell } = useSettingsForm<R, V>(resource, { ...SECTION_FORM_PERMISSIONS[texts], id, listPath, toInput, toCreateInput, deletion });
  const schema = useMemo(() => makeSchema(language), [makeSchema, language]);
  const initialValues = useMemo(() => toValues(item), [toValues, item]);
  return (
    <FieldSchemaProvider schema={schema}>
      <ResourceFormShell<V> {...shell} initialValues={initialValues} validationSchema={schema}>
        {() => <FormSection title={t(`settings.${texts}.identification`)}>{children(canEdit)}</FormSection>}
      </ResourceFormShell>
    </FieldSchemaProvider>
  );
}
