/**
 * A line at the top of the framework's login widget saying why the player is asked to log in (issue 51: a session
 * that ended mid-game left a bare login box). The framework's DOM, so plain DOM, as the app banner is inserted; a
 * status, so a screen reader reads it with the dialog.
 */
export function insertLoginNotice(host: HTMLElement | null, text: string): HTMLElement | null {
  if (!host) return null;
  const shown = host.querySelector<HTMLElement>('.login-notice');
  if (shown) {
    shown.textContent = text;
    return shown;
  }
  const notice = host.ownerDocument.createElement('p');
  notice.className = 'login-notice';
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  host.prepend(notice);
  return notice;
}

export function removeLoginNotice(host: HTMLElement | null): void {
  host?.querySelector('.login-notice')?.remove();
}
