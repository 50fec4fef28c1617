import { useEffect, useRef } from 'react';

/** Whether a key press belongs to something the user types into, or to an open dialog. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="combobox"], [role="textbox"], [role="dialog"]'))
    return true;
  return false;
}

/** Whether Enter on this element already means something of its own (a button, a link). */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a, [role="button"], [role="menuitem"]') !== null
  );
}

/**
 * The inbox's keys, as mail clients have them: j / k move to the next or previous item, x selects it,
 * Enter opens it. Ignored while typing, in a dialog, or with a modifier key held.
 */
export function useListKeys(actions: { move: (step: 1 | -1) => void; toggle: () => void; open: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === 'j') latest.current.move(1);
      else if (event.key === 'k') latest.current.move(-1);
      else if (event.key === 'x') latest.current.toggle();
      else if (event.key === 'Enter' && !isControl(event.target)) latest.current.open();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
