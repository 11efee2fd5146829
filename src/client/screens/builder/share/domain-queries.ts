import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AccountDomain,
  CustomDomain,
  DomainState,
  WebsiteDomains,
} from '../../../../model/domains/custom-domains';
import { apiRequest } from '../../../lib/api';

/** The account screen's list of every domain of the coach. */
export const ACCOUNT_DOMAINS = ['account', 'domains'] as const;
export const websiteDomainsKey = (websiteId: number) => ['website-domains', websiteId] as const;

/** States the server moves on from by itself: asked again every 30 s while a domain is in one. */
const SETTLING: readonly DomainState[] = ['waiting', 'certificate-pending'];
export const RECHECK_MS = 30_000;

const settling = (domains: readonly CustomDomain[] | undefined) =>
  domains?.some((domain) => SETTLING.includes(domain.state)) ?? false;

/** Any change to a website's domains shows on the account screen too, next time it is opened. */
function forgetAccountList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_DOMAINS });
}

/**
 * GET /api/websites/:id/domains. While a domain waits for DNS or its certificate, asked again
 * every 30 s, so it turns verified without a reload once the background check passes.
 */
export function useWebsiteDomains(websiteId: number) {
  return useQuery({
    queryKey: websiteDomainsKey(websiteId),
    queryFn: () => apiRequest<WebsiteDomains>(`/api/websites/${websiteId}/domains`),
    refetchInterval: (query) => (settling(query.state.data?.domains) ? RECHECK_MS : false),
  });
}

/** POST /api/websites/:id/domains (the server checks DNS once right away). */
export function useAddDomain(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) =>
      (
        await apiRequest<{ domain: CustomDomain }>(`/api/websites/${websiteId}/domains`, {
          method: 'POST',
          body: { domain },
        })
      ).domain,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: websiteDomainsKey(websiteId) });
      await forgetAccountList(queryClient);
    },
  });
}

/** PATCH /api/websites/:id/domains: whether /s/{address} keeps answering. */
export function useDomainSettings(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepOwnAddress: boolean) =>
      apiRequest<WebsiteDomains>(`/api/websites/${websiteId}/domains`, {
        method: 'PATCH',
        body: { keepOwnAddress },
      }),
    onSuccess: (answer) => queryClient.setQueryData(websiteDomainsKey(websiteId), answer),
  });
}

/** POST /api/domains/:id/check ("Check now"): the checked domain replaces its old self. */
export function useCheckDomain(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ domain: CustomDomain }>(`/api/domains/${id}/check`, { method: 'POST' }))
        .domain,
    onSuccess: async (checked) => {
      queryClient.setQueryData<WebsiteDomains>(websiteDomainsKey(websiteId), (now) =>
        now
          ? { ...now, domains: now.domains.map((d) => (d.id === checked.id ? checked : d)) }
          : now,
      );
      await forgetAccountList(queryClient);
    },
  });
}

/** POST /api/domains/:id/primary. */
export function useMakePrimary(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebsiteDomains>(`/api/domains/${id}/primary`, { method: 'POST' }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(websiteDomainsKey(websiteId), answer);
      await forgetAccountList(queryClient);
    },
  });
}

/** DELETE /api/domains/:id: the domain stops serving at once and is free for anyone. */
export function useRemoveDomain(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>(`/api/domains/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: websiteDomainsKey(websiteId) });
      await forgetAccountList(queryClient);
    },
  });
}

/** GET /api/domains: every domain of the coach, with its website's name. */
export function useAccountDomains() {
  return useQuery({
    queryKey: ACCOUNT_DOMAINS,
    queryFn: async () => (await apiRequest<{ domains: AccountDomain[] }>('/api/domains')).domains,
  });
}
