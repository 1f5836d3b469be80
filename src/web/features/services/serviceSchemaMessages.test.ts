import { ProcessingTimeType } from '@/shared/enums';
import { emptyService, serviceSchema } from '@/shared/records/service';
import { RECORD_VALIDATION_MESSAGES } from '@/shared/records/recordValidationMessages';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { firstError } from '@/web/components/form/useFieldState';
import { schemaErrors } from '@/web/features/records/schemaErrors';

/** Every message of a Formik error tree. */
const messagesOf = (errors: unknown): string[] =>
  typeof errors === 'string' ? [errors] : errors && typeof errors === 'object' ? Object.values(errors).flatMap(messagesOf) : [];

describe("the service schema's messages in the form", () => {
  // An empty form, an advanced time without stages, a stage left empty, flags without their addresses.
  const wrong = {
    ...emptyService(),
    processingTime: { type: ProcessingTimeType.Advanced, value: null, unit: null, stages: [{ description: '', value: null, unit: null }] },
    virtual: true,
    portal: true,
    stateSupport: true,
    formCallUrl: 'sem esquema',
  };

  it.each(['pt', 'en'] as const)('are §5 texts in the interface language (%s), never yup English', async (language) => {
    const errors = await schemaErrors(serviceSchema, wrong, language);
    const known = [...Object.values(VALIDATION_MESSAGES), ...Object.values(RECORD_VALIDATION_MESSAGES)].map((m) => m[language].replace(/\{\d+\}.*$/, ''));
    const messages = messagesOf(errors);
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) expect(known.some((k) => message.startsWith(k))).toBe(true);
    expect(firstError(errors.code)).toBe(VALIDATION_MESSAGES.required[language]);
    expect(firstError(errors.organizationId)).toBe(VALIDATION_MESSAGES.required[language]);
    expect(firstError(errors.virtualUrl)).toBe(VALIDATION_MESSAGES.required[language]);
  });
});
