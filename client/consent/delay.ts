/** SPEC §9: the popup shows this long after load (apart from consent.ts, whose cookie rules the first screen does not carry). */
export const CONSENT_POPUP_DELAY_MS = 2000;
