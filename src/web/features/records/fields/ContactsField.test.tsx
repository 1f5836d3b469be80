import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { Contact } from '@/shared/records/entity';
import { layOutSortableRows } from '@/web/components/sortable/sortableTestLayout';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { ContactsField } from './ContactsField';

describe('ContactsField ordering (issue 31 §1)', () => {
  it('a row moved with the keyboard on its handle takes its values, its touched mark and so its error with it', async () => {
    const rects = layOutSortableRows();
    const user = userEvent.setup({ delay: null });
    const contacts: Contact[] = [
      { scope: 'public', type: 'phone', value: '296 000 000' },
      { scope: 'public', type: 'email', value: 'errado' },
    ];
    const submit = jest.fn();
    renderWithProviders(
      <Formik
        initialValues={{ contacts }}
        initialErrors={{ contacts: [undefined, { value: 'Endereço de email inválido' }] } as never}
        initialTouched={{ contacts: [undefined, { value: true }] } as never}
        // As the kind's schema would: the error follows the value; the touched mark must follow the row (FieldArray.move).
        validate={(values) =>
          ({ contacts: values.contacts.map((c) => (c.value.includes('@') || c.type !== 'email' ? undefined : { value: 'Endereço de email inválido' })) }) as never
        }
        onSubmit={submit}
      >
        <ContactsField label="Contactos" />
      </Formik>,
    );
    const second = await screen.findByRole('group', { name: 'Contactos 2' });
    expect(within(second).getByText('Endereço de email inválido')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Arrastar para mudar a ordem: Contactos 2: errado' }).focus());
    await user.keyboard(' ');
    // The keyboard sensor listens on the document from the next tick after a pick-up.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    const first = screen.getByRole('group', { name: 'Contactos 1' });
    expect(within(first).getByLabelText(/Valor/)).toHaveValue('errado');
    expect(within(first).getByText('Endereço de email inválido')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Contactos 2' })).getByLabelText(/Valor/)).toHaveValue('296 000 000');
    expect(within(screen.getByRole('group', { name: 'Contactos 2' })).queryByText('Endereço de email inválido')).not.toBeInTheDocument();
    // The handle keeps the focus: the same row, now first.
    expect(screen.getByRole('button', { name: 'Arrastar para mudar a ordem: Contactos 1: errado' })).toHaveFocus();
    rects.mockRestore();
  });
});
