import { useLingui } from '@lingui/react/macro';
import { DepositWait } from './DepositWaitPage';
import { WalletFrame } from './WalletFrame';

/**
 * /thaiqr-pay and /th-bank-page (SPEC §2): the Thai payment screens. The deposit page sends a ThaiQR order
 * and a transfer in baht here (core/wallet/wait-page.ts); each shows the order the way /deposit-wait does (the
 * QR and copy code, or the bank, account and reference, with the expiry countdown), checked by the engine
 * every 10 s, and moves on to /deposit-result when it is paid, failed or expired.
 */
export function ThaiQrPayPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`ThaiQR payment`}>
      <DepositWait
        intro={
          <p className="wallet-note">
            {t`Open your Thai bank app, choose Scan QR (PromptPay) and pay the exact amount before the code expires.`}
          </p>
        }
      />
    </WalletFrame>
  );
}

export function ThaiBankPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`Thai bank transfer`}>
      <DepositWait
        intro={
          <p className="wallet-note">
            {t`Transfer the exact amount from your Thai bank account and put the reference in the transfer note.`}
          </p>
        }
      />
    </WalletFrame>
  );
}
