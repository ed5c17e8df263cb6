import { readDataBlock } from './read-data-block';

/**
 * The first reads' guest answers the host's server may write into the document for `/`
 * (src/server/first-screen-answers.ts): `<script type="application/json" id="first-screen">`.
 */
export interface FirstScreenBlock {
  /** The language the answers are in. */
  language: string;
  /** Each read's answer body, by its path. */
  answers: Record<string, unknown>;
}

export const FIRST_SCREEN_BLOCK_ID = 'first-screen';

/**
 * The block, when it is in `language` and well-formed; null otherwise (no block, another language, a
 * broken one): the page then paints from its own calls' answers, as without a block.
 */
export function servedFirstScreen(doc: Document, language: string): FirstScreenBlock | null {
  const block = readDataBlock(doc, FIRST_SCREEN_BLOCK_ID) as Partial<FirstScreenBlock> | undefined;
  const answers = block?.answers;
  if (block?.language !== language || !answers || typeof answers !== 'object') return null;
  return Array.isArray(answers) ? null : { language, answers };
}
