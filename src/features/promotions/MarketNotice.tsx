import { useLingui } from '@lingui/react/macro';

/**
 * Why a promotion page lacks sign-up or deposit bonuses: the brand's market profile forbids them (the
 * server's `restriction`, server/promotions/market.ts: 'market' sign-up bonuses, 'market_deposit' deposit
 * bonuses, 'market_all' both). Nothing for ''.
 */
export function MarketNotice({ restriction }: { restriction: string | undefined }) {
  const { t } = useLingui();
  const text =
    restriction === 'market'
      ? t`Sign-up bonuses are not offered here: the gambling rules of this market do not allow them.`
      : restriction === 'market_deposit'
        ? t`Deposit bonuses are not offered here: the gambling rules of this market do not allow them.`
        : restriction === 'market_all'
          ? t`Sign-up and deposit bonuses are not offered here: the gambling rules of this market do not allow them.`
          : null;
  if (!text) return null;
  return (
    <p className="promo-notice" role="note">
      {text}
    </p>
  );
}
