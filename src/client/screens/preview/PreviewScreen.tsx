import { Spinner } from '../../ui/card';
import { useWebsiteId } from '../builder/use-website-id';
import { useWebsite } from '../builder/website-query';

export default function PreviewScreen() {
  const website = useWebsite(useWebsiteId());
  if (website.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 p-16 text-slate-600">
        <Spinner />
        <p>Loading website preview...</p>
      </div>
    );
  }
  if (website.isError) {
    return (
      <p role="alert" className="p-8 text-center text-destructive">
        {website.error.message}
      </p>
    );
  }
  return (
    <header className="border-b border-border bg-white p-4">
      <h1 className="text-lg font-semibold">Preview: {website.data.name}</h1>
      <p className="text-sm text-slate-600">This is how your website will look to visitors</p>
    </header>
  );
}
