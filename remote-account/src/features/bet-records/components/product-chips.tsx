import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';

export interface ProductChipsProps {
  products: string[];
  active: string | null;
  onChange: (product: string | null) => void;
}

/**
 * All / one chip per product on the loaded page, with a note that says what it filters: this page
 * only (the server has no product filter), never the totals. Nothing when the page has one product.
 */
export function ProductChips({ products, active, onChange }: ProductChipsProps) {
  const { t } = useTranslation(NS);
  if (products.length < 2) return null;
  return (
    <div>
      <div
        className={ui.segmented}
        role="group"
        aria-label={t('bets.product')}
        aria-describedby="bets-product-note"
      >
        {[null, ...products].map((p) => (
          <button
            key={p ?? ''}
            type="button"
            className={ui.ghost}
            aria-pressed={active === p}
            onClick={() => onChange(p)}
          >
            {p ?? t('bets.productAll')}
          </button>
        ))}
      </div>
      <p id="bets-product-note" className={ui.muted} data-testid="bets-product-note">
        {t('bets.productNote')}
      </p>
    </div>
  );
}
