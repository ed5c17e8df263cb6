export interface WinnerRow {
  userName: string;
  amount: number;
}

/** Recent winners (masked names) with a prize, at most eight. */
export function winnersOf(rows: ReadonlyArray<Record<string, unknown>> | undefined): WinnerRow[] {
  return (rows ?? [])
    .map((r) => ({
      userName: typeof r.userName === 'string' ? r.userName : '',
      amount: typeof r.amount === 'number' && Number.isFinite(r.amount) ? r.amount : 0,
    }))
    .filter((r) => r.userName && r.amount > 0)
    .slice(0, 8);
}
