// Stand-in for 'tough-cookie' (~25 KB gzip) in the browser bundle. msw keeps a cookie jar so
// handlers can read request cookies; this backend authenticates with bearer tokens and never
// sets a cookie, so an always-empty jar is all msw's CookieStore needs.
type CookieIndex = Record<string, Record<string, Record<string, unknown>>>;

export class Cookie {
  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): Record<string, never> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: CookieIndex = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
