import {
  API_PREFIX,
  type ErrorId,
  type ErrorParams,
  errorCatalog,
  errorMessages,
  formatErrorMessage,
  localeFromAcceptLanguage,
  uploadKindSchema,
} from '@herald/contract';
import { Server, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { tusActor } from './authorize.js';
import { admitCreation } from './creation.js';
import type { UploadsDeps } from './deps.js';
import { type FileFacts, inspectUpload } from './inspect.js';
import { MAX_BYTES } from './rules.js';
import { markDone, markFailed, notUsable, type UploadRow, uploadByKey } from './service.js';

export const TUS_PATH = `${API_PREFIX}/upload/tus`;

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

/** A tus hook's refusal, in the catalogue's envelope so the console shows the same reason as anywhere. */
function refusal(id: ErrorId, acceptLanguage: string | null, params?: ErrorParams) {
  const locale = localeFromAcceptLanguage(acceptLanguage ?? undefined);
  const { code, status } = errorCatalog[id];
  return {
    status_code: status,
    body: JSON.stringify({ code, msg: formatErrorMessage(errorMessages[locale][id], params), data: null }),
  };
}

/**
 * The storage key of a creation request, decided (and recorded) by the Fastify pre-handler before tus
 * runs; tus's naming hook only sees its own request wrapper, which keeps the Node request it wraps.
 */
const creationKeys = new WeakMap<object, string>();

function keyOfCreation(req: TusRequest): string {
  const node = req.runtime?.node?.req;
  const key = node ? creationKeys.get(node) : undefined;
  if (!key) throw refusal('operate_fail', req.headers.get('accept-language'));
  return key;
}

/** Records a refusal and deletes the bytes; answers the tus error to throw. */
async function refuse(deps: UploadsDeps, row: UploadRow, error: unknown, language: string | null) {
  const refused = error instanceof AppError ? error : null;
  if (!refused) deps.logger.error({ err: error, upload: row.id }, 'upload check failed');
  else deps.logger.info({ upload: row.id, reason: refused.id, detail: refused.message }, 'upload refused');
  // Only the request that moved the row to `fail` deletes: bytes of a finished upload are never touched.
  if (await markFailed(deps.db, row.id, refused?.id ?? 'upload_failed')) {
    await deps.storage.remove(row.storageKey).catch((removal: unknown) => {
      // The row already says `fail`, so nothing will use the bytes; an operator can sweep them.
      deps.logger.warn({ err: removal, upload: row.id }, 'refused upload not deleted from storage');
    });
  }
  return refusal(refused?.id ?? 'upload_failed', language, refused?.params);
}

/**
 * Checks the finished bytes; a refused file is recorded as failed, with its reason, and deleted.
 * Runs once per upload: an empty PATCH at the end of a finished upload finds it done and changes nothing.
 */
async function finish(deps: UploadsDeps, req: TusRequest, key: string): Promise<Record<string, never>> {
  const language = req.headers.get('accept-language');
  const row = await uploadByKey(deps.db, key);
  if (!row) throw refusal('not_found', language);
  if (row.status === 'done') return {};
  if (row.status !== 'start') throw refusal(notUsable(row).id, language);
  const kind = uploadKindSchema.parse(row.kind);
  let facts: FileFacts;
  try {
    facts = await inspectUpload(deps.storage, key, { kind, mime: row.mime, sha1: row.sha1, size: row.size });
  } catch (error) {
    throw await refuse(deps, row, error, language);
  }
  await markDone(deps.db, row.id, facts);
  return {};
}

function tusServer(deps: UploadsDeps): Server {
  return new Server({
    path: TUS_PATH,
    datastore: deps.storage.datastore,
    // The console resolves it against the endpoint, whatever proxy or origin it came through.
    relativeLocation: true,
    // The console is served from the same origin: no cross-origin page gets to read tus answers.
    allowedOrigins: () => false,
    maxSize: MAX_BYTES.video,
    disableTerminationForFinishedUploads: true,
    namingFunction: keyOfCreation,
    onUploadFinish: (req, upload) => finish(deps, req, upload.id),
    onResponseError: (req, error) => {
      if (!('status_code' in error)) deps.logger.error({ err: error, url: req.url }, 'tus request failed');
      return undefined;
    },
  });
}

/**
 * Every tus request is admitted here before tus reads a byte: the caller (token or session), then,
 * for an existing upload, that it is the caller's own upload in the caller's game. Another game's or
 * user's upload answers not_found, as if it did not exist.
 */
async function admitTus(deps: UploadsDeps, request: FastifyRequest): Promise<void> {
  const actor = await tusActor(deps, request);
  if (request.method === 'POST') {
    creationKeys.set(request.raw, await admitCreation(deps.db, actor, request));
    return;
  }
  const { key } = request.params as { key?: string };
  const row = key ? await uploadByKey(deps.db, key) : undefined;
  if (!row || row.gameId !== actor.gameId || row.userId !== actor.userId) throw new AppError('not_found');
  if (row.status === 'fail') throw notUsable(row);
}

async function afterTermination(deps: UploadsDeps, request: FastifyRequest, reply: FastifyReply) {
  const { key } = request.params as { key?: string };
  if (request.method !== 'DELETE' || reply.raw.statusCode !== 204 || !key) return;
  const row = await uploadByKey(deps.db, key);
  if (row) await markFailed(deps.db, row.id, 'upload_canceled');
}

const TUS_DESCRIPTION =
  'tus 1.0 resumable upload (creation, termination). Authorised by the upload/credential token in ' +
  'X-Upload-Token, or the console session (cookie, X-CSRF-Token, X-Common-Params). Refusals answer the ' +
  'JSON envelope with a catalogue code.';

/** Mounts the tus endpoint (creation, resume, termination) at TUS_PATH. */
export async function registerTus(app: FastifyInstance, deps: UploadsDeps): Promise<void> {
  const tus = tusServer(deps);
  await app.register((scope, _options, done) => {
    // tus bodies are raw bytes the store streams to disk or S3: Fastify must leave them unread.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const preHandler = async (request: FastifyRequest) => {
      if (request.method !== 'OPTIONS') await admitTus(deps, request);
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      try {
        await tus.handle(request.raw, reply.raw);
      } catch (error) {
        // tus answers its own failures; this is the connection itself failing mid-answer.
        deps.logger.error({ err: error }, 'tus request failed');
        reply.raw.destroy();
        return;
      }
      await afterTermination(deps, request, reply).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'canceled upload not recorded');
      });
    };
    const schema = (summary: string) => ({ summary, tags: ['upload'], description: TUS_DESCRIPTION });
    scope.route({
      method: ['POST', 'OPTIONS'],
      url: TUS_PATH,
      schema: schema('tus creation: declares length and metadata (filename, filetype, kind, sha1)'),
      preHandler,
      handler,
    });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${TUS_PATH}/:key`,
      schema: schema('tus resume (HEAD), bytes (PATCH) and stop (DELETE) of one upload'),
      preHandler,
      handler,
    });
    done();
  });
}
