import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useFormikContext } from 'formik';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

export interface UnsavedChangesGuardProps {
  /**
   * Saves the form; resolves true when saved (navigation then goes on) and false when it was not
   * (invalid, refused: the user stays on the form).
   */
  onSave: () => Promise<boolean>;
  /** Extra condition besides the form being dirty (e.g. not while the save itself navigates away). */
  when?: boolean;
}

/**
 * Put inside a Formik form: leaving the route while the form is dirty asks 'Existem alterações não
 * guardadas' (SPEC §5) through react-router's useBlocker; closing the tab asks the browser's own question.
 */
export function UnsavedChangesGuard({ onSave, when = true }: UnsavedChangesGuardProps) {
  const { dirty } = useFormikContext();
  const active = dirty && when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await onSave();
      if (blocker.state === 'blocked') {
        if (saved) blocker.proceed();
        else blocker.reset();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      saving={saving}
      onSave={() => void save()}
      onDiscard={() => blocker.state === 'blocked' && blocker.proceed()}
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
