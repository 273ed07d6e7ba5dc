import { WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import { useMatches, useParams } from 'react-router';
import { SectionTabs } from '@/components/section-tabs';
import { TextLink } from '@/components/text-link';

export type TPageLink = { label: string; to: string };

/** Route `handle` of a page whose screen a later issue builds. */
export type TPlaceholderHandle = {
  title: string;
  /** What the page will hold, in a sentence. */
  upcoming: string;
  /** The section's pages, shown as tabs (for example the document statuses). */
  tabs?: TPageLink[];
  /** Related pages the menu does not list. */
  links?: TPageLink[];
};

function isPlaceholderHandle(handle: unknown): handle is TPlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'upcoming' in handle;
}

export function Component() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPlaceholderHandle);
  const params = Object.entries(useParams());
  if (!handle) throw new Error('A placeholder route needs a title and a description in its handle');

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl">
      <title>{`${handle.title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {handle.title}
      </h1>
      {handle.tabs ? <SectionTabs label={`${handle.title} sections`} tabs={handle.tabs} /> : null}
      <div className="mt-6 rounded-xl border border-dashed border-green-300 bg-white px-6 py-10 text-center">
        <WrenchScrewdriverIcon aria-hidden="true" className="mx-auto size-10 text-green-600" />
        <p className="mt-3 text-lg font-semibold text-gray-900">Coming soon</p>
        <p className="mx-auto mt-1 max-w-xl text-sm text-gray-600">{handle.upcoming}</p>
        {params.length > 0 ? (
          <dl className="mx-auto mt-4 inline-grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left text-sm">
            {params.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-gray-700 capitalize">{name}</dt>
                <dd className="font-mono text-gray-600">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {handle.links ? (
          <ul className="mt-6 flex flex-wrap justify-center gap-4 text-sm">
            {handle.links.map((link) => (
              <li key={link.to}>
                <TextLink to={link.to}>{link.label}</TextLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
