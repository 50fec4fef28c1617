import type { RouteDef } from '@herald/contract';

/** Issue #14's budgets, in KB of gzip JavaScript before the screen shows. */
export const BUDGET_KB = { signIn: 300, console: 350 } as const;

/** Pages that open without signing in (sign-in itself, policies, approval links) get the sign-in budget. */
export function budgetOf(route: RouteDef): number {
  return route.flags?.ignoreAuth ? BUDGET_KB.signIn : BUDGET_KB.console;
}
