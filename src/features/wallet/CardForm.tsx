import { useLingui } from '@lingui/react/macro';
import { Field } from '../account/forms';
import type { CardError, CardInput } from './card';

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', holder: '' };

/**
 * The card method's fields, sent with payin/order/create (the sandbox provider takes them there; a real
 * provider would get them in its own hosted frame). `problem` is the first failing field once the player
 * tried to pay.
 */
export function CardFields({
  card,
  onChange,
  problem,
}: {
  card: CardInput;
  onChange(card: CardInput): void;
  problem: CardError | null;
}) {
  const { t } = useLingui();
  const message = (field: CardError) => {
    if (problem !== field) return null;
    switch (field) {
      case 'number':
        return t`Check the card number.`;
      case 'expiry':
        return t`Enter a valid expiry date (MM/YY).`;
      case 'cvc':
        return t`Enter the 3 or 4 digits on the back of the card.`;
      case 'holder':
        return t`Enter the name on the card.`;
    }
  };
  return (
    <fieldset className="wallet-fieldset pay-box">
      <legend className="field-label">{t`Card`}</legend>
      <Field
        label={t`Card number`}
        value={card.number}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        onChange={(v) =>
          onChange({
            ...card,
            number: v
              .replace(/\D/g, '')
              .slice(0, 19)
              .replace(/(\d{4})(?=\d)/g, '$1 '),
          })
        }
        error={message('number')}
      />
      <div className="field-pair">
        <Field
          label={t`Expiry (MM/YY)`}
          value={card.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          onChange={(v) => {
            const d = v.replace(/\D/g, '').slice(0, 4);
            onChange({ ...card, expiry: d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d });
          }}
          error={message('expiry')}
        />
        <Field
          label={t`CVC`}
          value={card.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          onChange={(v) => onChange({ ...card, cvc: v.replace(/\D/g, '').slice(0, 4) })}
          error={message('cvc')}
        />
      </div>
      <Field
        label={t`Name on card`}
        value={card.holder}
        autoComplete="cc-name"
        maxLength={64}
        onChange={(v) => onChange({ ...card, holder: v })}
        error={message('holder')}
      />
    </fieldset>
  );
}
