/**
 * Issue 29 §1: every text field of every kind's edit form and of every settings form declares the
 * limit its server checks, its counter shows that same limit, and text past it is kept whole (never
 * the native `maxlength`, which cuts a paste without a word). Walks the forms as rendered and
 * compares, per input: the declared limit (`data-max-length`), the counter's maximum, and the limit
 * of the schema the server validates with (the kind's shared yup schema; a settings contract's
 * TypeBox `maxLength`), read here on their own, not through the components' helper.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { TSchema } from '@sinclair/typebox';
// The server's contracts themselves, to compare with: a test, not a chunk of the SPA.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {
  EconomicActivityCreateSchema,
  LegislationInputSchema,
  ParameterInputSchema,
  ProfileInputSchema,
  ReferenceItemInputSchema,
  RefusalTypeInputSchema,
  TemplateInputSchema,
  UserCreateInputSchema,
} from '@/shared/settings';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { documentUi } from '@/web/features/documents/documentUi';
import { entityUi } from '@/web/features/entities/entityUi';
import { locationUi } from '@/web/features/locations/locationUi';
import { pointOfCareUi } from '@/web/features/pointsOfCare/pointOfCareUi';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { schemaErrors } from '@/web/features/records/schemaErrors';
import { serviceUi } from '@/web/features/services/serviceUi';
import { EconomicActivityCreateForm } from '@/web/features/settings/economicActivities/EconomicActivityCreateForm';
import { TemplateDialog } from '@/web/features/settings/objectParameters/TemplateDialog';
import { ReferenceItemDialog } from '@/web/features/settings/objectParameters/ReferenceItemDialog';
import { ParameterCreateDialog } from '@/web/features/settings/parameters/ParameterCreateDialog';
import { adminSession, mockSettingsApi, page } from '@/web/features/settings/testing/settingsTestKit';
import { envelope } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';

// Large forms on a loaded 2-core machine.
jest.setTimeout(180_000);

/** The text entries of a rendered form: inputs and textareas the user types into (not selects, autocompletes, dates, numbers, MUI's hidden sizing textarea). */
function textEntries(root: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  const all = Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'));
  return all.filter((el) => {
    if (el.getAttribute('aria-hidden') === 'true' || el.readOnly || el.disabled) return false;
    if (el instanceof HTMLInputElement && !['text', 'email', 'url', 'search'].includes(el.type)) return false;
    // A date (data-format) has its mask, a number (min) its range: neither is a text with a length.
    if (el.getAttribute('role') === 'combobox' || el.hasAttribute('data-format') || el.hasAttribute('min')) return false;
    return true;
  });
}

/** What the shared yup schema says of a field: its `.max()`, or a rich text's `meta({ maxCharacters })`. */
function yupMax(schema: yup.AnyObjectSchema, path: string): number | undefined {
  const field = (yup.reach(schema, path) as yup.Schema).describe() as yup.SchemaDescription & { meta?: { maxCharacters?: number } };
  const max = field.tests.find((t) => t.name === 'max')?.params?.max;
  return field.meta?.maxCharacters ?? (typeof max === 'number' ? max : undefined);
}

/** What a settings contract (the server's TypeBox body schema) says of a field: its `maxLength`. */
function contractMax(schema: TSchema, path: string): number | undefined {
  let current: TSchema | undefined = schema;
  for (const part of path.split('.')) current = (current?.properties as Record<string, TSchema> | undefined)?.[part];
  return current?.maxLength as number | undefined;
}

/**
 * For each text entry: no native maxlength; `data-max-length` is the server's limit; a paste one
 * character past it stays whole, and the counter beside shows that limit and the §5 message.
 */
async function expectLimitsAgree(root: HTMLElement, serverMax: (name: string) => number | undefined, form: string) {
  const entries = textEntries(root);
  expect(entries.length).toBeGreaterThan(0);
  const seen: string[] = [];
  for (const input of entries) {
    const name = input.name;
    const where = `${form}: ${name}`;
    expect([where, input.getAttribute('maxlength')]).toEqual([where, null]);
    const declared = Number(input.getAttribute('data-max-length'));
    expect([where, declared]).toEqual([where, serverMax(name)]);
    const typed = '1'.repeat(declared + 1);
    fireEvent.change(input, { target: { value: typed } });
    const control = input.closest('.MuiFormControl-root') as HTMLElement;
    // A masked input rewrites what was pasted (the postal code keeps its 7 digits): it cannot go past its limit.
    if (input.value !== typed) expect([where, input.value.length <= declared]).toEqual([where, true]);
    else {
      await waitFor(() => expect([where, control.querySelector('[data-counter-max]')?.getAttribute('data-counter-max')]).toEqual([where, String(declared)]));
      expect(control).toHaveTextContent('Máximo de caracteres ultrapassado');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    seen.push(name);
  }
  return seen;
}

const KINDS: readonly RecordKindUi<object, unknown>[] = [entityUi, serviceUi, pointOfCareUi, documentUi, locationUi] as unknown as RecordKindUi<object, unknown>[];

/** A new record's input with one row in each list of text rows, so their fields are walked too. */
function withRows(input: Record<string, unknown>): Record<string, unknown> {
  const rows: Record<string, unknown> = {};
  if ('contacts' in input) rows.contacts = [{ scope: 'public', type: 'phone', value: '' }];
  const hours = input.openingHours as Record<string, unknown> | undefined;
  if (hours) rows.openingHours = { ...hours, exceptions: [{ date: '', closed: true, opens: '', closes: '', description: '' }] };
  return { ...input, ...rows };
}

describe('field limits (issue 29 §1)', () => {
  it.each(KINDS.map((ui) => [ui.kind, ui] as const))('the %s edit form: every text field declares, counts and refuses at the shared schema limit', async (_kind, ui) => {
    mockSettingsApi({});
    const { container } = renderWithProviders(
      <Formik initialValues={withRows(ui.emptyInput() as Record<string, unknown>)} validate={(values) => schemaErrors(ui.schema, values, 'pt')} onSubmit={() => undefined}>
        <Form noValidate>
          <ui.EditForm />
        </Form>
      </Formik>,
    );
    await waitFor(() => expect(textEntries(container).length).toBeGreaterThan(2));
    const seen = await expectLimitsAgree(container, (name) => yupMax(ui.schema, name), ui.kind);
    expect(seen).toEqual(expect.arrayContaining(['code', 'abbreviation', 'name']));
  });

  it("the service's procedure (rich text) counts to the shared schema's limit", async () => {
    mockSettingsApi({});
    renderWithProviders(
      <Formik initialValues={serviceUi.emptyInput()} onSubmit={() => undefined}>
        <Form noValidate>
          <serviceUi.EditForm />
        </Form>
      </Formik>,
    );
    const field = (await screen.findByText('Procedimento', { selector: 'label' })).closest('[data-field="procedure"]') as HTMLElement;
    await waitFor(() => expect(field.querySelector('[data-counter-max]')).not.toBeNull(), { timeout: 60_000 });
    expect(field.querySelector('[data-counter-max]')).toHaveAttribute('data-counter-max', String(yupMax(serviceUi.schema, 'procedure')));
  });

  const settingsPages: readonly [string, string, TSchema][] = [
    ['profile', '/configuracoes/perfil', ProfileInputSchema],
    ['user', '/configuracoes/utilizador', UserCreateInputSchema],
    ['legislation', '/configuracoes/legislacao', LegislationInputSchema],
    ['refusal type', '/configuracoes/tipoderecusa', RefusalTypeInputSchema],
  ];
  it.each(settingsPages)('the %s settings form: every text field declares, counts and refuses at the contract limit', async (form, path, contract) => {
    mockSettingsApi({ '/settings/profiles': () => envelope(page([])) });
    const { container } = renderApp(path, { session: adminSession() });
    await waitFor(() => expect(textEntries(container.querySelector('form') ?? container).length).toBeGreaterThan(0), { timeout: 30_000 });
    await expectLimitsAgree(container.querySelector('form') as HTMLElement, (name) => contractMax(contract, name), form);
  });

  const settingsDialogs: readonly [string, ReactNode, TSchema][] = [
    ['parameter', <ParameterCreateDialog key="p" open onClose={() => undefined} />, ParameterInputSchema],
    ['template', <TemplateDialog key="t" template={null} onClose={() => undefined} />, TemplateInputSchema],
    ['reference item', <ReferenceItemDialog key="r" category="organizationType" item={null} onClose={() => undefined} />, ReferenceItemInputSchema],
    ['economic activity', <EconomicActivityCreateForm key="e" onClose={() => undefined} />, EconomicActivityCreateSchema],
  ];
  it.each(settingsDialogs)('the %s settings form: every text field declares, counts and refuses at the contract limit', async (form, element, contract) => {
    mockSettingsApi({});
    renderWithProviders(element);
    const root = await screen.findByRole(form === 'economic activity' ? 'form' : 'dialog');
    await expectLimitsAgree(root, (name) => contractMax(contract, name), form);
  });
});
