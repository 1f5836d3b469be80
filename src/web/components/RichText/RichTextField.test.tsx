import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikProps } from 'formik';
import type { RichTextTemplate } from '@/shared/settings';
import { renderWithProviders } from '../testing/renderWithProviders';
import { stubLayoutForProseMirror } from '../testing/proseMirrorLayout';
import { RichTextField, type RichTextFieldProps } from './RichTextField';

beforeAll(stubLayoutForProseMirror);

const template = (templateId: number, question: string, answer: string, defaultAnswer = ''): RichTextTemplate => ({
  templateId,
  name: `modelo ${templateId}`,
  active: true,
  texts: { pt: { question, answer, defaultAnswer }, en: { question: '', answer: '', defaultAnswer: '' } },
});
const TEMPLATES = [template(1, 'Como pedir?', '<p>Peça <strong>online</strong>.</p>'), template(2, 'Quanto custa?', '', 'Gratuito.\nSem taxas.')];

function renderField(initial: string, props: Partial<RichTextFieldProps> = {}) {
  let form: FormikProps<{ description: string }> | null = null;
  let submitted = 0;
  const view = renderWithProviders(
    <Formik initialValues={{ description: initial }} onSubmit={() => void (submitted += 1)}>
      {(formik) => {
        form = formik;
        return (
          <Form noValidate>
            <RichTextField name="description" label="Descrição" {...props} />
            <button type="submit">Guardar</button>
          </Form>
        );
      }}
    </Formik>,
  );
  const current = () => form as unknown as FormikProps<{ description: string }>;
  return { ...view, value: () => current().values.description, form: current, submitted: () => submitted };
}

const editorOf = () => screen.findByRole('textbox', { name: 'Descrição' });

describe('RichTextField', () => {
  it('names the editor by its label, marks it required and offers a named, keyboard-reachable toolbar', async () => {
    renderField('<p>Olá</p>', { required: true });
    const editor = await editorOf();
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor).toHaveTextContent('Olá');
    expect(screen.getByText('Descrição').closest('label')).toHaveTextContent('Descrição *');

    const toolbar = screen.getByRole('toolbar', { name: 'Formatação de Descrição' });
    const bold = within(toolbar).getByRole('button', { name: 'Negrito' });
    for (const name of ['Itálico', 'Sublinhado', 'Rasurado', 'Ligação', 'Lista com marcas', 'Lista numerada', 'Citação', 'Desfazer']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    // Every control is a real button in the Tab order; arrows move along the toolbar.
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(within(toolbar).getByRole('button', { name: 'Itálico' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(bold).toHaveFocus();
  });

  it("counts characters without markup: 'Caracteres: n/max', nothing with no maximum", async () => {
    const { form } = renderField('<p>Olá <strong>mundo</strong> &amp; mais</p>', { maxCharacters: 30 });
    await editorOf();
    expect(screen.getByText('Caracteres: 16/30')).toBeInTheDocument();
    // A value set from outside (a reset, a load) replaces the editor's content and the count.
    act(() => void form().setFieldValue('description', '<h2>Título</h2><p>a</p>'));
    expect(await screen.findByText('Caracteres: 7/30')).toBeInTheDocument();
    expect(await editorOf()).toHaveTextContent('Títuloa');
  });

  it('shows no counter without a maximum (0)', async () => {
    renderField('<p>Olá</p>');
    await editorOf();
    expect(screen.queryByText(/Caracteres:/)).not.toBeInTheDocument();
  });

  it("past the maximum shows 'Máximo de caracteres ultrapassado' once, marks the field invalid and blocks the save", async () => {
    const view = renderField('<p>abcdef</p>', { maxCharacters: 5 });
    const editor = await editorOf();
    expect(screen.getByText('Caracteres: 6/5')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo de caracteres ultrapassado');
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(view.form().errors.description).toBe('Máximo de caracteres ultrapassado'));
    expect(view.submitted()).toBe(0);
    expect(screen.getAllByText('Máximo de caracteres ultrapassado')).toHaveLength(1);
  });

  it("shows the field's first error beneath it once submitted", async () => {
    const view = renderWithProviders(
      <Formik initialValues={{ description: '' }} validate={(v) => (v.description ? {} : { description: 'Campo obrigatório' })} onSubmit={() => undefined}>
        <Form noValidate>
          <RichTextField name="description" label="Descrição" required />
          <button type="submit">Guardar</button>
        </Form>
      </Formik>,
    );
    const editor = await editorOf();
    await userEvent.click(view.getByRole('button', { name: 'Guardar' }));
    const error = await screen.findByText('Campo obrigatório');
    await waitFor(() => expect(editor).toHaveAttribute('aria-describedby', error.id));
    expect(editor).toHaveAttribute('aria-invalid', 'true');
  });

  it('renders read-only when disabled: no toolbar, no required mark, not editable', async () => {
    renderField('<p>Só <em>leitura</em></p>', { disabled: true, required: true, templates: TEMPLATES });
    const editor = await editorOf();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    expect(editor).not.toHaveAttribute('aria-required');
    expect(editor).toHaveTextContent('Só leitura');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modelos de texto' })).not.toBeInTheDocument();
    expect(screen.getByText('Descrição').closest('label')).toHaveTextContent(/^Descrição$/);
  });

  it('inserts a template into an empty field at once, its answer as the field value', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderField('', { templates: TEMPLATES });
    await editorOf();
    await user.click(screen.getByRole('button', { name: 'Modelos de texto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modelos de texto' });
    await user.click(within(dialog).getByRole('button', { name: /Como pedir\?/ }));
    await waitFor(() => expect(view.value()).toBe('<p>Peça <strong>online</strong>.</p>'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before a template replaces text: cancel keeps it, confirm replaces it (default answer, as paragraphs)', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderField('<p>Texto atual</p>', { templates: TEMPLATES });
    await editorOf();
    await user.click(screen.getByRole('button', { name: 'Modelos de texto' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Modelos de texto' })).getByRole('button', { name: /Quanto custa\?/ }));
    let question = await screen.findByRole('alertdialog', { name: 'Confirmação' });
    expect(question).toHaveTextContent('O texto atual será substituído pelo modelo escolhido. Deseja continuar?');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    // Back to the list, the text untouched.
    const dialog = await screen.findByRole('dialog', { name: 'Modelos de texto' });
    expect(view.value()).toBe('<p>Texto atual</p>');

    await user.click(within(dialog).getByRole('button', { name: /Quanto custa\?/ }));
    question = await screen.findByRole('alertdialog', { name: 'Confirmação' });
    await user.click(within(question).getByRole('button', { name: 'Substituir' }));
    await waitFor(() => expect(view.value()).toBe('<p>Gratuito.<br>Sem taxas.</p>'));
    expect(await editorOf()).toHaveTextContent('Gratuito.Sem taxas.');
  });
});
