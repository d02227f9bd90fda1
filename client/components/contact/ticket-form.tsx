import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import {
  EMPTY_DRAFT,
  fieldProblem,
  hasProblems,
  MESSAGE_MAX,
  NAME_MAX,
  TICKET_FIELDS,
  TICKET_SUBJECTS,
  validateTicket,
  type TicketField,
  type TicketProblem,
  type TicketProblems,
  type TicketSession,
} from '../../contracts/ticket';
import type { MessageKey } from '../../../i18n/messages/en';
import type { SessionDetails } from '../../platform/framework';
import { readSession } from '../../platform/read-session';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { sendTicket, type SendResult } from '../../ticket/send-ticket';
import { clearDraft, newKey } from '../../ticket/ticket-draft';
import { useCaptcha } from './use-captcha';
import { useTicketDraft } from './use-ticket-draft';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

const sessionOf = (d: SessionDetails): TicketSession => ({
  playerId: String(d.PlayerID ?? ''),
  restriction: String(d.PlayerRestrictionType ?? ''),
  registrationDate: String(d.PlayerRegistrationDate ?? ''),
  countryCode: String(d.CountryCode ?? ''),
  language: String(d.PlayerLanguage ?? ''),
  loyaltyLevel: String(d.PlayerVIPLevel ?? ''),
  sessionToken: String(d.SessionToken ?? ''),
});

/**
 * The support ticket pre-chat form (SPEC §2/§5): name, surname, e-mail, subject, message. Fields are checked on blur
 * and on submit with the worker's own rules; messages sit under their fields, are tied to them (aria-describedby)
 * and announced. Nothing typed is ever lost: the draft is in sessionStorage until the worker confirms the ticket, and
 * every failure keeps the fields as they are and says what to do. One request at a time, one ticket per draft.
 */
export function TicketForm() {
  const stores = useStores();
  const { t, locale } = useI18n();
  const account = useSnapshot(stores.account);
  const support = stores.site.support;
  const id = useId();
  const [problems, setProblems] = useState<TicketProblems>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The other form's ticket was sent: its draft is gone, and this form's problems with it.
  const { draft, setDraft, hydrated, key, onOtherForm } = useTicketDraft(stores, account.isLoggedIn, status.kind === 'sent', () => setProblems({}));
  const slot = useRef<HTMLDivElement>(null);
  const [captcha, loadCaptcha] = useCaptcha(support.captcha, slot);
  // What a blur found, said once by a polite live region (the message also stays under its field).
  const [notice, setNotice] = useState('');
  // The key a request was made with: editing the draft afterwards makes it another draft, with a key of its own.
  const triedWith = useRef<string | null>(null);
  const fields = useRef<Partial<Record<TicketField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const summary = useRef<HTMLDivElement>(null);

  // Back online: an offline notice goes (the spam check loads again by itself, useCaptcha).
  useEffect(() => {
    const online = () => setStatus((s) => (s.kind === 'failed' && s.message === t('contact.failed.offline') ? { kind: 'idle' } : s));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  const change = (field: TicketField, value: string) => {
    if (triedWith.current === key.current) key.current = newKey();
    setDraft((d) => ({ ...d, [field]: value }));
    // A shown problem goes as soon as the field is right; a new one waits for blur or submit.
    if (problems[field]) setProblems((p) => withProblem(p, field, fieldProblem(field, { ...draft, [field]: value })));
  };
  const blur = (field: TicketField) => {
    const text = draft[field];
    // Leaving an untouched empty field is not an error yet (tabbing through the form).
    if (text === '' && !problems[field]) return;
    const problem = fieldProblem(field, draft);
    setProblems((p) => withProblem(p, field, problem));
    setNotice(problem && problem !== problems[field] ? t(`contact.error.${problem}` as MessageKey, { max: MESSAGE_MAX }) : '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateTicket(draft);
    setProblems(found);
    if (hasProblems(found)) {
      setStatus({ kind: 'failed', message: t('contact.failed.invalid') });
      fields.current[TICKET_FIELDS.find((f) => found[f])!]?.focus();
      return;
    }
    // Offline (issue 28): say so, not that the spam check failed; the draft stays where it is (sessionStorage).
    if (isOffline()) {
      setStatus({ kind: 'failed', message: t('contact.failed.offline') });
      summary.current?.focus();
      return;
    }
    if (captcha.kind !== 'ready') return;
    setStatus({ kind: 'sending' });
    let result: SendResult;
    try {
      const [captchaToken, details] = await Promise.all([captcha.captcha.token(), readSession(stores)]);
      triedWith.current = key.current;
      result = await sendTicket({ ...draft, locale, captchaToken, idempotencyKey: key.current, session: details ? sessionOf(details) : null });
    } catch {
      // The captcha's token could not be had: because the connection dropped meanwhile, or a real captcha failure.
      result = isOffline() ? { ok: false, code: 'offline' } : { ok: false, code: 'captcha', error: t('contact.failed.captcha', { email: support.email }) };
    }
    if (result.ok) {
      clearDraft(onOtherForm);
      setStatus({ kind: 'sent', email: draft.email.trim() });
      return;
    }
    if (result.fields) setProblems(result.fields);
    setStatus({ kind: 'failed', message: failureText(result) });
    summary.current?.focus();
  };

  const failureText = (result: Extract<SendResult, { ok: false }>) => {
    if (result.code === 'offline') return t('contact.failed.offline');
    if (result.code === 'network') return t('contact.failed.unavailable', { email: support.email });
    return result.error || t('contact.failed.unavailable', { email: support.email });
  };

  const another = () => {
    key.current = newKey();
    triedWith.current = null;
    setDraft((d) => ({ ...EMPTY_DRAFT, name: d.name, surname: d.surname, email: d.email }));
    setProblems({});
    setStatus({ kind: 'idle' });
  };

  if (status.kind === 'sent') {
    return (
      <div className="ticket-form__done" role="status">
        <p>{t('contact.sent', { email: status.email })}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={another}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  const message = (field: TicketField) => problems[field] && <ProblemText id={`${id}-${field}-problem`} problem={problems[field]} />;
  const described = (field: TicketField, extra?: string) => [problems[field] ? `${id}-${field}-problem` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const nameProblem = problems.name ?? problems.surname;
  const control = (field: TicketField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void (fields.current[field] = el),
    onBlur: () => blur(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-required': true,
  });
  const sending = status.kind === 'sending';

  return (
    <form className="ticket-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ticket-form__title">
        {t('contact.formTitle')}
      </h2>
      <div className="ticket-form__pair">
        <div className="ticket-form__field">
          <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
          <input {...control('name')} type="text" autoComplete="given-name" maxLength={NAME_MAX} onChange={(e) => change('name', e.target.value)} aria-describedby={nameProblem ? `${id}-name-problem` : undefined} />
        </div>
        <div className="ticket-form__field">
          <label htmlFor={`${id}-surname`}>{t('contact.surname')}</label>
          <input {...control('surname')} type="text" autoComplete="family-name" maxLength={NAME_MAX} onChange={(e) => change('surname', e.target.value)} aria-describedby={nameProblem ? `${id}-name-problem` : undefined} />
        </div>
        {/* SPEC §5 has one message for the pair. */}
        {nameProblem && <ProblemText id={`${id}-name-problem`} problem={nameProblem} />}
      </div>
      <div className="ticket-form__field">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input {...control('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} onChange={(e) => change('email', e.target.value)} aria-describedby={described('email')} />
        {message('email')}
      </div>
      <div className="ticket-form__field">
        <label htmlFor={`${id}-subject`}>{t('contact.subject')}</label>
        <select {...control('subject')} onChange={(e) => change('subject', e.target.value)} aria-describedby={described('subject')}>
          <option value="">{t('contact.subjectPlaceholder')}</option>
          {TICKET_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`contact.subject.${s}` as MessageKey)}
            </option>
          ))}
        </select>
        {message('subject')}
      </div>
      <div className="ticket-form__field">
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea {...control('message')} rows={6} onChange={(e) => change('message', e.target.value)} aria-describedby={described('message', `${id}-counter`)} />
        <div className="ticket-form__under">
          {message('message')}
          <span id={`${id}-counter`} className={`ticket-form__counter${draft.message.length > MESSAGE_MAX ? ' ticket-form__counter--over' : ''}`}>
            {t('contact.counter', { count: draft.message.length, max: MESSAGE_MAX })}
          </span>
        </div>
      </div>

      <div ref={summary} tabIndex={-1} className="ticket-form__status" role="alert" aria-live="assertive">
        {status.kind === 'failed' && <p className="ticket-form__failed">{status.message}</p>}
        {captcha.kind === 'failed' && (
          <div className="ticket-form__failed">
            <p>{isOffline() ? t('contact.failed.offline') : t('contact.captchaUnavailable', { email: support.email })}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={loadCaptcha}>
              {t('contact.retry')}
            </button>
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      <p className="ticket-form__note">{t('contact.draftNote')}</p>
      {/* The captcha service renders its widget and badge here. */}
      <div ref={slot} className="ticket-form__captcha" />
      <button type="submit" className="btn btn--gold ticket-form__send" disabled={!hydrated || sending || captcha.kind !== 'ready'} aria-busy={sending || undefined}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {sending ? t('contact.sending') : status.kind === 'failed' && !hasProblems(problems) ? t('contact.retry') : t('contact.send')}
      </button>
    </form>
  );
}

/** The browser knows it has no connection (navigator.onLine is only ever trusted when false). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function ProblemText({ id, problem }: { id: string; problem: TicketProblem }) {
  const { t } = useI18n();
  return (
    <p id={id} className="ticket-form__problem">
      {t(`contact.error.${problem}` as MessageKey, { max: MESSAGE_MAX })}
    </p>
  );
}

function withProblem(problems: TicketProblems, field: TicketField, problem: TicketProblem | undefined): TicketProblems {
  const next = { ...problems };
  if (problem) next[field] = problem;
  else delete next[field];
  // Name and surname share one message: fixing one clears it only once both are right.
  if ((field === 'name' || field === 'surname') && problem === undefined) {
    const other = field === 'name' ? 'surname' : 'name';
    if (next[other] === 'nameRequired' && problems[other] === undefined) delete next[other];
  }
  return next;
}
