import { useEffect, useState } from 'react';
import { INITIAL_LOADING_MAX_MS } from '../../shared/constants.js';
import { LoadingOverlay } from './LoadingOverlay';

// performance.now() counts from the start of the page load, so the cap holds for the whole
// first load, not from when this script happened to run.
const remainingMs = () => INITIAL_LOADING_MAX_MS - performance.now();

/**
 * The router's HydrateFallback: the loading overlay while the first page actually loads,
 * never for more than INITIAL_LOADING_MAX_MS. After that the page's frame stays visible and
 * the page appears when it arrives.
 */
export function InitialLoadingOverlay() {
  const [expired, setExpired] = useState(() => remainingMs() <= 0);
  useEffect(() => {
    if (expired) return;
    const timer = setTimeout(() => setExpired(true), remainingMs());
    return () => clearTimeout(timer);
  }, [expired]);
  return expired ? null : <LoadingOverlay />;
}
