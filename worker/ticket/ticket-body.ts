import type { TicketDraft, TicketSession } from '../../client/contracts/ticket';

/** English subject lines for the support agents, whatever the player's language (the form shows them translated). */
const SUBJECT_LINES: Record<string, string> = {
  account: 'My account',
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  bonus: 'Bonuses and promotions',
  game: 'A game',
  verification: 'Verification documents',
  'responsible-gambling': 'Safer gambling',
  other: 'Other',
};

/** What the worker knows itself: brand config and the request (never taken from the browser's body). */
export interface TicketContext {
  brandDomain: string;
  brandName: string;
  /** The support group the ticket provider files the brand's tickets under (the casino id). */
  groupId: number;
  /** 'en' | 'fi' | 'es'. */
  lng: string;
  /** The edge's country for this request. */
  country: string;
  userAgent: string;
}

/**
 * The SPEC §7 create-ticket body: the short body for a guest, the SSO body (SSOStatus true, the player's facts and
 * session token) for a player. The platform checks the session token it receives against the player id, so the
 * browser's session facts are forwarded, not believed (decision 018).
 */
export function ticketBody(draft: TicketDraft, session: TicketSession | null, ctx: TicketContext): Record<string, unknown> {
  const common = {
    name: draft.name.trim(),
    surname: draft.surname.trim(),
    email: draft.email.trim(),
    subject: SUBJECT_LINES[draft.subject] ?? 'Other',
    message: draft.message.trim(),
    lng: ctx.lng,
    brandDomain: ctx.brandDomain,
  };
  if (!session) return { ...common, SSOStatus: false, userAgent: ctx.userAgent, country: ctx.country, ASGBrand: false };
  return {
    ...common,
    groupId: ctx.groupId,
    brandName: ctx.brandName,
    SSOStatus: true,
    playerId: session.playerId,
    playerRestriction: session.restriction,
    playerRegistrationDate: session.registrationDate,
    playerCountryCode: session.countryCode,
    playerLanguage: session.language,
    loyaltyLevel: session.loyaltyLevel,
    sessionToken: session.sessionToken,
    userAgent: ctx.userAgent,
    country: ctx.country,
    ASGBrand: false,
  };
}
