import { isLocale } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';

/**
 * The first language of an Accept-Language header that the product speaks, by quality
 * (`sv-FI;q=0.9, en;q=0.8` is Swedish); null when it names none of them.
 */
export function acceptedLocale(header: string | undefined): TLocale | null {
  if (!header) return null;
  const ranges = header.split(',').flatMap((part, index) => {
    const [tag = '', ...parameters] = part.split(';').map((p) => p.trim());
    const q = parameters.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) return [];
    return [{ language: tag.split('-')[0].toLowerCase(), quality, index }];
  });
  ranges.sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((r) => r.language).find(isLocale) ?? null;
}

/**
 * The language a request's survey texts are answered in: the one the client asks for with
 * Accept-Language (the web app sends the language it shows), else the signed-in user's own,
 * else null (each survey's default language).
 */
export function requestLocale(
  request: FastifyRequest,
  principal: Principal | null = request.principal,
): TLocale | null {
  const asked = acceptedLocale(request.headers['accept-language']);
  if (asked) return asked;
  const own = principal?.user.locale;
  return isLocale(own) ? own : null;
}
