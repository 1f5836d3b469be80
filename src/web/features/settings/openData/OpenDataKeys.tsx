import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPEN_DATA_LIMITS, type OpenDataKey } from '@/shared/openData';
import { showToast } from '@/web/api/services/notifier';
import { ConfirmModal } from '@/web/components/modals/ConfirmModal';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { formatDateTime } from '@/web/components/form/masks';
import { validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useCreateOpenDataKeyMutation, useRevokeOpenDataKeyMutation } from './openDataApi';

/** The integrators' keys: create one by name (its secret shown once, with a copy button), list the active ones, revoke after a confirmation. */
export function OpenDataKeys({ keys, onChanged }: { keys: readonly OpenDataKey[]; onChanged: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [createKey, creating] = useCreateOpenDataKeyMutation();
  const [revokeKey] = useRevokeOpenDataKeyMutation();
  const [keyName, setKeyName] = useState('');
  const [keyNameError, setKeyNameError] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<OpenDataKey | null>(null);

  // A name past the limit is kept as typed and refused with the §5 message, never cut (issue 29 §1).
  const tooLong = keyName.length > OPEN_DATA_LIMITS.keyNameMaxLength;
  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if (!keyName.trim()) {
      setKeyNameError(true);
      return;
    }
    if (tooLong) return;
    try {
      const created = await createKey({ name: keyName.trim() }).unwrap();
      setSecret(created.secret);
      setKeyName('');
      onChanged();
    } catch {
      // Toasted by the base query (-726 name taken, -727 too many keys).
    }
  };

  const onRevoke = async () => {
    const key = revoking;
    setRevoking(null);
    if (!key) return;
    try {
      await revokeKey(key.id).unwrap();
      showToast(t('openData.revoked'), 'success');
      onChanged();
    } catch {
      // Toasted by the base query.
    }
  };

  const copySecret = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      showToast(t('openData.copied'), 'success');
    } catch {
      // Clipboard refused: the key stays on screen to be copied by hand.
    }
  };

  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('openData.neverUsed'));

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="open-data-keys">
      <Typography variant="h2" id="open-data-keys" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('openData.keys')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('openData.keysHelp')}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={onCreate} noValidate sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <TextField
          id="open-data-key-name"
          label={t('openData.keyName')}
          value={keyName}
          onChange={(event) => {
            setKeyName(event.target.value);
            setKeyNameError(false);
          }}
          error={keyNameError || tooLong}
          helperText={keyNameError ? t('openData.keyNameRequired') : tooLong ? validationMessage('maxCharacters', language) : ' '}
          slotProps={{ htmlInput: { 'data-max-length': OPEN_DATA_LIMITS.keyNameMaxLength } }}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={creating.isLoading} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('openData.createKey')}
        </Button>
      </Stack>
      {secret && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSecret(null)} action={<Button onClick={copySecret}>{t('openData.copy')}</Button>}>
          <Typography>{t('openData.keyCreated')}</Typography>
          <Typography component="code" data-testid="open-data-secret" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
            {secret}
          </Typography>
        </Alert>
      )}
      {keys.length === 0 ? (
        <Typography>{t('openData.noKeys')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="open-data-keys">
          <TableHead>
            <TableRow>
              <TableCell>{t('openData.keyName')}</TableCell>
              <TableCell>{t('openData.keyPrefix')}</TableCell>
              <TableCell>{t('openData.createdBy')}</TableCell>
              <TableCell>{t('openData.createdAt')}</TableCell>
              <TableCell>{t('openData.lastUsedAt')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('openData.revoke')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id}>
                <TableCell>{key.name}</TableCell>
                <TableCell>
                  <code>{key.prefix}…</code>
                </TableCell>
                <TableCell>{key.createdBy}</TableCell>
                <TableCell>{when(key.createdAt)}</TableCell>
                <TableCell>{when(key.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  <Button color="error" onClick={() => setRevoking(key)} aria-label={t('openData.revokeNamed', key.name)}>
                    {t('openData.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmModal
        open={revoking !== null}
        question={revoking ? t('openData.revokeQuestion', revoking.name) : ''}
        confirmLabel={t('openData.revoke')}
        confirmColor="error"
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Paper>
  );
}
