import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { LIMITS } from '@/shared/limits';
import { ORGANIC_SEARCH_LIMIT, type OrganicSearchHit } from '@/shared/organic';
import { useT } from '@/web/i18n/useT';
import { useGetOrganicChildrenInfiniteQuery, useSearchOrganicQuery } from './organicApi';
import { levelNodes } from './organicTree';

/**
 * The name of entity `id` among the sub-entities of `parentId` on `date` (the tree's pages of the levels
 * a revealed hit opens anyway; one beyond the pages read shows '…').
 */
function AncestorName({ date, parentId, id }: { date: string; parentId: number | null; id: number }) {
  const { data } = useGetOrganicChildrenInfiniteQuery({ date, parentId });
  return <>{levelNodes(data).find((node) => node.id === id)?.name ?? '…'}</>;
}

/** A hit's path from its root, its ancestors by name ('Governo Regional › Secretaria …'). */
function HitPath({ date, path }: { date: string; path: readonly number[] }) {
  const ancestors = path.slice(0, -1);
  if (ancestors.length === 0) return null;
  return (
    <>
      {ancestors.map((id, index) => (
        <span key={id}>
          {index > 0 && ' › '}
          <AncestorName date={date} parentId={index === 0 ? null : (ancestors[index - 1] ?? null)} id={id} />
        </span>
      ))}
    </>
  );
}

/** The search inside a tab (SPEC §2.10: each tab has its own): entities in force on the tab's date; choosing one shows it in the tree. */
export function OrganicSearch({ date, onChoose }: { date: string; onChoose: (hit: OrganicSearchHit) => void }) {
  const t = useT();
  const fieldId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { data: hits, isFetching } = useSearchOrganicQuery({ date, query }, { skip: query === '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };

  return (
    <Stack spacing={1.5}>
      <Stack
        component="form"
        role="search"
        aria-label={t('organic.search.label')}
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={fieldId}
          label={t('organic.search.label')}
          placeholder={t('organic.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 480 } }}
          slotProps={{ htmlInput: { maxLength: LIMITS.textMaxLength } }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />} disabled={isFetching} sx={{ minHeight: 40 }}>
          {t('organic.search.submit')}
        </Button>
      </Stack>
      {query !== '' && hits && (
        <section aria-labelledby={resultsId}>
          <Typography id={resultsId} variant="h3" component="h3" sx={{ mb: 0.5 }}>
            {t('organic.search.results')}
          </Typography>
          {hits.length === 0 ? (
            <Typography color="text.secondary">{t('organic.search.empty')}</Typography>
          ) : (
            <>
              <List dense disablePadding aria-labelledby={resultsId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, overflow: 'auto' }}>
                {hits.map((hit) => (
                  <li key={hit.node.id}>
                    <ListItemButton onClick={() => onChoose(hit)}>
                      <ListItemText
                        primary={
                          <>
                            {hit.node.name}{' '}
                            <Typography component="span" variant="body2" color="text.secondary">
                              {hit.node.code}
                            </Typography>
                          </>
                        }
                        secondary={<HitPath date={date} path={hit.path} />}
                      />
                    </ListItemButton>
                  </li>
                ))}
              </List>
              {hits.length >= ORGANIC_SEARCH_LIMIT && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('organic.search.limit', ORGANIC_SEARCH_LIMIT)}
                </Typography>
              )}
            </>
          )}
        </section>
      )}
    </Stack>
  );
}
