import Typography from '@mui/material/Typography';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { useGetOpenDataSettingsQuery } from './openDataApi';
import { OpenDataKeys } from './OpenDataKeys';
import { OpenDataSettingsForm } from './OpenDataSettingsForm';
import { OpenDataUrls } from './OpenDataUrls';

/**
 * /configuracoes/dadosabertos (permission 92): which kinds the public open data API exposes, its rate
 * limits per minute (anonymous, per key), the public addresses, and the integrators' keys. One settings
 * row and a key list, not a CRUD resource: the generic settings list/form layer does not fit.
 */
export function OpenDataSettingsPage() {
  const t = useT();
  const { data, refetch } = useGetOpenDataSettingsQuery();
  // Remounting the form on new saved values resets its fields to them.
  const formKey = data ? `${data.exposedKinds.join()}|${data.anonymousPerMinute}|${data.keyPerMinute}` : '';
  return (
    <PageContainer title={t('route.settings.openData')}>
      <Typography>{t('openData.intro')}</Typography>
      {data && (
        <>
          <OpenDataSettingsForm key={formKey} settings={data} onSaved={refetch} />
          <OpenDataUrls exposedKinds={data.exposedKinds} />
          <OpenDataKeys keys={data.keys} onChanged={refetch} />
        </>
      )}
    </PageContainer>
  );
}
