import type { TFunction } from 'i18next';
import type { Mechanic } from './catalog';

export interface MechanicTexts {
  kicker: string;
  tagline: string;
  rules: string[];
}

/** The short label of each mechanic (literal keys, so the extractor sees every one). */
const KICKER_KEYS = {
  progress: 'kicker.progress',
  signIn: 'kicker.signIn',
  ranking: 'kicker.ranking',
  prediction: 'kicker.prediction',
  rebate: 'kicker.rebate',
  giftBox: 'kicker.giftBox',
  wheel: 'kicker.wheel',
  invite: 'kicker.invite',
} as const satisfies Record<Mechanic, string>;

/**
 * The short label of every mechanic, one translation each: a list of many activities asks for the
 * label only (the full texts are five translations per call; the directory's ~70 tiles cost ~35 ms
 * of render on a desktop CPU that way, issue 16).
 */
export function mechanicKickers(t: TFunction<'activities'>): Record<Mechanic, string> {
  const kickers = {} as Record<Mechanic, string>;
  for (const mechanic of Object.keys(KICKER_KEYS) as Mechanic[])
    kickers[mechanic] = t(KICKER_KEYS[mechanic]);
  return kickers;
}

/** Hero and rules texts of each mechanic (literal keys, so the extractor sees every one). */
export function mechanicTexts(t: TFunction<'activities'>, mechanic: Mechanic): MechanicTexts {
  switch (mechanic) {
    case 'progress':
      return {
        kicker: t('kicker.progress'),
        tagline: t('tagline.progress'),
        rules: [t('how.progress.r1'), t('how.progress.r2'), t('how.progress.r3')],
      };
    case 'signIn':
      return {
        kicker: t('kicker.signIn'),
        tagline: t('tagline.signIn'),
        rules: [t('how.signIn.r1'), t('how.signIn.r2'), t('how.signIn.r3')],
      };
    case 'ranking':
      return {
        kicker: t('kicker.ranking'),
        tagline: t('tagline.ranking'),
        rules: [t('how.ranking.r1'), t('how.ranking.r2'), t('how.ranking.r3')],
      };
    case 'prediction':
      return {
        kicker: t('kicker.prediction'),
        tagline: t('tagline.prediction'),
        rules: [t('how.prediction.r1'), t('how.prediction.r2'), t('how.prediction.r3')],
      };
    case 'rebate':
      return {
        kicker: t('kicker.rebate'),
        tagline: t('tagline.rebate'),
        rules: [t('how.rebate.r1'), t('how.rebate.r2'), t('how.rebate.r3')],
      };
    case 'giftBox':
      return {
        kicker: t('kicker.giftBox'),
        tagline: t('tagline.giftBox'),
        rules: [t('how.giftBox.r1'), t('how.giftBox.r2'), t('how.giftBox.r3')],
      };
    case 'wheel':
      return {
        kicker: t('kicker.wheel'),
        tagline: t('tagline.wheel'),
        rules: [t('how.wheel.r1'), t('how.wheel.r2'), t('how.wheel.r3')],
      };
    case 'invite':
      return {
        kicker: t('kicker.invite'),
        tagline: t('tagline.invite'),
        rules: [t('how.invite.r1'), t('how.invite.r2'), t('how.invite.r3')],
      };
  }
}
