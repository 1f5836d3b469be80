import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type RichTextTemplate, type RichTextTemplateInput } from '@/shared/settings';
import { settingsTestKitForFile, validInput } from '../testKit';

const kit = settingsTestKitForFile();

const input = validInput<RichTextTemplateInput>({
  name: 'Quem pode pedir',
  active: true,
  texts: {
    pt: { question: '<p>Quem pode pedir?</p>', defaultAnswer: '<p>Qualquer cidadão.</p>', answer: '' },
    en: { question: '<p>Who can apply?</p>', defaultAnswer: '', answer: '' },
  },
});
const create = (body: RichTextTemplateInput, token?: string) => kit.post<RichTextTemplate>(SETTINGS_PATHS.templates, body, token);

describe('rich-text templates', () => {
  it('CRUD; the active ones are readable by any user holding a permission', async () => {
    const created = await create(input());
    expect(created.data).toMatchObject(input());
    const url = SETTINGS_PATHS.template(created.data.templateId);
    const hidden = await create(input({ name: 'Rascunho', active: false }));
    const updated = await kit.t.call<RichTextTemplate>({ method: 'PUT', url, payload: input({ name: 'Quem pode pedir o serviço' }), token: kit.adminToken });
    expect(updated.body.data.name).toBe('Quem pode pedir o serviço');
    expect((await kit.t.call<RichTextTemplate[]>({ method: 'GET', url: SETTINGS_PATHS.templates, token: kit.adminToken })).body.data).toHaveLength(2);

    const editor = await kit.tokenWith([Permission.ServiceCreateEdit]);
    const active = await kit.t.call<RichTextTemplate[]>({ method: 'GET', url: SETTINGS_PATHS.activeTemplates, token: editor });
    expect(active.body.data.map((t) => t.templateId)).toEqual([created.data.templateId]);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.activeTemplates, token: await kit.t.guestToken() })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.templates, token: editor })).body.code).toBe(ErrorCode.NoPermission);

    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.template(hidden.data.templateId), token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.template(hidden.data.templateId), token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
  });

  it('-2 with the §5 text without the Portuguese question (markup alone is empty); -491 for a name taken', async () => {
    const base = input({ name: 'Sem pergunta' });
    const missing = await create({ ...base, texts: { ...base.texts, pt: { question: '<p> </p>', defaultAnswer: '', answer: '' } } });
    expect(missing.code).toBe(ErrorCode.InvalidRequest);
    expect(missing.description).toContain('Tem que preencher o modelo de texto em português para poder guardar');
    expect((await create(input({ name: 'Prazos' }))).code).toBe(0);
    expect((await create(input({ name: 'PRAZOS' }))).code).toBe(ErrorCode.ParameterAlreadyExists);
  });

  it('writes need 61; delete also 62', async () => {
    const editOnly = await kit.tokenWith([Permission.ParameterCreateEdit]);
    const created = await create(input({ name: 'Custos' }), editOnly);
    expect(created.code).toBe(0);
    expect((await create(input({ name: 'Outro' }), await kit.tokenWith([Permission.ParameterDelete]))).code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.template(created.data.templateId), token: editOnly })).body.code).toBe(ErrorCode.NoPermission);
  });
});
