import { CONSENT_CHOICES_COOKIE, CONSENT_CLOSED_COOKIE } from './consent';
import { CONSENT_WAIT_FOR_UPDATE_MS, DEFAULT_CONSENT } from './mode';

/**
 * The inline script the worker puts first in every document's head (with the CSP nonce), before any other script
 * (STACK.md Consent Mode v2): defines dataLayer and gtag, sends the defaults (analytics and advertising denied,
 * wait_for_update), sets ads_data_redaction and url_passthrough, then — when the consent-closed cookie and stored
 * choices exist — re-sends the stored choices as an update at once (SPEC §4), and finally marks the tag manager's
 * start. The tag manager's own <script async> follows it, so it always finds the consent state settled.
 * Built once from the same constants as the popup, so the two can never disagree on a cookie name or a value.
 */
export function consentHeadScript(tagManagerUrl: string): string {
  const defaults = JSON.stringify({ ...DEFAULT_CONSENT, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
  const cookie = (name: string) => `(document.cookie.match(/(?:^|; )${name.replace(/-/g, '\\-')}=([^;]*)/)||[])[1]`;
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments)}',
    `gtag('consent','default',${defaults});`,
    "gtag('set','ads_data_redaction',true);",
    "gtag('set','url_passthrough',true);",
    `(function(){var c=${cookie(CONSENT_CHOICES_COOKIE)},m=c&&/^analytics:(granted|denied),advertising:(granted|denied)$/.exec(c);`,
    `if(${cookie(CONSENT_CLOSED_COOKIE)}!==undefined&&m)gtag('consent','update',{ad_storage:m[2],ad_user_data:m[2],ad_personalization:m[2],analytics_storage:m[1],functionality_storage:'granted',personalization_storage:'granted',security_storage:'granted'})})();`,
    "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    // JSON.stringify quotes it; '<' is escaped so the URL can never close the script element. Assigned as a
    // TrustedScriptURL where the browser has Trusted Types (a plain string is a report-only violation, decision 027),
    // from a policy that passes this one URL only.
    `(function(){var s=document.createElement('script'),u=${JSON.stringify(tagManagerUrl).replace(/</g, '\\u003c')},t=window.trustedTypes;s.async=true;`,
    "s.src=t?t.createPolicy('tag-manager',{createScriptURL:function(v){if(v!==u)throw new TypeError(v);return v}}).createScriptURL(u):u;",
    'document.head.appendChild(s)})();',
  ].join('');
}
