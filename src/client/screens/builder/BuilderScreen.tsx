import '../../fonts';
import { BuilderWorkspace } from './BuilderWorkspace';
import { useWebsiteId } from './use-website-id';
import { useWebsite } from './website-query';
import { WebsiteLoadError } from './WebsiteLoadError';

export default function BuilderScreen() {
  const id = useWebsiteId();
  const website = useWebsite(id);
  if (website.isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading website builder...
      </p>
    );
  }
  if (website.isError) return <WebsiteLoadError error={website.error} />;
  return <BuilderWorkspace key={id} initial={website.data} />;
}
