import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TextInput } from '../form/TextInput';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { ConfirmModal } from './ConfirmModal';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

describe('modals', () => {
  it('ConfirmModal asks its question and answers confirm or cancel; small by default, other sizes on demand', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { unmount } = renderWithProviders(<ConfirmModal open question="Tem a certeza que deseja publicar?" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmação' });
    expect(dialog).toHaveTextContent('Tem a certeza que deseja publicar?');
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'small');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<ConfirmModal open size="extraLarge" question="?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect((await screen.findByRole('alertdialog')).closest('[data-size]')).toHaveAttribute('data-size', 'extraLarge');
  });

  it('ConfirmDeleteModal asks to delete', async () => {
    renderWithProviders(<ConfirmDeleteModal open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByRole('alertdialog', { name: 'Eliminar' })).toHaveTextContent('Tem a certeza que deseja eliminar?');
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});

function DirtyForm({ onSave }: { onSave: () => Promise<boolean> }) {
  const [saved, setSaved] = useState(false);
  return (
    <Formik initialValues={{ name: '' }} onSubmit={() => undefined}>
      <Form>
        <TextInput name="name" label="Nome" />
        <UnsavedChangesGuard
          when={!saved}
          onSave={async () => {
            const ok = await onSave();
            setSaved(ok);
            return ok;
          }}
        />
        <Link to="/outra">Sair</Link>
      </Form>
    </Formik>
  );
}

describe('UnsavedChangesGuard', () => {
  const setup = (onSave: () => Promise<boolean>) =>
    renderWithProviders(<DirtyForm onSave={onSave} />, { path: '/form', extraRoutes: [{ path: '/outra', element: <h1>Outra página</h1> }] });

  it('lets a clean form go', async () => {
    const user = userEvent.setup({ delay: null });
    setup(jest.fn());
    await user.click(await screen.findByRole('link', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
  });

  it('asks on a dirty form: Cancelar stays, Não guardar leaves', async () => {
    const user = userEvent.setup({ delay: null });
    setup(jest.fn());
    await user.type(await screen.findByLabelText('Nome'), 'x');
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Existem alterações não guardadas');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome')).toHaveValue('x');
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(await screen.findByRole('button', { name: 'Não guardar' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
  });

  it('Guardar saves, then leaves; a failed save stays', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    setup(onSave);
    await user.type(await screen.findByLabelText('Nome'), 'x');
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
