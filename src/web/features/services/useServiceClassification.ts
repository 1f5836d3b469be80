import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';

/**
 * The service's classification (SPEC §3 Service): each single-choice field with its reference list, in the order the
 * form and the detail page show them, and the recipient types (a multiple choice). One hook so the edit form and the
 * detail sections read the same lists for the same fields.
 */
export function useServiceClassification() {
  const areas = useReferenceOptions('serviceArea');
  const categories = useReferenceOptions('serviceCategory');
  const subCategories = useReferenceOptions('serviceSubCategory');
  const lifeEvents = useReferenceOptions('lifeEvent');
  const businessEvents = useReferenceOptions('businessEvent');
  const recipients = useReferenceOptions('recipientType');
  const singleChoices = [
    { field: 'serviceAreaId', reference: areas },
    { field: 'serviceCategoryId', reference: categories },
    { field: 'serviceSubCategoryId', reference: subCategories },
    { field: 'lifeEventId', reference: lifeEvents },
    { field: 'businessEventId', reference: businessEvents },
  ] as const;
  return { singleChoices, recipients };
}
