import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import { REFERENCE_CATEGORIES, type ReferenceCategory } from '@/shared/referenceLists';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { PageContainer } from '@/web/components/PageContainer';
import type { MessageKey } from '@/web/i18n/pt';
import { useLanguage, useT } from '@/web/i18n/useT';
import { DivisionsTree } from './DivisionsTree';
import { ReferenceListSection } from './ReferenceListSection';
import { TemplatesSection } from './TemplatesSection';

type Section =
  | { id: string; kind: 'list'; category: ReferenceCategory }
  | { id: string; kind: 'link'; title: MessageKey; text: MessageKey; route: RouteName }
  | { id: string; kind: 'divisions' }
  | { id: string; kind: 'templates' };

const list = (category: ReferenceCategory): Section => ({ id: category, kind: 'list', category });

/**
 * The sections of SPEC §2.10 in its order, then the entity types (a reference list too), the service
 * sub-categories, life events and document types the record forms need, and the rich-text templates. Legislations and refusal types have pages of their own: their sections link there.
 */
export const OBJECT_PARAMETER_SECTIONS: readonly Section[] = [
  list('serviceEntityType'),
  list('relatedEntityType'),
  list('channelType'),
  list('recipientType'),
  list('serviceArea'),
  list('serviceCategory'),
  list('businessEvent'),
  list('resultType'),
  list('descriptionQuestion'),
  list('organicIcon'),
  list('serviceGrouping'),
  { id: 'legislations', kind: 'link', title: 'menu.settings.legislations', text: 'settings.objectParameters.legislationsText', route: 'settings.legislations' },
  { id: 'refusalTypes', kind: 'link', title: 'menu.settings.refusalTypes', text: 'settings.objectParameters.refusalTypesText', route: 'settings.refusalTypes' },
  list('classificationPlan'),
  { id: 'divisions', kind: 'divisions' },
  list('organizationType'),
  // Lists the service and document forms need that SPEC §2.10 does not name (our addition).
  list('serviceSubCategory'),
  list('lifeEvent'),
  list('documentType'),
  { id: 'templates', kind: 'templates' },
];

function SectionBody({ section }: { section: Section }): ReactNode {
  const t = useT();
  switch (section.kind) {
    case 'list':
      return <ReferenceListSection category={section.category} />;
    case 'divisions':
      return <DivisionsTree />;
    case 'templates':
      return <TemplatesSection />;
    case 'link':
      return (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t(section.text)}</Typography>
          <Button component={RouterLink} to={ROUTE_PATHS[section.route]} variant="outlined" endIcon={<ArrowForward />}>
            {t('settings.objectParameters.open', t(section.title))}
          </Button>
        </Stack>
      );
  }
}

/**
 * /configuracoes/parametrosobjetos (61 only, SPEC §2.9): one accordion per section; a section loads
 * its list when opened. 'Fechar todas' is the collapse-all of SPEC §4.
 */
export function ObjectParametersPage() {
  const t = useT();
  const language = useLanguage();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const titleOf = (section: Section): string => {
    switch (section.kind) {
      case 'list':
        return REFERENCE_CATEGORIES[section.category][language];
      case 'link':
        return t(section.title);
      case 'divisions':
        return t('settings.objectParameters.divisions');
      case 'templates':
        return t('settings.objectParameters.templates');
    }
  };

  return (
    <PageContainer
      title={t('route.settings.objectParameters')}
      actions={
        <Button startIcon={<UnfoldLess />} onClick={() => setExpanded(new Set())} disabled={expanded.size === 0}>
          {t('settings.objectParameters.collapseAll')}
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('settings.objectParameters.intro')}
      </Typography>
      <div>
        {OBJECT_PARAMETER_SECTIONS.map((section) => (
          <Accordion
            key={section.id}
            expanded={expanded.has(section.id)}
            onChange={(_e, open) => toggle(section.id, open)}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${section.id}-content`} id={`${section.id}-header`}>
              <Typography sx={{ fontWeight: 600 }}>{titleOf(section)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`${section.id}-content`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <SectionBody section={section} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </PageContainer>
  );
}
