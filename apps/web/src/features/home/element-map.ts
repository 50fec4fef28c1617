import { useRef } from 'react';

/** Elements rendered from a list, by key: `refOf(key)` for each one's ref, `focus(key)` to move to it. */
export function useElementMap<K, E extends HTMLElement>() {
  const elements = useRef(new Map<K, E>());
  return {
    refOf: (key: K) => (element: E | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    focus: (key: K) => elements.current.get(key)?.focus(),
  };
}
