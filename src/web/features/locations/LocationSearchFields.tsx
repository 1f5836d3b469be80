import { LOCATION_FIELD_LABELS } from '@/shared/records/location';
import { SelectField } from '@/web/components/form/SelectField';
import { DivisionCascadeLevel } from '@/web/features/records/fields/DivisionCascadeFields';
import { headerSearchFields, SearchFieldsGrid, type SearchFieldDeclaration } from '@/web/features/records/fields/SearchFieldsGrid';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useLocationTypeOptions } from './useLocationTypeOptions';

const DIVISION_FIELDS = { island: 'islandId', county: 'countyId', parish: 'parishId' } as const;

/**
 * The location search form of SPEC §3.1, field names as the spec writes them ('abreviation';
 * 'location' is the record's name, 'locationTypeId' one type or any); island, county and parish in
 * cascade as in the form.
 */
export function LocationSearchFields() {
  const t = useT();
  const language = useLanguage();
  const types = useLocationTypeOptions();
  const label = (field: keyof typeof LOCATION_FIELD_LABELS) => LOCATION_FIELD_LABELS[field][language];
  const divisionLabels = { island: label('islandId'), county: label('countyId'), parish: label('parishId') };
  // The location form names its name filter 'location'.
  const header = headerSearchFields(LOCATION_FIELD_LABELS, language).map((field) => (field.type === 'text' && field.name === 'name' ? { ...field, name: 'location' } : field));
  const divisions = (['island', 'county', 'parish'] as const).map((level): SearchFieldDeclaration => ({
    type: 'custom',
    name: DIVISION_FIELDS[level],
    element: <DivisionCascadeLevel level={level} names={DIVISION_FIELDS} labels={divisionLabels} />,
  }));
  return (
    <SearchFieldsGrid
      fields={[
        ...header,
        {
          type: 'custom',
          name: 'locationTypeId',
          element: <SelectField name="locationTypeId" label={label('locationType')} options={types} emptyOption={t('location.search.anyType')} />,
        },
        { type: 'text', name: 'address', label: label('address'), wide: true },
        { type: 'text', name: 'zipCode', label: label('zipCode') },
        ...divisions,
        { type: 'state', name: 'recordStateIds' },
        { type: 'active', label: t('location.search.active') },
      ]}
    />
  );
}
