/**
 * The VIP badge set (SPEC §3 levels 0–11): seven materials, iron to crown, each level above iron
 * a step within its material. Pure, so the set can be checked without drawing it.
 */
export type VipMaterial = 'iron' | 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond' | 'crown';

export interface VipTier {
  level: number;
  material: VipMaterial;
  /** 1 or 2 within a two-level material; 0 for iron and crown, which have one level each. */
  step: number;
  /** Gradient stops, light to dark, and the deep edge colour. */
  metal: [string, string, string];
  /** What frames the badge: a plain shield, laurel, wings, a cut gem, or a crown above. */
  frame: 'shield' | 'laurel' | 'wings' | 'gem' | 'crown';
}

const MATERIALS: [VipMaterial, VipTier['frame'], [string, string, string]][] = [
  ['iron', 'shield', ['#c3cad4', '#6b7684', '#2a313b']],
  ['bronze', 'shield', ['#f6c196', '#b86d33', '#55290b']],
  ['silver', 'laurel', ['#ffffff', '#b3bdca', '#4f5b6c']],
  ['gold', 'wings', ['#fff3ad', '#f0b90b', '#7f5200']],
  ['platinum', 'gem', ['#f0fdff', '#93d0d9', '#2f6470']],
  ['diamond', 'gem', ['#e3f8ff', '#3fb8ff', '#0a4a86']],
  ['crown', 'crown', ['#f7d2ff', '#a13ae0', '#3b0866']],
];

/** Clamps any input to a whole level 0–11 (NaN and non-numbers read as 0). */
export function clampVipLevel(level: unknown): number {
  const n = typeof level === 'number' ? Math.trunc(level) : Number.NaN;
  return Number.isFinite(n) ? Math.max(0, Math.min(11, n)) : 0;
}

/** The tier of a level: iron 0, bronze 1–2, silver 3–4, gold 5–6, platinum 7–8, diamond 9–10, crown 11. */
export function vipTier(level: unknown): VipTier {
  const safe = clampVipLevel(level);
  const group = safe === 0 ? 0 : safe === 11 ? 6 : Math.ceil(safe / 2);
  const step = group === 0 || group === 6 ? 0 : safe - (group * 2 - 2);
  const [material, frame, metal] = MATERIALS[group]!;
  return { level: safe, material, step, metal, frame };
}
