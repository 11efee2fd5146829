import { Copy, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { QrCode } from '../../../ui/qr-code';
import { copyLink } from './share-helpers';

type Props = {
  url: string;
  /** The field's label: 'Public link', 'Live address'. */
  label: string;
  qrLabel: string;
  children?: ReactNode;
};

/** A link to hand out: readable and selectable, copy and open buttons, and its QR code at 150 px. */
export function LinkBox({ url, label, qrLabel, children }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="bg-slate-50 font-mono text-xs text-slate-800"
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copyLink(url)}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <ExternalLink aria-hidden="true" /> Open
          </a>
          {children}
        </div>
      </div>
      <figure className="flex flex-col items-center gap-1 self-center sm:self-start">
        <QrCode value={url} label={qrLabel} size={150} />
        <figcaption className="text-xs text-slate-500">Scan to open</figcaption>
      </figure>
    </div>
  );
}
