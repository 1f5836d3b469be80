import { confirmationQuestion, successMessage } from './workflowTexts';

describe('workflow texts', () => {
  it('uses the exact examples of SPEC §4', () => {
    expect(successMessage('entity', 'submitForApproval')).toBe('Entidade submetida para aprovação');
    expect(confirmationQuestion('publish')).toBe('Tem a certeza que deseja publicar?');
  });
  it('agrees in gender with the kind', () => {
    expect(successMessage('service', 'publish')).toBe('Serviço publicado');
    expect(successMessage('pointOfCare', 'return')).toBe('Ponto de atendimento devolvido');
    expect(successMessage('document', 'obsolete')).toBe('Documento tornado obsoleto');
    expect(successMessage('entity', 'extinct')).toBe('Entidade extinta');
  });
  it('has English texts', () => {
    expect(successMessage('entity', 'publish', 'en')).toBe('Entity published');
    expect(confirmationQuestion('extinct', 'en')).toBe('Are you sure you want to extinguish it?');
  });
});
