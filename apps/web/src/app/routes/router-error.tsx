import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec section 2: a router failure (unknown URL, a page's code failing to load) shows this heading. */
export function RouterError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-gray-900">Unexpected Application Error!</h1>
      {detail ? <p className="text-sm text-gray-600">{detail}</p> : null}
      {/* A full page load: the router itself may be what failed. */}
      <a href="/" className="text-sm font-medium text-green-700 hover:underline">
        Go to the start page
      </a>
    </div>
  );
}
