/** The phone layout of the list (match-row.module.css stacks a row and shows one market column). */
export const NARROW_QUERY = '(max-width: 719px)';
