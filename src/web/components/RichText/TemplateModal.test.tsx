import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { RichTextTemplate } from '@/shared/settings';
import { languageChanged } from '@/web/app/uiSlice';
import { makeStore } from '@/web/app/store';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TemplateModal } from './TemplateModal';
import { templateAnswer, templateHtml, templateQuestion } from './templateContent';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const TEMPLATE: RichTextTemplate = {
  templateId: 7,
  name: 'horário',
  active: true,
  texts: {
    pt: { question: '<p>Qual o <strong>horário</strong>?</p>', defaultAnswer: '<p>9h às 17h</p>', answer: '' },
    en: { question: 'Opening hours?', defaultAnswer: '', answer: '<p>9 am to 5 pm</p>' },
  },
};
const EMPTY: RichTextTemplate = {
  ...TEMPLATE,
  templateId: 8,
  name: 'vazio',
  texts: { pt: { question: 'Nada?', defaultAnswer: '', answer: '<p></p>' }, en: { question: '', defaultAnswer: '', answer: '' } },
};

describe('template content', () => {
  it('takes the answer in the interface language, else its default answer, else the Portuguese ones', () => {
    expect(templateAnswer(TEMPLATE, 'pt')).toBe('<p>9h às 17h</p>');
    expect(templateAnswer(TEMPLATE, 'en')).toBe('<p>9 am to 5 pm</p>');
    const englishBlank = { ...TEMPLATE, texts: { ...TEMPLATE.texts, en: { question: '', defaultAnswer: '', answer: '' } } };
    expect(templateAnswer(englishBlank, 'en')).toBe('<p>9h às 17h</p>');
    expect(templateAnswer(EMPTY, 'pt')).toBeUndefined();
  });

  it('names a template by its question as plain text, else the Portuguese one, else its name', () => {
    expect(templateQuestion(TEMPLATE, 'pt')).toBe('Qual o horário?');
    expect(templateQuestion(TEMPLATE, 'en')).toBe('Opening hours?');
    expect(templateQuestion({ ...TEMPLATE, texts: { ...TEMPLATE.texts, pt: { ...TEMPLATE.texts.pt, question: '' } } }, 'pt')).toBe('horário');
  });

  it('turns plain text into paragraphs and line breaks, escaped; keeps HTML as it is', () => {
    expect(templateHtml('Linha 1\nLinha 2\n\nA < B & C')).toBe('<p>Linha 1<br>Linha 2</p><p>A &lt; B &amp; C</p>');
    expect(templateHtml('<p>já <em>HTML</em></p>')).toBe('<p>já <em>HTML</em></p>');
  });
});

describe('TemplateModal', () => {
  it('lists the active templates of the settings endpoint by question, leaving out those with nothing to insert', async () => {
    const fetchMock = mockFetch({ [SETTINGS_PATHS.activeTemplates]: () => envelope([TEMPLATE, EMPTY]) });
    const onChoose = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<TemplateModal open onClose={onClose} onChoose={onChoose} hasContent={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modelos de texto' });
    const list = await within(dialog).findByRole('list', { name: 'Modelos de texto' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Qual o horário?horário']);
    expect(requestsTo(fetchMock, SETTINGS_PATHS.activeTemplates)).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: /Qual o horário/ }));
    expect(onChoose).toHaveBeenCalledWith('<p>9h às 17h</p>');
    expect(onClose).toHaveBeenCalled();
  });

  it('inserts the English answer in an English interface', async () => {
    mockFetch({ [SETTINGS_PATHS.activeTemplates]: () => envelope([TEMPLATE]) });
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    const onChoose = jest.fn();
    renderWithProviders(<TemplateModal open onClose={() => undefined} onChoose={onChoose} hasContent={false} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Text templates' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Opening hours\?/ }));
    expect(onChoose).toHaveBeenCalledWith('<p>9 am to 5 pm</p>');
  });

  it('asks with the confirmation modal before replacing content; cancel chooses nothing', async () => {
    const onChoose = jest.fn();
    renderWithProviders(<TemplateModal open onClose={() => undefined} onChoose={onChoose} hasContent templates={[TEMPLATE]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Qual o horário/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Confirmação' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: /Qual o horário/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Substituir' }));
    expect(onChoose).toHaveBeenCalledWith('<p>9h às 17h</p>');
  });

  it('says so when there is no template, or when they cannot be loaded', async () => {
    mockFetch({ [SETTINGS_PATHS.activeTemplates]: () => envelope([]) });
    const { unmount } = renderWithProviders(<TemplateModal open onClose={() => undefined} onChoose={() => undefined} hasContent={false} />);
    expect(await screen.findByText('Não existem modelos de texto.')).toBeInTheDocument();
    unmount();
    mockFetch({ [SETTINGS_PATHS.activeTemplates]: () => envelope(null, -1, 'Erro') });
    renderWithProviders(<TemplateModal open onClose={() => undefined} onChoose={() => undefined} hasContent={false} />);
    await waitFor(() => expect(screen.getByText('Não foi possível carregar os modelos de texto.')).toBeInTheDocument());
  });
});
