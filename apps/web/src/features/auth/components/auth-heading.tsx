import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {children ? <div className="mt-1 text-sm text-gray-600">{children}</div> : null}
    </div>
  );
}
