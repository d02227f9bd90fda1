import { parseLanguage, type Language } from '../../data/markets';

/**
 * The widgets' words in the language the site initialises the framework with (InitOptions.language: 'ENG', 'FIN',
 * 'ESP'), as the real platform renders its widgets: the English text is the key, so a string without a
 * translation here shows in English (and the e2e language checks catch it). Templates name their values {so}.
 */
let language: Language = 'en';

/** init() hands over the site's language; an unknown code keeps English. */
export function setLanguage(code: string | undefined): void {
  language = parseLanguage(code) ?? 'en';
}

export function currentLanguage(): Language {
  return language;
}

type Row = readonly [fi: string, es: string];

const TEXT: Readonly<Record<string, Row>> = {
  // Dialog and widget titles
  Close: ['Sulje', 'Cerrar'],
  'Log in': ['Kirjaudu sisään', 'Iniciar sesión'],
  'Create account': ['Luo tili', 'Crear cuenta'],
  'Forgot password': ['Unohtunut salasana', 'Contraseña olvidada'],
  'Forgot username': ['Unohtunut käyttäjätunnus', 'Usuario olvidado'],
  'Contact us': ['Ota yhteyttä', 'Contacto'],
  Deposit: ['Talletus', 'Depositar'],
  Withdraw: ['Kotiutus', 'Retirar'],
  'My account': ['Oma tili', 'Mi cuenta'],
  'Change password': ['Vaihda salasana', 'Cambiar contraseña'],
  'Game history': ['Pelihistoria', 'Historial de juego'],
  'Transaction history': ['Tapahtumahistoria', 'Historial de transacciones'],
  'Deposit limit': ['Talletusraja', 'Límite de depósito'],
  'Self exclusion': ['Pelikielto', 'Autoexclusión'],
  'Cool off': ['Tauko', 'Pausa'],
  'Reality check': ['Peliaikamuistutus', 'Control de realidad'],
  Rewards: ['Palkinnot', 'Recompensas'],
  'Document upload': ['Asiakirjojen lataus', 'Subida de documentos'],
  'Live chat': ['Livechat', 'Chat en directo'],
  'Bonus offers': ['Bonustarjoukset', 'Ofertas de bonos'],
  // Login and registration
  Username: ['Käyttäjätunnus', 'Usuario'],
  Password: ['Salasana', 'Contraseña'],
  'Forgot password?': ['Unohditko salasanan?', '¿Olvidaste tu contraseña?'],
  'Forgot username?': ['Unohditko käyttäjätunnuksen?', '¿Olvidaste tu usuario?'],
  'Create an account': ['Luo tili', 'Crea una cuenta'],
  'First name': ['Etunimi', 'Nombre'],
  'Last name': ['Sukunimi', 'Apellidos'],
  'E-mail': ['Sähköposti', 'Correo electrónico'],
  Country: ['Maa', 'País'],
  'United Kingdom': ['Yhdistynyt kuningaskunta', 'Reino Unido'],
  Canada: ['Kanada', 'Canadá'],
  Ireland: ['Irlanti', 'Irlanda'],
  'Send me marketing offers': ['Lähetä minulle markkinointitarjouksia', 'Envíame ofertas comerciales'],
  'Enter your e-mail address and we will send you a link to reset your password.': [
    'Anna sähköpostiosoitteesi, niin lähetämme linkin salasanan vaihtamiseen.',
    'Escribe tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.',
  ],
  'Send reset link': ['Lähetä linkki', 'Enviar enlace'],
  'Enter your e-mail address and we will send you your username.': [
    'Anna sähköpostiosoitteesi, niin lähetämme käyttäjätunnuksesi.',
    'Escribe tu correo electrónico y te enviaremos tu usuario.',
  ],
  'Send username': ['Lähetä käyttäjätunnus', 'Enviar usuario'],
  'Current password': ['Nykyinen salasana', 'Contraseña actual'],
  'New password': ['Uusi salasana', 'Nueva contraseña'],
  'Your password has been changed.': ['Salasanasi on vaihdettu.', 'Tu contraseña se ha cambiado.'],
  'Something went wrong. Please try again.': ['Jokin meni vikaan. Yritä uudelleen.', 'Algo salió mal. Inténtalo de nuevo.'],
  // Money
  Amount: ['Summa', 'Importe'],
  'Deposit methods help': ['Talletustapojen ohjeet', 'Ayuda sobre métodos de depósito'],
  Terms: ['Ehdot', 'Términos'],
  'Choose an amount to add to your balance.': ['Valitse saldoosi lisättävä summa.', 'Elige el importe que quieres añadir a tu saldo.'],
  'Choose an amount to withdraw.': ['Valitse kotiutettava summa.', 'Elige el importe que quieres retirar.'],
  Name: ['Nimi', 'Nombre'],
  'Player id': ['Pelaajatunnus', 'ID de jugador'],
  'VIP level': ['VIP-taso', 'Nivel VIP'],
  'Loading your balance…': ['Saldoasi ladataan…', 'Cargando tu saldo…'],
  'Your balance could not be loaded.': ['Saldoa ei voitu ladata.', 'No se pudo cargar tu saldo.'],
  'Loading…': ['Ladataan…', 'Cargando…'],
  'The history could not be loaded.': ['Historiaa ei voitu ladata.', 'No se pudo cargar el historial.'],
  'No deposits or withdrawals yet.': ['Ei vielä talletuksia tai kotiutuksia.', 'Aún no hay depósitos ni retiradas.'],
  'No games played yet.': ['Ei vielä pelattuja pelejä.', 'Aún no has jugado.'],
  // Panels
  'Set the most you can deposit in a period.': ['Aseta enimmäissumma, jonka voit tallettaa jaksossa.', 'Fija lo máximo que puedes depositar en un periodo.'],
  'Set limit': ['Aseta raja', 'Fijar límite'],
  // Deposit limits (RTS 12 prompt and widget)
  'Deposit limit amount': ['Talletusrajan summa', 'Importe del límite de depósito'],
  'Limit period': ['Rajan jakso', 'Periodo del límite'],
  '24 hours': ['24 tuntia', '24 horas'],
  '7 days': ['7 päivää', '7 días'],
  '30 days': ['30 päivää', '30 días'],
  'I do not want a deposit limit': ['En halua talletusrajaa', 'No quiero un límite de depósito'],
  'Without a limit there is no cap on what you can deposit. Are you sure?': [
    'Ilman rajaa talletuksillesi ei ole ylärajaa. Oletko varma?',
    'Sin límite no hay tope para lo que puedes depositar. ¿Estás seguro?',
  ],
  'Yes, continue without a limit': ['Kyllä, jatka ilman rajaa', 'Sí, continuar sin límite'],
  'Set a limit instead': ['Aseta sittenkin raja', 'Fijar un límite'],
  'No deposit limit: confirmed.': ['Ei talletusrajaa: vahvistettu.', 'Sin límite de depósito: confirmado.'],
  'Please enter a deposit limit amount greater than 0, for example 50.': [
    'Anna talletusrajaksi nollaa suurempi summa, esimerkiksi 50.',
    'Introduce un límite de depósito mayor que 0, por ejemplo 50.',
  ],
  'Set the most you can deposit in a period. You can change it later.': [
    'Aseta enimmäissumma, jonka voit tallettaa jaksossa. Voit muuttaa sitä myöhemmin.',
    'Fija lo máximo que puedes depositar en un periodo. Puedes cambiarlo más tarde.',
  ],
  'Set a deposit limit': ['Aseta talletusraja', 'Fija un límite de depósito'],
  'Before your first deposit, choose the most you can deposit in a period. You can change it later.': [
    'Valitse ennen ensimmäistä talletustasi, paljonko voit enintään tallettaa jaksossa. Voit muuttaa sitä myöhemmin.',
    'Antes de tu primer depósito, elige lo máximo que puedes depositar en un periodo. Puedes cambiarlo más tarde.',
  ],
  Continue: ['Jatka', 'Continuar'],
  'You have no deposit limit.': ['Sinulla ei ole talletusrajaa.', 'No tienes límite de depósito.'],
  Save: ['Tallenna', 'Guardar'],
  Send: ['Lähetä', 'Enviar'],
  Message: ['Viesti', 'Mensaje'],
  'Send message': ['Lähetä viesti', 'Enviar mensaje'],
  'Thank you: we will answer by e-mail within 24 hours.': ['Kiitos: vastaamme sähköpostitse 24 tunnin kuluessa.', 'Gracias: te responderemos por correo en 24 horas.'],
  'You have no bonus offers right now.': ['Sinulla ei ole nyt bonustarjouksia.', 'Ahora no tienes ofertas de bonos.'],
  'Agent: Hello! How can we help you today?': ['Asiakaspalvelu: Hei! Miten voimme auttaa?', 'Agente: ¡Hola! ¿En qué podemos ayudarte?'],
  'Agent: Thanks, an agent will answer shortly.': ['Asiakaspalvelu: Kiitos, vastaamme pian.', 'Agente: Gracias, un agente te responderá en breve.'],
  // Templates
  '{amount} per {period}': ['{amount} / {period}', '{amount} cada {period}'],
  'Your deposit limit: {limit}.': ['Talletusrajasi: {limit}.', 'Tu límite de depósito: {limit}.'],
  'Deposit of {amount} received. Your balance is {balance}.': ['{amount} talletus vastaanotettu. Saldosi on {balance}.', 'Depósito de {amount} recibido. Tu saldo es {balance}.'],
  'Withdrawal of {amount} requested. Your balance is {balance}.': ['{amount} kotiutuspyyntö vastaanotettu. Saldosi on {balance}.', 'Retirada de {amount} solicitada. Tu saldo es {balance}.'],
  'You can withdraw up to {amount}.': ['Voit kotiuttaa enintään {amount}.', 'Puedes retirar hasta {amount}.'],
  'Balance: {real} (bonus {bonus})': ['Saldo: {real} (bonus {bonus})', 'Saldo: {real} (bono {bonus})'],
  'If {email} belongs to an account, a reset link is on its way.': ['Jos {email} kuuluu tilille, linkki on matkalla.', 'Si {email} pertenece a una cuenta, el enlace va de camino.'],
  'If {email} belongs to an account, your username is on its way.': ['Jos {email} kuuluu tilille, käyttäjätunnus on matkalla.', 'Si {email} pertenece a una cuenta, tu usuario va de camino.'],
};

/** The text in the site's language; `{name}` placeholders filled from `values`. */
export function tr(english: string, values: Record<string, string | number> = {}): string {
  const row = TEXT[english];
  const text = language === 'en' || !row ? english : row[language === 'fi' ? 0 : 1];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The BCP 47 tag money is written in: the language's own, or for English the currency's country. */
export function moneyLocale(currency: string): string {
  if (language === 'fi') return 'fi-FI';
  if (language === 'es') return 'es-ES';
  return ({ GBP: 'en-GB', CAD: 'en-CA', EUR: 'en-IE' } as Record<string, string>)[currency] ?? 'en-GB';
}

/** The English texts the widgets translate (tests check a Finnish or Spanish widget shows none of them). */
export const WIDGET_ENGLISH: readonly string[] = Object.keys(TEXT).filter((text) => !text.includes('{'));
