import type { LeadRow } from '../leads/lead-rows';

/** What a lead event tells an endpoint: the visitor's answers, the page, where they came from. */
export function leadEventData(lead: LeadRow) {
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      websiteName: lead.websiteName,
      pageAddress: lead.pageAddress,
      source: { referrerHost: lead.sourceHost, campaign: lead.sourceCampaign },
      receivedAt: lead.createdAt.toISOString(),
    },
  };
}
