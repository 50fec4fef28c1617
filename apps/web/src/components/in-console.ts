import { createContext, useContext } from 'react';

/** Set by the console frame around its page, so a page shown in both places knows which it is in. */
export const InConsole = createContext(false);

/** True inside the console frame, where a page must not bring its own header. */
export function useInConsole(): boolean {
  return useContext(InConsole);
}
