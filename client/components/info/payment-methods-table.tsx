import type { PaymentMethods } from '../../contracts/content';
import { useI18n } from '../use-i18n';

/** 'deposit-visa' → 'Visa', 'apple-pay' → 'Apple Pay': the method's name for its logo's alt text (the feed has none). */
export function methodName(helpPage: string): string {
  return helpPage
    .replace(/^deposit-/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * SPEC §2 payments table of the 'deposit-methods' page: logo, deposit time, withdrawal time, currencies, with the
 * platform's translated headings. A logo links to that method's help page: the info popup takes the click over, and
 * it stays a real link for a new tab or no JavaScript.
 */
export function PaymentMethodsTable({ methods }: { methods: PaymentMethods | null }) {
  const { t, href } = useI18n();
  if (!methods) return <p role="status">{t('info.paymentsUnavailable')}</p>;
  const { page } = methods;
  return (
    <div className="payments">
      {page.intro && <p>{page.intro}</p>}
      <div className="payments__scroll">
        <table className="payments__table">
          <thead>
            <tr>
              <th scope="col">{page.logoHeading}</th>
              <th scope="col">{page.depositTimeHeading}</th>
              <th scope="col">{page.withdrawalTimeHeading}</th>
              <th scope="col">{page.currenciesHeading}</th>
            </tr>
          </thead>
          <tbody>
            {methods.methods.map((m, i) => {
              const name = methodName(m.helpPage) || `#${i + 1}`;
              const logo = m.logo ? <img src={m.logo} alt={name} width={96} height={40} loading="lazy" /> : <span>{name}</span>;
              return (
                <tr key={`${m.helpPage}-${i}`}>
                  <th scope="row">
                    {m.helpPage ? (
                      <a className="payments__logo" href={href(`/info/${m.helpPage}/`)} data-info-page={m.helpPage}>
                        {logo}
                      </a>
                    ) : (
                      logo
                    )}
                  </th>
                  <td>{m.depositTime}</td>
                  <td>{m.withdrawalTime}</td>
                  <td>{m.currencies.join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page.note && <p>{page.note}</p>}
    </div>
  );
}
