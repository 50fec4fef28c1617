import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

/** How a failed query reaches the log: its SQL, its parameters, the database's code. */
class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    readonly code: string,
  ) {
    super(`Failed query: ${query}`);
  }
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('the log', () => {
  it('never carries a failed query’s parameters, passwords, hashes, tokens or OAuth codes', () => {
    const { logger, text } = capture();
    logger.error(
      { err: new QueryError('insert into users …', ['a@b.c', HASH], '23505') },
      'unexpected error',
    );
    logger.info({ user: { email: 'a@b.c', password: 'hunter22!', passwordHash: HASH } }, 'signed up');
    logger.info({ req: { url: '/middle/oauth?code=4/0AeanS0ZxLongOAuthCode&state=s3cr3tState' } }, 'request');
    logger.warn({
      grant: { access_token: 'EAAGm0PX4ZCpsBA', refresh_token: 'r-1' },
      code: 'AQDlongOAuthCode123',
    });
    const out = text();
    for (const secret of [
      HASH,
      'hunter22!',
      '4/0AeanS0ZxLongOAuthCode',
      's3cr3tState',
      'EAAGm0PX4ZCpsBA',
      'AQDlongOAuthCode123',
    ])
      expect(out).not.toContain(secret);
    // What is needed to understand the failure stays.
    expect(out).toContain('insert into users');
    expect(out).toContain('"code":"23505"');
    expect(out).toContain('a@b.c');
  });
});
