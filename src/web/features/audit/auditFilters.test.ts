/** The audit view's form → the request's filters (issue 31 §4): empty fields filter nothing, text is trimmed. */
import { RecordState } from '@/shared/recordState';
import { actionOptions, auditActionLabel, auditFiltersOf, EMPTY_AUDIT_FORM } from './auditFilters';

describe('auditFiltersOf', () => {
  it('sends only the filled filters', () => {
    expect(auditFiltersOf(EMPTY_AUDIT_FORM)).toEqual({});
    expect(auditFiltersOf({ ...EMPTY_AUDIT_FORM, from: '2026-11-28', username: '  ana ', kind: 'settings', version: 2, toState: RecordState.Published })).toEqual({
      from: '2026-11-28',
      username: 'ana',
      kind: 'settings',
      version: 2,
      toState: RecordState.Published,
    });
  });

  it('labels the workflow’s, the engine’s and the settings log’s actions, and offers each once', () => {
    expect(auditActionLabel('return', 'pt')).toBe('Devolver');
    expect(auditActionLabel('create', 'en')).toBe('Creation');
    expect(auditActionLabel('resetpassword', 'pt')).toBe('Reposição da palavra-passe');
    expect(auditActionLabel('somethingElse', 'pt')).toBe('somethingElse');
    const values = actionOptions('pt').map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
