import { ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { inputClassName } from '@/components/form/field-parts';
import { paths } from '@/config/paths';

/** A verified request's public result page (decision 007), to copy and send to whoever checks the document. */
export function ShareLink({ viewerCode }: { viewerCode: string }) {
  const link = `${window.location.origin}${paths.viewer.getHref(viewerCode)}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link: select it and copy it yourself'),
    );

  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">
        Viewer code <span className="font-mono font-semibold text-gray-900">{viewerCode}</span>: anyone with this link
        can see the verification result.
      </p>
      <div className="flex gap-2">
        <label htmlFor="share-link" className="sr-only">
          Share link
        </label>
        <input
          id="share-link"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className={inputClassName}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
    </div>
  );
}
