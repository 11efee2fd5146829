import type { InboxLead } from '../../../model/crm/api';

const COLUMNS: [string, (lead: InboxLead) => string][] = [
  ['Received', (l) => l.createdAt],
  ['Website', (l) => l.websiteName],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Message', (l) => l.message],
  ['Status', (l) => l.status],
  ['Contact ID', (l) => l.contactId ?? ''],
  ['Opportunity ID', (l) => l.opportunityId ?? ''],
  ['Error', (l) => l.error ?? ''],
];

/**
 * A cell as spreadsheets read it safely: quoted, quotes doubled, and a leading = + - @ (or tab /
 * carriage return) made inert with an apostrophe, so a visitor's text never runs as a formula.
 */
function cell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** The inbox as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark for spreadsheets). */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const lines = [
    COLUMNS.map(([name]) => cell(name)).join(','),
    ...leads.map((lead) => COLUMNS.map(([, get]) => cell(get(lead))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
