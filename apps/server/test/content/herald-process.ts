import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  API_PREFIX,
  COOKIES,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  HEADERS,
} from '@herald/contract';

const SERVER_ROOT = new URL('../../', import.meta.url).pathname;

export interface HeraldProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has exited (after a kill). */
  exited: Promise<void>;
}

/** Starts the real server (src/main.ts, API and workers in one process) and waits until it listens. */
export async function startHerald(env: Record<string, string>): Promise<HeraldProcess> {
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  // Node itself with tsx's loader: the process killed is the server, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', WEB_DIST: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Herald did not start within 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`Herald exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; address?: string };
      if (entry.msg === 'Herald is listening' && entry.address) {
        clearTimeout(timer);
        resolve(entry.address);
      }
    });
  });
  return { child, url, exited };
}

/** A signed-in browser-like client: the session cookie and the CSRF token it must echo. */
export class HttpCaller {
  private cookie = '';
  private csrf = '';

  constructor(
    readonly base: string,
    private game = 0,
  ) {}

  forGame(game: number): this {
    this.game = game;
    return this;
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await fetch(`${this.base}${API_PREFIX}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
    this.cookie = cookies.join('; ');
    this.csrf = cookies.find((pair) => pair.startsWith(`${COOKIES.csrf}=`))?.split('=')[1] ?? '';
  }

  async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
    const response = await fetch(`${this.base}${API_PREFIX}/${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        'content-type': 'application/json',
        cookie: this.cookie,
        [HEADERS.csrf]: this.csrf,
        ...(this.game
          ? {
              [HEADERS.commonParams]: JSON.stringify({
                platform: 'web',
                game_id: this.game,
                area_id: 'asia',
                tz_offset: 0,
              }),
            }
          : {}),
      },
      ...(endpoint.method === 'POST' ? { body: JSON.stringify(input) } : {}),
    });
    const body = (await response.json()) as { code: number; msg: string; data: EndpointOutput<E> };
    if (body.code !== 0) throw new Error(`${endpoint.path}: ${body.code} ${body.msg}`);
    return body.data;
  }
}
