import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail } from '../../core/control.js';
import { clientTokenView, revokeToken } from '../../core/grants.js';
import { asRecord, str } from '../../core/params.js';
import { registerContentControl } from './control-content.js';
import { DEFAULT_LIMITS } from './limits.js';
import { authorizeDialog } from './oauth.js';
import type { DiscordRuntime } from './routing.js';
import { timestamp } from './state.js';

function registerAccess(app: FastifyInstance, rt: DiscordRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/tokens', async () => ({
    data: [...rt.state.tokens.values()].map((token) => clientTokenView(token, now(), timestamp)),
  }));
  /** `guild_id`: the bot is removed from that server; `token` / `user_tokens`: user tokens stop working. */
  app.post('/invalidate', async (request, reply) => {
    const body = asRecord(request.body);
    const guildId = str(body, 'guild_id');
    const only = str(body, 'token');
    let removed = 0;
    if (guildId) {
      const guild = rt.state.guilds.get(guildId);
      if (!guild) return fail(reply, 'no such guild', 404);
      const clientId = str(body, 'client_id');
      for (const id of [...guild.installs.keys()])
        if (!clientId || id === clientId) removed += guild.installs.delete(id) ? 1 : 0;
    }
    let revoked = 0;
    if (only || body.user_tokens === true) {
      for (const token of rt.state.tokens.values()) {
        if (token.revoked || (only && token.value !== only)) continue;
        revokeToken(token, 'invalidated');
        revoked += 1;
      }
    }
    return { removed_installs: removed, invalidated: revoked };
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code' },
  });
}

function registerLimits(app: FastifyInstance, rt: DiscordRuntime): void {
  const view = () =>
    Object.fromEntries(
      Object.entries(rt.state.limits).map(([op, l]) => [op, { limit: l.limit, window_ms: l.windowMs }]),
    );
  app.get('/limits', async () => ({ limits: view() }));
  /** `{"messages.create": 1}` or `{"messages.create": {"limit": 1, "window_ms": 60000}}`; `reset_windows`. */
  app.post('/limits', async (request, reply) => {
    const body = asRecord(request.body);
    const source = body.limits === undefined ? body : asRecord(body.limits);
    const changes = Object.entries(source).filter(([key]) => key !== 'reset_windows');
    for (const [operation, value] of changes) {
      const current = rt.state.limits[operation];
      if (!(operation in DEFAULT_LIMITS) || !current) {
        return fail(
          reply,
          `unknown operation ${operation}; one of: ${Object.keys(DEFAULT_LIMITS).join(', ')}`,
        );
      }
      const spec = typeof value === 'number' ? { limit: value } : asRecord(value);
      const limit = spec.limit ?? current.limit;
      const windowMs = spec.window_ms ?? current.windowMs;
      if (
        typeof limit !== 'number' ||
        !Number.isInteger(limit) ||
        limit < 0 ||
        typeof windowMs !== 'number' ||
        windowMs < 1
      ) {
        return fail(reply, `${operation} needs an integer limit ≥ 0 and window_ms ≥ 1`);
      }
      rt.state.limits[operation] = { limit, windowMs };
    }
    if (body.reset_windows === true) rt.state.windows.clear();
    return { limits: view() };
  });
}

/**
 * `GET|POST /intents {message_content}`: whether the application holds the privileged MESSAGE_CONTENT
 * intent (default true); without it the bot reads members' messages with empty content.
 */
function registerIntents(app: FastifyInstance, rt: DiscordRuntime): void {
  app.get('/intents', async () => ({ message_content: rt.state.messageContent }));
  app.post('/intents', async (request, reply) => {
    const value = asRecord(request.body).message_content;
    if (typeof value !== 'boolean') return fail(reply, 'message_content must be a boolean');
    rt.state.messageContent = value;
    return { message_content: value };
  });
}

/** Test-facing routes under `/_emulator/discord`. */
export function registerDiscordControl(app: FastifyInstance, rt: DiscordRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const messages = [...state.messages.values()];
    return {
      seed: state.seed,
      user: { id: state.user.id, username: state.user.username, global_name: state.user.globalName },
      apps: [...state.apps.values()].map((one) => ({ client_id: one.clientId, name: one.name })),
      guilds: [...state.guilds.values()].map((guild) => ({
        id: guild.id,
        name: guild.name,
        role: guild.role,
        member_count: guild.memberBase,
        installs: [...guild.installs].map(([clientId, install]) => ({
          client_id: clientId,
          permissions: install.permissions.toString(),
        })),
      })),
      counts: {
        channels: state.channels.size,
        messages: messages.length,
        api_messages: messages.filter((message) => message.origin === 'api').length,
        tokens: state.tokens.size,
        codes: state.codes.size,
      },
    };
  });
  registerLimits(app, rt);
  registerIntents(app, rt);
  registerContentControl(app, rt);
  registerAccess(app, rt);
}
