/**
 * The support ticket between the contact form and the worker (POST /api/support/ticket). The same rules run in the
 * browser (on blur and on submit) and again in the worker, so a message the worker refuses with is one the form
 * would have shown (SPEC §5; docs/decisions/018-support-ticket.md).
 */

/** What the player types. */
export interface TicketDraft {
  name: string;
  surname: string;
  email: string;
  /** One of TICKET_SUBJECTS. */
  subject: string;
  message: string;
}

export type TicketField = keyof TicketDraft;

/** The topics players write about most; 'other' keeps the select from ever forcing a wrong one. */
export const TICKET_SUBJECTS = ['account', 'deposit', 'withdrawal', 'bonus', 'game', 'verification', 'responsible-gambling', 'other'] as const;

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
/** Long enough for a detailed report, short enough to stay far below the 16 KB body cap in any script. */
export const MESSAGE_MAX = 2000;
/** Bodies over this are refused (413) before they are parsed. */
export const TICKET_BODY_MAX_BYTES = 16_384;

/** The session facts a logged-in player's browser reads from the platform framework (SPEC §3) and sends along. */
export interface TicketSession {
  playerId: string;
  restriction: string;
  registrationDate: string;
  countryCode: string;
  language: string;
  loyaltyLevel: string;
  /** The platform checks it when the ticket arrives; the worker forwards it and trusts nothing else of this object. */
  sessionToken: string;
}

/** The JSON body the form posts. */
export interface TicketRequest extends TicketDraft {
  /** The page's locale ('en', 'en-ca', 'en-ie', 'fi', 'es'): the worker answers in it and files the ticket's language. */
  locale: string;
  captchaToken: string;
  /** One per draft (a UUID): a retry after a timeout files the ticket once. */
  idempotencyKey: string;
  session: TicketSession | null;
}

/** Why a field is refused; the form and the worker map each to a message in the page's language. */
export type TicketProblem = 'nameRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired' | 'messageTooLong';

export type TicketProblems = Partial<Record<TicketField, TicketProblem>>;

/** What the worker answers. `error` is the form's message, already in the request's language. */
export type TicketResponse =
  | { ok: true; replayed?: boolean }
  | { ok: false; code: TicketErrorCode; error: string; fields?: TicketProblems; retryAfter?: number };

export type TicketErrorCode = 'invalid' | 'bad-request' | 'too-large' | 'rate-limited' | 'captcha' | 'unavailable' | 'failed';

// Deliberately loose (one @, a dot in the domain, no spaces): the platform's e-mail check decides in the end, and a
// stricter pattern refuses real addresses.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The one field rule (blur validates one field). */
export function fieldProblem(field: TicketField, draft: TicketDraft): TicketProblem | undefined {
  switch (field) {
    case 'name':
    case 'surname': {
      // SPEC §5 names one message for both: they are checked as a pair.
      const ok = (v: string) => v.trim() !== '' && v.trim().length <= NAME_MAX;
      return ok(draft[field]) ? undefined : 'nameRequired';
    }
    case 'email':
      return draft.email.length <= EMAIL_MAX && EMAIL.test(draft.email.trim()) ? undefined : 'emailInvalid';
    case 'subject':
      return (TICKET_SUBJECTS as readonly string[]).includes(draft.subject) ? undefined : 'subjectRequired';
    case 'message':
      if (draft.message.trim() === '') return 'messageRequired';
      return draft.message.length > MESSAGE_MAX ? 'messageTooLong' : undefined;
  }
}

export const TICKET_FIELDS: readonly TicketField[] = ['name', 'surname', 'email', 'subject', 'message'];

/** Every problem of a draft, by field (empty when it may be sent). */
export function validateTicket(draft: TicketDraft): TicketProblems {
  const problems: TicketProblems = {};
  for (const field of TICKET_FIELDS) {
    const problem = fieldProblem(field, draft);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export const hasProblems = (problems: TicketProblems): boolean => Object.keys(problems).length > 0;

export const EMPTY_DRAFT: TicketDraft = { name: '', surname: '', email: '', subject: '', message: '' };
