/**
 * Business codes the client translates instead of showing the server's English `msg`. The i18n
 * module registers the translator at start-up (common:codes.<code>), so the API layer needs no i18n
 * import; without a translator or a translation the server message is used.
 */
export type CodeTranslator = (code: number, data: unknown) => string | null;

let translator: CodeTranslator | null = null;

export function setCodeTranslator(next: CodeTranslator | null): void {
  translator = next;
}

/** The translated message of a business code, or null to keep the server's. */
export function codeMessage(code: number, data: unknown): string | null {
  try {
    return translator?.(code, data) || null;
  } catch {
    return null;
  }
}
