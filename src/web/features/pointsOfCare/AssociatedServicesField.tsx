import { FieldArray, getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { POINT_OF_CARE_LIMITS, type PointOfCareInput } from '@/shared/records/pointOfCare';
import { firstError } from '@/web/components/form/useFieldState';
import { RecordPicker } from '@/web/features/records/fields/RecordPicker';
import { useT } from '@/web/i18n/useT';

/** A row as the form holds it: empty until a service is chosen (the schema then asks for one). */
interface ServiceRow {
  serviceId: number | null;
  serviceVersion: number | null;
}

/**
 * The services the point of care provides: one row per published service version, chosen by name.
 * Already chosen services stay on offer, so that choosing one twice shows the shared schema's
 * 'serviceAlreadyProvided' on the repeated row (the server answers -225 the same way).
 */
export function AssociatedServicesField({ label }: { label: string }) {
  const t = useT();
  const formik = useFormikContext<PointOfCareInput>();
  const rows = formik.values.services as ServiceRow[];
  return (
    <FieldArray name="services">
      {(helpers) => (
        <Stack spacing={2}>
          {rows.length === 0 && <Typography color="text.secondary">{t('pointOfCare.services.empty')}</Typography>}
          {rows.map((row, i) => {
            const path = `services.${i}`;
            const shown = formik.submitCount > 0 || Boolean(getIn(formik.touched, path));
            const error = shown ? firstError(getIn(formik.errors, path)) : undefined;
            const rowLabel = t('pointOfCare.services.row', i + 1);
            return (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="group" aria-label={rowLabel}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <RecordPicker
                    kind="service"
                    id={`services-${i}`}
                    label={rowLabel}
                    required
                    value={row.serviceId !== null && row.serviceVersion !== null ? { id: row.serviceId, version: row.serviceVersion } : null}
                    onChange={(picked) => {
                      void formik.setFieldValue(path, { serviceId: picked?.id ?? null, serviceVersion: picked?.version ?? null });
                      void formik.setFieldTouched(path, true, false);
                    }}
                    onBlur={() => void formik.setFieldTouched(path, true)}
                    error={Boolean(error)}
                    helperText={error}
                  />
                </Box>
                <IconButton aria-label={t('pointOfCare.services.remove', i + 1)} onClick={() => helpers.remove(i)} color="error" sx={{ mt: 1 }}>
                  <Delete />
                </IconButton>
              </Stack>
            );
          })}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              startIcon={<Add />}
              variant="outlined"
              disabled={rows.length >= POINT_OF_CARE_LIMITS.servicesMaxItems}
              onClick={() => helpers.push({ serviceId: null, serviceVersion: null } satisfies ServiceRow)}
            >
              {t('pointOfCare.services.add')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {label}: {t('pointOfCare.services.hint')}
            </Typography>
          </Stack>
        </Stack>
      )}
    </FieldArray>
  );
}
