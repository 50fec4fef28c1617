import { helpEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { helpOf } from './help.js';

/** The help panel of each console section (SPEC §7 help), in the caller's language. */
export function helpRoutes(): Binding[] {
  return [bind(helpEndpoints.get, async (input, ctx) => helpOf(input.section, ctx.locale))];
}
