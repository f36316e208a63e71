import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from './paths';
import { sessionQueryOptions } from './session';

/**
 * Loader of the route group of the pages the page table marks for members or admins: visitors
 * go to sign in and come back afterwards. It only mirrors the server, which refuses them
 * anyway.
 */
export function requireSession(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    let signedIn: boolean;
    try {
      const session = await queryClient.ensureQueryData({ ...sessionQueryOptions, revalidateIfStale: true });
      signedIn = session.user !== null;
    } catch {
      // The session cannot be read (server away): treat as a visitor; signing in will say why.
      signedIn = false;
    }
    if (!signedIn) {
      const { pathname, search } = new URL(request.url);
      throw redirect(paths.signIn(pathname + search));
    }
    return null;
  };
}
