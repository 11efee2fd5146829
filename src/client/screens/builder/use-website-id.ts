import { useParams } from 'react-router';

/** The website in the address; the spec's default is website 1 when the address has none. */
export function useWebsiteId(): number {
  const { websiteId } = useParams();
  const id = Number(websiteId ?? 1);
  return Number.isInteger(id) && id > 0 ? id : 1;
}
