/**
 * The value of a JSON data block the host's server wrote into the document
 * (`<script type="application/json" id="…">`, src/server/data-block.ts); undefined when there is none
 * or it is not JSON. Its shape is the reader's to check.
 */
export function readDataBlock(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
