import { Copy } from 'lucide-react';
import type { DnsRecord } from '../../../../model/domains/custom-domains';
import { copyText } from '../../../lib/copy-text';
import { Button } from '../../../ui/button';

type Props = { domain: string; records: readonly DnsRecord[] };

function copyValue(record: DnsRecord): Promise<void> {
  return copyText(
    record.value,
    {
      title: 'Copied to clipboard',
      description: `The ${record.type} record's value has been copied. Paste it at your domain company.`,
    },
    { title: 'Failed to copy', description: 'Please select the value and copy it by hand.' },
  );
}

/**
 * The records to set at her DNS provider, one row each. Long names and TXT tokens break anywhere,
 * so the table keeps to the width of a phone rather than scrolling the page sideways.
 */
export function DnsRecordsTable({ domain, records }: Props) {
  if (records.length === 0) return null;
  return (
    <>
      <table className="w-full table-fixed border-collapse text-left text-xs">
        <caption className="sr-only">Records to set for {domain}</caption>
        <thead>
          <tr className="border-b border-border text-slate-600">
            <th scope="col" className="w-14 py-1.5 pr-2 font-medium">
              Type
            </th>
            <th scope="col" className="w-[38%] py-1.5 pr-2 font-medium">
              Name
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr
              key={`${record.type} ${record.name} ${record.value}`}
              className="border-b border-border align-top last:border-b-0"
            >
              <td className="py-2 pr-2 font-semibold">{record.type}</td>
              <td className="break-all py-2 pr-2">
                <span className="font-mono font-semibold">{record.host}</span>
                {record.host !== record.name && (
                  <span className="block text-slate-600">({record.name})</span>
                )}
              </td>
              <td className="py-2">
                <div className="flex items-start gap-1">
                  <span className="min-w-0 flex-1 break-all font-mono select-all">
                    {record.value}
                  </span>
                  <Button
                    size="icon"
                    variant="outline"
                    className="size-8 shrink-0"
                    aria-label={`Copy the ${record.type} value for ${record.name}`}
                    onClick={() => void copyValue(record)}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-600">
        In the Name box, type the part in bold (<span className="font-mono">@</span> means the
        domain itself). If your domain company asks for the whole name, use the one in brackets.
      </p>
    </>
  );
}
