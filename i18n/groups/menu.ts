import type { MessageGroup } from '../group';

/** The side menu's contents (a lazy chunk, built on first open). */
const en = {
  'general.home': 'Home',
  'general.menu': 'Menu',
  'account.logout': 'Logout',
  'chrome.closeMenu': 'Close menu',
  'chrome.accountDetails': 'Account details',
  'chrome.changePassword': 'Change password',
  'chrome.history': 'History',
  'chrome.depositLimit': 'Deposit limit',
  'chrome.selfExclusion': 'Self exclusion',
  'chrome.realityCheck': 'Reality check',
  'chrome.cashingOut': 'Cashing out',
  'chrome.depositLimits': 'Deposit limits',
};

export type MenuMessageKey = keyof typeof en;

export const menuMessages: MessageGroup<MenuMessageKey> = {
  en,
  fi: {
    'general.home': 'Etusivu',
    'general.menu': 'Valikko',
    'account.logout': 'Kirjaudu ulos',
    'chrome.closeMenu': 'Sulje valikko',
    'chrome.accountDetails': 'Tilin tiedot',
    'chrome.changePassword': 'Vaihda salasana',
    'chrome.history': 'Historia',
    'chrome.depositLimit': 'Talletusraja',
    'chrome.selfExclusion': 'Pelikielto',
    'chrome.realityCheck': 'Muistutus peliajasta',
    'chrome.cashingOut': 'Kotiutus',
    'chrome.depositLimits': 'Talletusrajat',
  },
  es: {
    'general.home': 'Inicio',
    'general.menu': 'Menú',
    'account.logout': 'Cerrar sesión',
    'chrome.closeMenu': 'Cerrar menú',
    'chrome.accountDetails': 'Datos de la cuenta',
    'chrome.changePassword': 'Cambiar contraseña',
    'chrome.history': 'Historial',
    'chrome.depositLimit': 'Límite de depósito',
    'chrome.selfExclusion': 'Autoexclusión',
    'chrome.realityCheck': 'Control de realidad',
    'chrome.cashingOut': 'Retirar fondos',
    'chrome.depositLimits': 'Límites de depósito',
  },
};
