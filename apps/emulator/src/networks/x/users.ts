import type { FastifyInstance } from 'fastify';
import { invalidRequest, notFoundEntry } from './errors.js';
import { USER_EXPANSIONS } from './fields.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { isNumericId, userByName } from './state.js';
import { READ_SCOPES, viewContext } from './tweets.js';
import type { XUser } from './types.js';
import { envelope, Includes, renderUser } from './views.js';

function userResponse(call: XAuthedCall, user: XUser | undefined, parameter: string, value: string) {
  const ctx = viewContext(call, USER_EXPANSIONS);
  const includes = new Includes();
  if (!user) return envelope(undefined, includes, [notFoundEntry('user', parameter, value)]);
  return envelope(renderUser(ctx, user), includes, []);
}

export function registerUsers(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/me',
    operation: 'users.me',
    scopes: READ_SCOPES,
    handler: (call) => userResponse(call, call.user, 'id', call.user.id),
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/:id',
    operation: 'users.read',
    scopes: READ_SCOPES,
    handler: (call) => {
      const id = call.params.id ?? '';
      if (!isNumericId(id))
        throw invalidRequest(`The \`id\` query parameter value [${id}] is not valid`, 'id', [id]);
      return userResponse(call, call.state.users.get(id), 'id', id);
    },
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/by/username/:username',
    operation: 'users.read',
    scopes: READ_SCOPES,
    handler: (call) => {
      const username = call.params.username ?? '';
      return userResponse(call, userByName(call.state, username), 'username', username);
    },
  });
}
