import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../app/stores/brand';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';

/** /forbidden: the area check said this country may not use the brand (SPEC §4, §6). */
export default function ForbiddenPage() {
  const { t } = useLingui();
  const email = useBrand((s) => s.brand.supportEmail);
  return (
    <Page title={t`Not available in your region`}>
      <EmptyState
        title={t`Access restricted`}
        action={
          <a className="button button-secondary" href={`mailto:${email}`}>
            {t`Contact support`}
          </a>
        }
      >
        {t`Our service is not available in your country or region. If you think this is a mistake, write to ${email}.`}
      </EmptyState>
    </Page>
  );
}
