import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
/** Values that could not be written (storage full, blocked, private mode): kept for this tab. */
const unsaved = new Map<string, string | null>();
/** The last raw text and its parsed value per key, so readers share one parse. */
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function readRaw(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): boolean {
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
    unsaved.delete(key);
    return true;
  } catch {
    // The page keeps working on the in-memory copy; only surviving a reload is lost.
    unsaved.set(key, raw);
    return false;
  }
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: string, listener: Listener) {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  // Another tab changed the same key (or cleared all of storage: key null).
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readValue<T>(key: string, parse: (raw: string) => T | null): T | null {
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.value as T | null;
  let value: T | null = null;
  if (raw !== null) {
    try {
      value = parse(raw);
    } catch {
      // Unreadable (hand-edited, or written by an older version): treated as absent.
      value = null;
    }
  }
  parsed.set(key, { raw, value });
  return value;
}

export type SetStored<T> = (next: T | null | ((previous: T | null) => T | null)) => void;

/**
 * A JSON value in localStorage as React state: every component reading `key` sees each
 * write at once, other tabs' writes arrive through the `storage` event, and nothing is
 * copied into component state. `parse` validates what was stored (null: absent or unusable)
 * and must be a stable function. Writing null removes the key.
 */
export function useLocalStorage<T>(key: string, parse: (raw: string) => T | null): [T | null, SetStored<T>] {
  const subscribeToKey = useCallback((listener: Listener) => subscribe(key, listener), [key]);
  // The snapshot is the parsed value cached per raw text, so it stays identical between
  // renders until the stored text changes.
  const getSnapshot = useCallback(() => readValue(key, parse), [key, parse]);
  const value = useSyncExternalStore(subscribeToKey, getSnapshot, getSnapshot);

  const setValue = useCallback<SetStored<T>>(
    (next) => {
      // Updaters see the latest stored value, not the one of the render that made them:
      // an upload finishing later must not undo what was typed meanwhile.
      const resolved =
        typeof next === 'function' ? (next as (previous: T | null) => T | null)(readValue(key, parse)) : next;
      const raw = resolved === null ? null : JSON.stringify(resolved);
      writeRaw(key, raw);
      parsed.set(key, { raw, value: resolved });
      notify(key);
    },
    [key, parse],
  );

  return [value, setValue];
}
