/**
 * The sportsbook's answers as the /sports page would accept them, for its early painter: the
 * provider's envelope (callSportsbook: code 0, or `success: true`) and the fields MatchSchema,
 * StatisticsSchema and BulletinSchema check. Hand-written (no zod in early-paint.js); an answer the
 * page would reject gives null, and the painter then draws nothing.
 */
import type { Match } from '@app/shared/api/sportsbook-lists';
import type { BulletinText } from '../features/matches/lib/bulletin-line';
import type { StatCount } from '../features/matches/lib/counts';

type Rec = Record<string, unknown>;
type Test = (v: unknown) => boolean;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString: Test = (v) => typeof v === 'string';
const isNumber: Test = (v) => typeof v === 'number' && Number.isFinite(v);
const isId: Test = (v) => isString(v) || isNumber(v);
const optional =
  (test: Test): Test =>
  (v) =>
    v === undefined || test(v);
const nullable =
  (test: Test): Test =>
  (v) =>
    v === undefined || v === null || test(v);
const arrayOf =
  (test: Test): Test =>
  (v) =>
    Array.isArray(v) && v.every(test);
const shape =
  (fields: Readonly<Record<string, Test>>): Test =>
  (v) =>
    isRec(v) && Object.entries(fields).every(([key, test]) => test(v[key]));

const option = shape({ na: isString, od: isNumber, ty: optional(isNumber) });
const market = shape({
  mty: isNumber,
  pe: isNumber,
  mks: optional(arrayOf(shape({ op: arrayOf(option) }))),
});
const match = shape({
  id: isId,
  sid: isNumber,
  ms: isNumber,
  lg: shape({ id: isId, na: isString }),
  ts: optional(arrayOf(shape({ na: isString, lurl: nullable(isString) }))),
  bt: optional(isNumber),
  mc: optional(shape({ pe: optional(isNumber), s: optional(isNumber) })),
  nsg: optional(Array.isArray),
  mg: optional(arrayOf(market)),
  liveUrl: nullable(isString),
  fbId: nullable(isId),
});
const statEntry = shape({
  ty: isNumber,
  tc: nullable(isNumber),
  c: nullable(isNumber),
  ssl: optional(arrayOf(shape({ sid: isId, c: nullable(isNumber) }))),
});
const bulletin = shape({
  id: optional(isId),
  title: nullable(isString),
  content: nullable(isString),
  createTime: nullable(isNumber),
});

/** The data of a provider envelope the page's client returns (code 0), else null. */
function providerData(body: unknown): unknown {
  if (!isRec(body)) return null;
  const code = typeof body.code === 'number' ? body.code : body.success === true ? 0 : NaN;
  return code === 0 ? (body.data ?? {}) : null;
}

/** The list's matches (getList's `records`), or null when the page would reject the answer. */
export function acceptedMatches(body: unknown): Match[] | null {
  const data = providerData(body);
  if (!isRec(data)) return null;
  const records = data.records ?? [];
  if (!arrayOf(match)(records) || !optional(isNumber)(data.total)) return null;
  return records as Match[];
}

/** The statistics' `sl` entries, or null when the page would reject the answer (or it is maintenance). */
export function acceptedStatistics(body: unknown): StatCount[] | null {
  const data = providerData(body);
  if (!isRec(data)) return null;
  const sl = data.sl ?? [];
  if (!arrayOf(statEntry)(sl)) return null;
  return (sl as Rec[]).map((e) => ({ ...e, ssl: e.ssl ?? [] }) as StatCount);
}

/** The pinned notices, or null when the page would reject the answer. */
export function acceptedBulletins(body: unknown): BulletinText[] | null {
  const data = providerData(body);
  return arrayOf(bulletin)(data) ? (data as BulletinText[]) : null;
}
