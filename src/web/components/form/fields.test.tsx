import { Formik, Form } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderWithProviders } from '../testing/renderWithProviders';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { FieldSchemaProvider } from './FieldSchema';
import { EmailField, NipcField, PostalCodeField } from './MaskedFields';
import { MultiLanguageTextList } from './MultiLanguageTextList';
import { SelectField } from './SelectField';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';
import { VersionedRefSelect } from './VersionedRefSelect';

type Values = Record<string, unknown>;

function renderForm(initialValues: Values, fields: React.ReactNode, schema?: yup.AnyObjectSchema) {
  let latest: Values = initialValues;
  const view = renderWithProviders(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values;
        return (
          <Form noValidate>
            {fields}
            <button type="submit">Guardar</button>
          </Form>
        );
      }}
    </Formik>,
  );
  return { ...view, values: () => latest };
}

describe('form fields', () => {
  it('DateField types through the mask ##/##/####, stores yyyy-MM-dd and shows dd/MM/yyyy', async () => {
    const user = userEvent.setup({ delay: null });
    const form = renderForm({ startDate: '2023-05-04' }, <DateField name="startDate" label="Data de início" />);
    const input = await screen.findByLabelText('Data de início');
    expect(input).toHaveValue('04/05/2023');
    expect(input).toHaveAttribute('maxlength', '10');
    await user.clear(input);
    await user.type(input, '01022024');
    expect(input).toHaveValue('01/02/2024');
    await waitFor(() => expect(form.values().startDate).toBe('2024-02-01'));
  });

  it('DateField refuses an impossible or incomplete date, and one outside min/max', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ d: '' }, <DateField name="d" label="Data" min="2024-01-01" max="2024-12-31" />);
    const input = await screen.findByLabelText('Data');
    await user.type(input, '310220');
    await user.tab();
    expect(await screen.findByText('Formato inválido')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '31022024');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(input).toHaveValue('31/02/2024');
    await user.clear(input);
    await user.type(input, '31122023');
    expect(await screen.findByText('A data deve ser igual ou posterior a 01/01/2024')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '01012025');
    expect(await screen.findByText('A data deve ser igual ou anterior a 31/12/2024')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '15062024');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('DateField does not compare with a bound that is no date (issue 29 §8): no half-worded message', async () => {
    const user = userEvent.setup({ delay: null });
    function Pair() {
      return (
        <Formik initialValues={{ start: '', end: '' }} onSubmit={() => undefined}>
          {({ values }) => (
            <Form noValidate>
              <DateField name="start" label="Início" />
              <DateField name="end" label="Fim" min={values.start || null} />
            </Form>
          )}
        </Formik>
      );
    }
    renderWithProviders(<Pair />);
    await user.type(await screen.findByLabelText('Início'), '31022025');
    await user.type(screen.getByLabelText('Fim'), '01012025');
    await user.tab();
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(screen.queryByText(/igual ou posterior/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fim')).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Início'));
    await user.type(screen.getByLabelText('Início'), '02012025');
    expect(await screen.findByText('A data deve ser igual ou posterior a 02/01/2025')).toBeInTheDocument();
  });

  it('DateField is read-only when disabled, with no required mark', async () => {
    renderForm({ d: '2024-03-09' }, <DateField name="d" label="Data" disabled required />);
    const input = await screen.findByLabelText('Data');
    expect(input).toHaveValue('09/03/2024');
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toBeRequired();
  });

  it('PostalCodeField masks ####-### and says "Código postal inválido" when incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    const form = renderForm({ zip: '' }, <PostalCodeField name="zip" label="Código postal" />);
    const input = await screen.findByLabelText('Código postal');
    await user.type(input, '95001');
    expect(input).toHaveValue('9500-1');
    await user.tab();
    expect(await screen.findByText('Código postal inválido')).toBeInTheDocument();
    await user.type(input, '23');
    expect(input).toHaveValue('9500-123');
    await waitFor(() => expect(screen.queryByText('Código postal inválido')).not.toBeInTheDocument());
    expect(form.values().zip).toBe('9500-123');
  });

  it('EmailField and NipcField check their formats', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ email: '', nipc: '' }, [<EmailField key="e" name="email" label="Email" />, <NipcField key="n" name="nipc" label="NIPC" />]);
    await user.type(await screen.findByLabelText('Email'), 'a b@x');
    await user.type(screen.getByLabelText('NIPC'), '12a3456789');
    expect(screen.getByLabelText('NIPC')).toHaveValue('123456789');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('NIPC inválido')).toBeInTheDocument();
  });

  it('shows the required mark unless disabled, and the first error beneath the field, linked to it', async () => {
    const user = userEvent.setup({ delay: null });
    const schema = yup.object({ name: yup.string().required('Campo obrigatório').min(3, 'Curto'), code: yup.string().required('Campo obrigatório') });
    renderForm({ name: '', code: '' }, [<TextInput key="n" name="name" label="Nome" required />, <TextInput key="c" name="code" label="Código" required disabled />], schema);
    const name = await screen.findByLabelText('Nome');
    expect(name).toBeRequired();
    expect(name.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
    const code = screen.getByLabelText('Código');
    expect(code).not.toBeRequired();
    expect(code.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).toBeNull();
    expect(name).not.toHaveAttribute('maxlength');
    expect(name).toHaveAttribute('data-max-length', '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const error = await screen.findAllByText('Campo obrigatório');
    expect(error[0]).toHaveAttribute('id', 'name-helper-text');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', expect.stringContaining('name-helper-text'));
    await user.type(name, 'ab');
    expect(await screen.findByText('Curto')).toBeInTheDocument();
  });

  it('TextArea: 200 characters, a counter, and Alt/Shift+Enter blocked when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const form = renderForm({ notes: '' }, <TextArea name="notes" label="Notas" counter blockAltShiftEnter />);
    const area = await screen.findByLabelText('Notas');
    expect(area).not.toHaveAttribute('maxlength');
    expect(area).toHaveAttribute('data-max-length', '200');
    await user.type(area, 'ab{Shift>}{Enter}{/Shift}c{Enter}d');
    expect(form.values().notes).toBe('abc\nd');
    expect(screen.getByText('Caracteres: 5/200')).toBeInTheDocument();
  });

  it("keeps a paste past the limit whole and refuses it with 'Máximo de caracteres ultrapassado' (issue 29 §1)", async () => {
    const user = userEvent.setup({ delay: null });
    const form = renderForm({ mission: '', name: '' }, [
      <TextArea key="m" name="mission" label="Missão" maxLength={10} />,
      <TextInput key="n" name="name" label="Nome" maxLength={5} />,
    ]);
    await user.click(await screen.findByLabelText('Missão'));
    await user.paste('x'.repeat(12));
    expect(form.values().mission).toBe('x'.repeat(12));
    expect(screen.getByText('Caracteres: 12/10')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo de caracteres ultrapassado');
    expect(screen.getByLabelText('Missão')).toHaveAttribute('aria-invalid', 'true');
    // A single line shows its counter only near its limit.
    const name = screen.getByLabelText('Nome');
    await user.type(name, 'abc');
    expect(screen.queryByText('Caracteres: 3/5')).not.toBeInTheDocument();
    await user.type(name, 'defg');
    expect(form.values().name).toBe('abcdefg');
    expect(screen.getByText('Caracteres: 7/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getAllByText('Máximo de caracteres ultrapassado')).toHaveLength(2));
  });

  it('takes the limit from the FieldSchemaProvider schema, over the fallback', async () => {
    const schema = yup.object({ title: yup.string().max(42), items: yup.array(yup.object({ text: yup.string().max(7) })) });
    renderForm(
      { title: '', items: [{ text: '' }] },
      <FieldSchemaProvider schema={schema}>
        <TextArea name="title" label="Título" />
        <TextInput name="items.0.text" label="Texto" />
        <TextInput name="other" label="Outro" />
      </FieldSchemaProvider>,
    );
    expect(await screen.findByLabelText('Título')).toHaveAttribute('data-max-length', '42');
    expect(screen.getByText('Caracteres: 0/42')).toBeInTheDocument();
    expect(screen.getByLabelText('Texto')).toHaveAttribute('data-max-length', '7');
    expect(screen.getByLabelText('Outro')).toHaveAttribute('data-max-length', '100');
  });

  it('SelectField stores numbers, single or multiple; CheckboxField a boolean', async () => {
    const user = userEvent.setup({ delay: null });
    const options = [
      { value: 1, label: 'Um' },
      { value: 2, label: 'Dois' },
    ];
    const form = renderForm({ one: null, many: [], flag: false }, [
      <SelectField key="s" name="one" label="Um valor" options={options} emptyOption />,
      <SelectField key="m" name="many" label="Vários" options={options} multiple />,
      <CheckboxField key="c" name="flag" label="Ativo" />,
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Um valor' }));
    await user.click(screen.getByRole('option', { name: 'Dois' }));
    await waitFor(() => expect(form.values().one).toBe(2));
    await user.click(screen.getByRole('combobox', { name: 'Vários' }));
    await user.click(screen.getByRole('option', { name: 'Um' }));
    await user.click(screen.getByRole('option', { name: 'Dois' }));
    await waitFor(() => expect(form.values().many).toEqual([1, 2]));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await waitFor(() => expect(form.values().flag).toBe(true));
  });

  it("VersionedRefSelect carries options as 'id-version' and sets both fields", async () => {
    const user = userEvent.setup({ delay: null });
    const form = renderForm(
      { parentId: null, parentVersion: null },
      <VersionedRefSelect idName="parentId" versionName="parentVersion" label="Entidade-mãe" options={[{ ref: { id: 7, version: 3 }, label: 'GRA' }]} />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Entidade-mãe' }));
    const option = screen.getByRole('option', { name: 'GRA' });
    expect(option).toHaveAttribute('data-value', '7-3');
    await user.click(option);
    await waitFor(() => expect(form.values()).toMatchObject({ parentId: 7, parentVersion: 3 }));
  });

  it("MultiLanguageTextList shows the Portuguese entry's error", async () => {
    const user = userEvent.setup({ delay: null });
    const schema = yup.object({
      labelPt: yup.string().required('Tem que preencher o nome em português para poder guardar'),
      labelEn: yup.string().required('English needed'),
    });
    renderForm({ labelPt: '', labelEn: '' }, <MultiLanguageTextList names={{ pt: 'labelPt', en: 'labelEn' }} label="Nome" required />, schema);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tem que preencher o nome em português para poder guardar')).toBeInTheDocument();
    expect(screen.queryByText('English needed')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome (Português)')).toBeRequired();
    expect(screen.getByLabelText('Nome (Inglês)')).not.toBeRequired();
  });
});
