import { infoMessages } from '../../../i18n/groups/info';
import { registerGroup } from '../../../i18n/translate';
import type { InfoPageData } from '../../contracts/page-data';
import { HtmlContent } from '../html-content';
import { PaymentMethodsTable } from './payment-methods-table';

registerGroup(infoMessages);

/** An info page's body, the same on the /info/{id}/ page and in the popup: the platform's HTML, and the payments table. */
export function InfoContent({ data }: { data: InfoPageData }) {
  return (
    <>
      <HtmlContent html={data.html} />
      {data.paymentMethods !== undefined && <PaymentMethodsTable methods={data.paymentMethods} />}
    </>
  );
}
