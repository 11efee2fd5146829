import { ExternalLink, X } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { withoutMissingFiles } from '../../../model/files/file-images';
import { WebsiteRenderer } from '../../../render/WebsiteRenderer';
import { useMissingFiles } from '../../app/missing-files';
import '../../fonts';
import { Button, buttonVariants } from '../../ui/button';
import { Spinner } from '../../ui/card';
import { useWebsiteId } from '../builder/use-website-id';
import { useWebsite } from '../builder/website-query';
import { WebsiteLoadError } from '../builder/WebsiteLoadError';

export default function PreviewScreen() {
  const id = useWebsiteId();
  const website = useWebsite(id);
  const navigate = useNavigate();
  // A picture whose file was deleted is left out, as on the published page.
  const missingFiles = useMissingFiles(website.data);
  const shown = useMemo(
    () =>
      website.data && missingFiles ? withoutMissingFiles(website.data, missingFiles) : website.data,
    [website.data, missingFiles],
  );
  // A tab may close itself only when a script or a link opened it with nothing before it;
  // otherwise (the address typed, or reached from another page) Close goes back to the builder.
  const closePreview = () => {
    window.close();
    if (!window.closed) navigate(`/builder/${id}`);
  };
  if (website.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 p-16 text-slate-600">
        <Spinner />
        <p>Loading website preview...</p>
      </div>
    );
  }
  if (website.isError) return <WebsiteLoadError error={website.error} />;
  return (
    <div className="min-h-screen bg-white">
      <header className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 border-b border-border bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
        <div>
          <h1 className="text-lg font-semibold">Preview: {website.data.name}</h1>
          <p className="text-sm text-slate-600">This is how your website will look to visitors</p>
        </div>
        <div className="flex gap-2">
          <a
            href={`/builder/${id}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" /> Edit Website
          </a>
          <Button size="sm" variant="secondary" onClick={closePreview}>
            <X aria-hidden="true" /> Close Preview
          </Button>
        </div>
      </header>
      <WebsiteRenderer website={shown ?? website.data} mode="preview" />
    </div>
  );
}
