import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { EmailRegister } from '../../../core/contract/schemas/user';
import { parseMajorToMinor } from '../../../core/money/parse';
import { cpfDigits, isValidCpf } from '../../../core/rg/cpf';
import { ageOn, registrationNeeds } from '../../../core/rg/registration';
import { useTopic } from '../../platform/engine-bridge';
import { Field } from '../account/forms';
import { useWalletCurrency } from '../wallet/money';
import { NO_PARAMS } from './rg-api';
import './rg.css';

export type RegistrationExtras = Pick<
  EmailRegister,
  'terms_accepted' | 'age_confirmed' | 'birth_date' | 'cpf' | 'limits'
>;

const SESSION_CHOICES = [0, 30, 60, 120, 240];

/**
 * What the market's registration asks besides e-mail and password (issue #21), from the brand's profile (the
 * rgStatus topic answers a guest too): the terms and the minimum age always, the date of birth and the CPF
 * where the profile requires them, and a daily deposit limit and a session-time limit where it offers limits
 * at registration. The server checks every one again.
 */
export function useRegistrationFields(tried: boolean, now: number) {
  const { t } = useLingui();
  const currency = useWalletCurrency();
  const profile = useTopic('rgStatus', NO_PARAMS).data?.profile;
  const needs = profile ? registrationNeeds(profile) : null;
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [birth, setBirth] = useState('');
  const [cpf, setCpf] = useState('');
  const [deposit, setDeposit] = useState('');
  const [session, setSession] = useState(0);
  const minAge = needs?.minAge ?? 18;

  const age = birth ? ageOn(birth, now) : null;
  const depositMinor = deposit.trim() ? parseMajorToMinor(deposit, currency) : null;
  const errors = {
    terms: terms ? null : t`Accept the terms and conditions to register.`,
    adult: adult ? null : t`Confirm that you are ${minAge} or older to register.`,
    birth: !needs?.birthDate
      ? null
      : age === null
        ? t`Enter your date of birth (day, month, year).`
        : age < minAge
          ? t`You must be ${minAge} or older to register.`
          : null,
    cpf:
      needs?.document !== 'cpf'
        ? null
        : !cpf.trim()
          ? t`Enter your CPF to register.`
          : !isValidCpf(cpf)
            ? t`This CPF is not valid: check its 11 digits.`
            : null,
    deposit: deposit.trim() && (depositMinor === null || depositMinor <= 0) ? t`Enter an amount.` : null,
  };
  const show = (e: string | null) => (tried ? e : null);
  // Terms and age are asked everywhere; the market's own fields once its profile is known (the server checks).
  const valid = Object.values(errors).every((e) => e === null);
  const limits: NonNullable<EmailRegister['limits']> = {};
  if (needs?.limits && depositMinor) limits.deposit_day = depositMinor;
  if (needs?.limits && session) limits.session_minutes = session;
  const extras: RegistrationExtras = {
    terms_accepted: terms,
    age_confirmed: adult,
    ...(needs?.birthDate && birth ? { birth_date: birth } : {}),
    ...(needs?.document === 'cpf' ? { cpf: cpfDigits(cpf) ?? cpf.trim() } : {}),
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
  };

  const element = (
    <>
      {needs?.birthDate && (
        <Field
          label={t`Date of birth`}
          type="date"
          value={birth}
          onChange={setBirth}
          autoComplete="bday"
          error={show(errors.birth)}
        />
      )}
      {needs?.document === 'cpf' && (
        <Field
          label={t`CPF`}
          value={cpf}
          onChange={setCpf}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          error={show(errors.cpf)}
        />
      )}
      {needs?.limits && (
        <fieldset className="reg-limits">
          <legend>{t`Play limits (optional)`}</legend>
          <p className="field-hint">{t`You can change them later in Responsible gaming. A lower limit applies at once.`}</p>
          <Field
            label={t`Daily deposit limit (${currency})`}
            value={deposit}
            onChange={setDeposit}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            error={show(errors.deposit)}
          />
          <label className="reg-select">
            <span className="field-label">{t`Session time limit`}</span>
            <select
              className="field-select"
              value={session}
              onChange={(e) => setSession(Number(e.target.value))}
            >
              {SESSION_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {m === 0
                    ? t`No limit`
                    : m < 60
                      ? t`${m} minutes`
                      : m === 60
                        ? t`1 hour`
                        : t`${m / 60} hours`}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      <Check checked={adult} onChange={setAdult} error={show(errors.adult)}>
        {t`I am ${minAge} or older`}
      </Check>
      <Check checked={terms} onChange={setTerms} error={show(errors.terms)}>
        {t`I accept the terms and conditions and the privacy policy`}{' '}
        <Link to="/privacy" className="reg-terms-link">
          {t`Read`}
        </Link>
      </Check>
    </>
  );
  return { element, valid, extras };
}

function Check({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="reg-check">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        <span>{children}</span>
      </label>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
