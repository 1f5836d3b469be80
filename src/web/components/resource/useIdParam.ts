import { useParams } from 'react-router-dom';

/** A numeric route parameter ('profileId' …): the id, or null when the address holds no valid one. */
export function useIdParam(name: string): number | null {
  const value = useParams()[name];
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id >= 1 ? id : null;
}
