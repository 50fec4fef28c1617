import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { invalidRequest, notFoundEntry } from './errors.js';
import { USER_EXPANSIONS, USER_SELECTION_PARAMS } from './fields.js';
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
    query: USER_SELECTION_PARAMS,
    handler: (call) => userResponse(call, call.user, 'id', call.user.id),
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/:id',
    operation: 'users.read',
    scopes: READ_SCOPES,
    query: USER_SELECTION_PARAMS,
    handler: (call) => {
      const id = call.params.id ?? '';
      if (!isNumericId(id))
        throw invalidRequest(`The \`id\` query parameter value [${id}] is not valid`, 'id', [id]);
      return userResponse(call, call.state.users.get(id), 'id', id);
    },
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/by',
    operation: 'users.read',
    scopes: READ_SCOPES,
    query: [...USER_SELECTION_PARAMS, 'usernames'],
    handler: (call) => {
      const names = (str(call.query, 'usernames') ?? '').split(',').filter(Boolean);
      if (names.length === 0 || names.length > 100) {
        throw invalidRequest(
          'The `usernames` query parameter must hold 1 to 100 usernames',
          'usernames',
          names,
        );
      }
      const ctx = viewContext(call, USER_EXPANSIONS);
      const found = names.map((name) => ({ name, user: userByName(call.state, name) }));
      return envelope(
        found.flatMap(({ user }) => (user ? [renderUser(ctx, user)] : [])),
        new Includes(),
        found.flatMap(({ name, user }) => (user ? [] : [notFoundEntry('user', 'usernames', name)])),
      );
    },
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/by/username/:username',
    operation: 'users.read',
    scopes: READ_SCOPES,
    query: USER_SELECTION_PARAMS,
    handler: (call) => {
      const username = call.params.username ?? '';
      return userResponse(call, userByName(call.state, username), 'username', username);
    },
  });
}
