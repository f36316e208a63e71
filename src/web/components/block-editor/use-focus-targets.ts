import { useRef } from 'react';

/**
 * Controls to send focus to after a change, by name: `register(name)` is a control's ref, and
 * `find(name)` the control once React has rendered the change (the editor renders at once, with
 * flushSync, for that).
 */
export function useFocusTargets() {
  const controls = useRef(new Map<string, HTMLElement>());

  function register(name: string) {
    return (element: HTMLElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    };
  }

  function find(name: string): HTMLElement | undefined {
    return controls.current.get(name);
  }

  return { register, find };
}
