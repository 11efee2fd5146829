import type { InboxLead } from '../../../model/crm/inbox-api';

const COLUMNS: [string, (lead: InboxLead) => string][] = [
  ['Received', (l) => l.createdAt],
  ['Website', (l) => l.websiteName],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Message', (l) => l.message],
  ['Referrer', (l) => l.source.referrerHost],
  ['Campaign', (l) => l.source.campaign],
  ['Status', (l) => l.status],
  ['Contact ID', (l) => l.contactId ?? ''],
  ['Opportunity ID', (l) => l.opportunityId ?? ''],
  ['Error', (l) => l.error ?? ''],
];

/**
 * A phone number as a visitor types it: a + with digits and the usual separators (spaces, dots,
 * dashes, brackets), 7 to 15 digits in all (E.164). It holds no letter, quote or second +, so no
 * spreadsheet can read a call of anything into it, and it is kept as typed. '+1+1', '+1-1' and
 * '+cmd|...' are not phone numbers.
 */
const PHONE = /^\+[0-9][0-9 ().-]*$/;
const isPhone = (value: string): boolean => {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15 && !/[.-]{2}|[.-]$/.test(value);
};

/** What a spreadsheet may take for the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as spreadsheets read it safely: quoted, quotes doubled, and a leading = + - @ (or tab /
 * carriage return) made inert with an apostrophe, so a visitor's text never runs as a formula.
 * A phone number with its + ('+44 20 7946 0958') is kept as typed.
 */
export function csvCell(value: string): string {
  const inert = FORMULA_START.test(value) && !isPhone(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** The inbox as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark for spreadsheets). */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const lines = [
    COLUMNS.map(([name]) => csvCell(name)).join(','),
    ...leads.map((lead) => COLUMNS.map(([, get]) => csvCell(get(lead))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
