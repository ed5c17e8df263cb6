/**
 * No personal data leaves the page in a report (issue 48): tokens, the member's user name, e-mail
 * addresses, secrets in query strings and amounts (any number of three or more digits, grouped or
 * decimal: balances, stakes, phone numbers, ids) are replaced before anything is sent. An HTTP
 * status (`HTTP 500`) is kept: it says what failed and is no one's data.
 */
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g;
const SCHEME = /\b(Bearer|Basic)\s+\S+/gi;
const SECRET_PARAM =
  /([?&;](?:token|access_?token|auth|sig|signature|key|password|code)=)[^&\s#]*/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Long runs of letters and digits mixed (session tokens, API keys, hashes). */
const OPAQUE = /\b(?=[A-Za-z_-]*\d)(?=[\d_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b/g;
const HTTP_STATUS = /\bHTTP (\d{3})\b/g;
const NUMBER = /\d[\d,.]*\d|\d/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function scrubUser(text: string, userName: string | null): string {
  const name = userName?.trim();
  return name && name.length >= 2
    ? text.replace(new RegExp(escapeRegExp(name), 'gi'), '[user]')
    : text;
}

function scrubSecrets(text: string, userName: string | null): string {
  const out = text
    .replace(JWT, '[token]')
    .replace(SCHEME, '$1 [token]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(OPAQUE, '[token]');
  return scrubUser(out, userName);
}

/** A message as it may be sent: secrets, the user name and amounts replaced, at most `max` long. */
export function scrubMessage(text: string, userName: string | null, max = 300): string {
  // an amount is scrubbed in each stretch between HTTP statuses (which stay)
  const out = scrubSecrets(text, userName)
    .split(HTTP_STATUS)
    .map((part, i) =>
      i % 2
        ? `HTTP ${part}`
        : part.replace(NUMBER, (n) =>
            n.replace(/\D/g, '').length >= 3 || /[.,]\d/.test(n) ? '#' : n,
          ),
    )
    .join('');
  return out.slice(0, max);
}

const FRAME = /^\s*at |@(?:https?|file):\/\//;

/**
 * A stack as it may be sent: its message lines scrubbed like a message, its frames kept (their line
 * and column numbers are what the collector resolves; chunk names are no one's data) without query
 * strings, tokens or the user name.
 */
export function scrubStack(stack: string, userName: string | null, max = 4000): string {
  return stack
    .split('\n')
    .map((line) =>
      FRAME.test(line)
        ? scrubUser(line.replace(/\?[^\s:)]*/g, '').replace(JWT, '[token]'), userName)
        : scrubMessage(line, userName),
    )
    .join('\n')
    .slice(0, max);
}
