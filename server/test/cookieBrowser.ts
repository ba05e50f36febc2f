// A browser as the server sees it, for tests under Node: its cookie jar (the session cookie only) and
// its same-origin requests.
import { SESSION_COOKIE } from '../src/players/identity';

/** One browser: its cookie jar (the session cookie) and its same-origin requests. */
export class Browser {
  token: string | undefined;
  readonly setCookies: string[] = [];
  constructor(readonly url: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { cookie: `${SESSION_COOKIE}=${this.token}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      this.setCookies.push(c);
      const m = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c);
      if (m) this.token = m[1] || undefined;
    }
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: text ? JSON.parse(text) : undefined,
      setCookie: res.headers.getSetCookie(),
      headers: Object.fromEntries(res.headers),
    };
  }
  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** The Cookie header this browser sends (none before its first visit). */
  get cookie(): string | undefined {
    return this.token ? `${SESSION_COOKIE}=${this.token}` : undefined;
  }
}
