import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { contactMessages } from '../../../i18n/groups/contact';
import { registerGroup } from '../../../i18n/translate';
import { openWidget } from '../../platform/actions';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { TicketForm } from './ticket-form';

registerGroup(contactMessages);

/**
 * The ways to reach support (SPEC §2/§6), for the contact page and the contact popup alike: live chat for players
 * only (it opens the platform's chat), the support e-mail and hours from config, and the ticket form.
 */
export default function ContactPanel({ intro = true }: { intro?: boolean }) {
  const stores = useStores();
  const { t } = useI18n();
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const { email, hours } = stores.site.support;
  // Ids of its own: the popup's panel can be open over the contact page's.
  const id = useId();
  return (
    <div className="contact">
      {intro && <p className="contact__intro">{t('contact.intro')}</p>}
      <div className="contact__ways">
        {loggedIn && (
          <section className="contact__way" aria-labelledby={`${id}-chat`}>
            <h2 id={`${id}-chat`}>{t('contact.chatTitle')}</h2>
            <p>{t('contact.chatText')}</p>
            <button type="button" className="btn btn--gold btn--small" onClick={() => openWidget(stores, 'chat')}>
              {t('contact.chat')}
            </button>
          </section>
        )}
        <section className="contact__way" aria-labelledby={`${id}-email`}>
          <h2 id={`${id}-email`}>{t('contact.emailTitle')}</h2>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          {hours && <p className="contact__hours">{t('contact.hours', { hours })}</p>}
        </section>
      </div>
      <TicketForm />
    </div>
  );
}
