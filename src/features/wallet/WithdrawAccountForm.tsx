import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  BANK_ACCOUNT_TYPES,
  checkWithdrawAccount,
  documentTypes,
  phoneCode,
  taxIdLabel,
  type PayMethod,
  type WithdrawAccountInput,
} from '../../../core/wallet';
import { useBrand } from '../../app/stores/brand';
import { Field } from '../account/forms';
import { accountErrorText, accountLabel, lengthText, methodLabel } from './account-rules';
import { errorText, fetchBankCodes, saveWithdrawAccount, type WithdrawAccount } from './wallet-api';
import { useLoad } from './use-load';

/** Methods paid into a bank account the player picks from the market's list (bankcode/get). */
const BANK_PICK: readonly PayMethod[] = ['BankTransfer', 'Transfiya'];

/**
 * A new withdraw account (account/elements/set) with the SPEC §5 rules checked as the player types them:
 * the account number's length by method, the CPF/RFC/CC tax id, the phone country code, Peru and Argentina
 * document types, the bank account type. The server checks the same rules (core/wallet).
 */
export function WithdrawAccountForm({
  methods,
  currency,
  onSaved,
  onCancel,
}: {
  methods: readonly PayMethod[];
  currency: string;
  onSaved(account: WithdrawAccount): void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const brandId = useBrand((s) => s.brand.id);
  const [method, setMethod] = useState<PayMethod>(methods[0]!);
  const [input, setInput] = useState<Omit<WithdrawAccountInput, 'method'>>({
    account_no: '',
    holder_name: '',
    tax_id: '',
    document_type: '',
    document_no: '',
    bank_account_type: '',
    bank_code: '',
  });
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const docs = method === 'BankTransfer' ? documentTypes(currency) : [];
  const tax = docs.length ? null : taxIdLabel(method);
  const code = phoneCode(method, currency);
  const isPhone = accountLabel(method, currency) === t`Phone number`;
  const bankTypes = method === 'BankTransfer';
  const wantsBank = BANK_PICK.includes(method);
  const banks = useLoad(fetchBankCodes, 'banks', wantsBank);
  const bankList = wantsBank ? (banks.data ?? []) : [];
  const full: WithdrawAccountInput = {
    method,
    ...input,
    ...(tax ? {} : { tax_id: '' }),
    ...(docs.length ? {} : { document_type: '', document_no: '' }),
    ...(bankTypes ? {} : { bank_account_type: '' }),
    ...(bankList.length ? {} : { bank_code: '' }),
  };
  const problem = checkWithdrawAccount(brandId, currency, full);
  const errorFor = (field: keyof WithdrawAccountInput) =>
    tried && problem?.field === field ? accountErrorText(problem.error, method) : null;
  const set = (field: keyof WithdrawAccountInput) => (value: string) => {
    setInput((s) => ({ ...s, [field]: value }));
    setFailure(null);
  };

  const submit = async () => {
    setTried(true);
    if (problem || pending) return;
    setPending(true);
    setFailure(null);
    try {
      onSaved(await saveWithdrawAccount(full));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="wallet-form pay-box"
      aria-label={t`New withdrawal account`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t`New withdrawal account`}</h2>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {methods.length > 1 && (
        <div className="segmented" role="radiogroup" aria-label={t`Withdrawal method`}>
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === method}
              aria-selected={m === method}
              className="segmented-item"
              onClick={() => setMethod(m)}
            >
              {methodLabel(m)}
            </button>
          ))}
        </div>
      )}
      <Field
        label={accountLabel(method, currency)}
        value={input.account_no}
        onChange={set('account_no')}
        inputMode={isPhone || method === 'SPEI' ? 'numeric' : 'text'}
        maxLength={64}
        autoComplete="off"
        error={errorFor('account_no')}
        trailing={
          isPhone && code ? (
            <span className="field-prefix" aria-label={t`Country code +${code}`}>
              +{code}
            </span>
          ) : undefined
        }
      />
      {!errorFor('account_no') && <p className="field-hint">{t`${lengthText(method)} characters.`}</p>}
      <Field
        label={t`Account holder`}
        value={input.holder_name ?? ''}
        onChange={set('holder_name')}
        autoComplete="name"
        maxLength={64}
        error={errorFor('holder_name')}
      />
      {tax && (
        <Field
          label={tax}
          value={input.tax_id ?? ''}
          onChange={set('tax_id')}
          inputMode={tax === 'RFC' ? 'text' : 'numeric'}
          maxLength={18}
          autoComplete="off"
          error={errorFor('tax_id')}
        />
      )}
      {docs.length > 0 && (
        <>
          <div className="field">
            <span className="field-label" id="doc-type-label">
              {t`Document type`}
            </span>
            <div className="segmented" role="radiogroup" aria-labelledby="doc-type-label">
              {docs.map((d) => (
                <button
                  key={d}
                  type="button"
                  role="radio"
                  aria-checked={input.document_type === d}
                  aria-selected={input.document_type === d}
                  className="segmented-item"
                  onClick={() => set('document_type')(d)}
                >
                  {d}
                </button>
              ))}
            </div>
            {errorFor('document_type') && <p className="field-error">{errorFor('document_type')}</p>}
          </div>
          <Field
            label={t`Document number`}
            value={input.document_no ?? ''}
            onChange={set('document_no')}
            inputMode="numeric"
            maxLength={16}
            autoComplete="off"
            error={errorFor('document_no')}
          />
        </>
      )}
      {bankList.length > 0 && (
        <div className="field">
          <label className="field-label" htmlFor="withdraw-bank">
            {t`Bank`}
          </label>
          <select
            id="withdraw-bank"
            className="wallet-select"
            value={input.bank_code ?? ''}
            onChange={(e) => set('bank_code')(e.target.value)}
          >
            <option value="">{t`Choose your bank`}</option>
            {bankList.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {bankTypes && (
        <div className="field">
          <span className="field-label" id="bank-type-label">
            {t`Account type`}
          </span>
          <div className="segmented" role="radiogroup" aria-labelledby="bank-type-label">
            {BANK_ACCOUNT_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={input.bank_account_type === type}
                aria-selected={input.bank_account_type === type}
                className="segmented-item"
                onClick={() => set('bank_account_type')(type)}
              >
                {type === 'savings' ? t`Savings` : t`Checking`}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="confirm-actions">
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={pending} aria-busy={pending}>
          {t`Save account`}
        </button>
      </div>
    </form>
  );
}
