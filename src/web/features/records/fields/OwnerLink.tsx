import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { recordRoutes } from '../recordRoutes';
import { useOwnerEntity } from '../useOwnerEntity';

/** An entity known by id (a record's owner, host or managing entity) as a link to its detail, once its name is read. */
export function OwnerLink({ organizationId }: { organizationId: number | null | undefined }) {
  const owner = useOwnerEntity(organizationId);
  if (!organizationId) return null;
  if (!owner) return <>#{organizationId}</>;
  return (
    <Link component={RouterLink} to={recordRoutes('entity').detail(owner.id, owner.version)}>
      {owner.name}
    </Link>
  );
}
