import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The three content languages of the site (SPEC §7 `Language` header values). */
export const LANGS = ['vi', 'en', 'zh-cn'] as const;
export type Lang = (typeof LANGS)[number];

/** One member-facing text in every content language. */
export type Texts = Record<Lang, string>;

export const DEFAULT_LANG: Lang = 'vi';

/** Maps a language tag ("zh-CN", "en-US", "vi", "ENG", "CMN") to a content language, else null. */
export function normalizeLang(tag: string | undefined | null): Lang | null {
  const t = (tag ?? '').trim().toLowerCase();
  if (!t) return null;
  if (t === 'eng' || t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'vie' || t === 'vi' || t.startsWith('vi-')) return 'vi';
  if (t === 'cmn' || t === 'zh' || t.startsWith('zh-') || t === 'zh_cn') return 'zh-cn';
  return null;
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The request's content language: the `Language` header, then the sportsbook body's
 * `languageType` (SPEC §7: the provider's own parameter), then the first known tag of
 * `Accept-Language` (the browser's, by its order); Vietnamese otherwise.
 */
export function langOf(req: FastifyRequest): Lang {
  const direct = normalizeLang(header(req, 'language'));
  if (direct) return direct;
  const body = req.body as { languageType?: unknown } | null | undefined;
  const provider =
    body && typeof body === 'object' && typeof body.languageType === 'string'
      ? normalizeLang(body.languageType)
      : null;
  if (provider) return provider;
  for (const part of (header(req, 'accept-language') ?? '').split(',')) {
    const tag = normalizeLang(part.split(';')[0]);
    if (tag) return tag;
  }
  return DEFAULT_LANG;
}

export function pick(text: Texts, lang: Lang): string {
  return text[lang] || text.vi;
}

const current = new AsyncLocalStorage<Lang>();

/** The language of the request being answered (Vietnamese outside a request). */
export function currentLang(): Lang {
  return current.getStore() ?? DEFAULT_LANG;
}

/** Runs every handler of the app with its request's language (after the body is parsed). */
export function registerRequestLang(app: FastifyInstance): void {
  app.addHook('preHandler', (req, _reply, done) => {
    current.run(langOf(req), done);
  });
}

/** Runs fn as if answering a request in lang (tests, background work). */
export function withLang<T>(lang: Lang, fn: () => T): T {
  return current.run(lang, fn);
}
