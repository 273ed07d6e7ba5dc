import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

/** Pages are lazy: while the next one's code loads, the spec's full-screen spinner shows. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <FullScreenSpinner /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
