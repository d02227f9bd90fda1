/**
 * Spanish bodies of the main info pages (the platform translates these; the rest it serves only in English, and a
 * Spanish request for them gets an empty body — see info-pages.ts). Same markers and legacy links as the English.
 */
export const SPANISH_BODIES: Record<string, string> = {
  terms: `
<h2>Términos y condiciones</h2>
<p>Estos términos se aplican a todas las cuentas abiertas en {brand}. Al registrarte confirmas que los has leído y
aceptado, junto con nuestra <a href="/help/privacy">Política de privacidad</a> y nuestra <a href="/help/bonus-policy/">Política de bonos</a>.</p>
<h3>1. Tu cuenta</h3>
<ol>
  <li>Debes tener al menos 18 años y poder jugar legalmente en tu país de residencia.</li>
  <li>Solo se permite una cuenta por persona, hogar, dispositivo y método de pago.</li>
  <li>Podemos pedirte que <a href="/help/upload-documents">verifiques tu identidad</a> en cualquier momento.</li>
</ol>
<div class="gb-only">
  <h3>2. Protección de los fondos de los clientes (Gran Bretaña)</h3>
  <p>Guardamos los fondos de los clientes en cuentas separadas de las cuentas de la empresa. Esto cumple los requisitos
  de la Comisión del Juego del Reino Unido sobre segregación de fondos con un nivel de protección <strong>medio</strong>.</p>
</div>
<div class="non-gb-only">
  <h3>2. Fondos de los clientes</h3>
  <p>Los saldos de los jugadores se guardan en una cuenta específica de un banco europeo, separada de los fondos operativos.</p>
</div>
<h3>3. Depósitos y retiradas</h3>
<p>El depósito mínimo es de {cur}10. Consulta los límites y plazos en <a href="/help/deposit-methods">métodos de pago</a> y
<a href="/help/cashout/">retiradas</a>.</p>
<div class="hide-at">
  <h3>4. Promociones</h3>
  <p>Ofrecemos promociones a nuestra discreción y están sujetas a la <a href="/help/bonus-policy">Política de bonos</a>.</p>
</div>
<h3>5. Reclamaciones</h3>
<p>Escríbenos a <a href="mailto:support@shamrockspins.example">support@shamrockspins.example</a>. Si no resolvemos tu
reclamación en 8 semanas, puedes presentarla ante un servicio independiente de resolución de conflictos.</p>`,
  privacy: `
<h2>Política de privacidad</h2>
<p>{brand} trata tus datos personales para gestionar tu cuenta, cumplir las obligaciones de nuestra licencia y, con tu
consentimiento, enviarte ofertas.</p>
<h3>Qué datos recogemos</h3>
<table>
  <thead><tr><th>Dato</th><th>Finalidad</th><th>Plazo de conservación</th></tr></thead>
  <tbody>
    <tr><td>Nombre, dirección, fecha de nacimiento</td><td>Comprobación de identidad y edad</td><td>5 años tras el cierre de la cuenta</td></tr>
    <tr><td>Datos de pago</td><td>Depósitos y retiradas</td><td>5 años</td></tr>
    <tr><td>Historial de juego y sesiones</td><td>Juego seguro y prevención del fraude</td><td>5 años</td></tr>
    <tr><td>Cookies</td><td>Consulta la configuración de cookies</td><td>Hasta 30 días</td></tr>
  </tbody>
</table>
<div class="gb-only"><p>Según el RGPD del Reino Unido puedes presentar una reclamación ante la Information Commissioner's Office (ICO).</p></div>
<div class="non-gb-only"><p>Según el RGPD puedes presentar una reclamación ante la autoridad de protección de datos de tu país.</p></div>
<p>¿Tienes dudas? Consulta las <a href="https://www.shamrockspins.example/help/faq">preguntas frecuentes</a> o contáctanos.</p>`,
  help: `
<h2>Centro de ayuda</h2>
<p>Encuentra respuestas rápidamente:</p>
<ul>
  <li><a href="/help/deposit">Cómo hacer un depósito</a></li>
  <li><a href="/help/cashout/">Retiradas</a></li>
  <li><a href="/help/upload-documents">Verificar tu cuenta</a></li>
  <li><a href="/help/tech-problems">Problemas técnicos</a></li>
  <li><a href="https://www.shamrockspins.example/help/faq">Preguntas frecuentes</a></li>
</ul>
<div class="gb-only"><p>Nuestro equipo de atención en el Reino Unido está disponible de 8:00 a 24:00, todos los días.</p></div>
<div class="non-gb-only"><p>Nuestro equipo de atención está disponible 24 horas al día, 7 días a la semana, en inglés.</p></div>
<p>¿Sigues con dudas? Abre la <a href="/contact-us/">página de contacto</a>.</p>`,
  faq: `
<h2>Preguntas frecuentes</h2>
<h3>¿Cómo hago un depósito?</h3>
<p>Abre la caja desde Depositar en la cabecera. El depósito mínimo es de {cur}10. Consulta los <a href="/help/deposit-methods">métodos de pago</a>.</p>
<h3>¿Cuánto tardan las retiradas?</h3>
<p>La mayoría de las retiradas se procesan en 24 horas. Consulta los <a href="/help/cashout-time">plazos de retirada</a>.</p>
<h3>¿Puedo cancelar una retirada?</h3>
<p>Sí, mientras esté pendiente. Consulta <a href="/help/cashout-reverse/">cómo revertir una retirada</a>.</p>
<div class="gb-only">
  <h3>¿Por qué necesitáis mis documentos?</h3>
  <p>La Comisión del Juego del Reino Unido nos obliga a verificar tu edad e identidad antes de que puedas depositar o jugar.</p>
</div>
<div class="non-gb-only">
  <h3>¿Por qué necesitáis mis documentos?</h3>
  <p>Verificamos todas las cuentas antes de la primera retirada, como exige nuestra licencia.</p>
</div>
<div class="hide-at">
  <h3>¿Tenéis una aplicación móvil?</h3>
  <p>Sí, para iOS y Android. Busca {brand} en tu tienda de aplicaciones.</p>
</div>`,
  deposit: `
<h2>Cómo hacer un depósito</h2>
<p>Con la mayoría de los métodos el depósito es instantáneo, y el mínimo es de {cur}10.</p>
<ul>
  <li><a href="/help/deposit-account">Depositar desde tu cuenta</a></li>
  <li><a href="/help/deposit-banking/">Banca y pagos en línea</a></li>
  <li><a href="/help/deposit-methods">Todos los métodos de pago</a></li>
</ul>
<div class="gb-only"><p>Puedes fijar un límite de depósito en cualquier momento en Mi cuenta. Nuestra licencia del Reino Unido nos obliga a ofrecerlo.</p></div>
<div class="non-gb-only"><p>Puedes fijar límites de depósito en Mi cuenta.</p></div>
<div class="hide-at"><p>Tu primer depósito puede darte acceso al <a href="/promotions/welcome-package/">paquete de bienvenida</a>.</p></div>`,
  'bonus-policy': `
<h2>Política de bonos</h2>
<p>Estas reglas se aplican a todos los bonos y tiradas gratis, salvo que las condiciones de una promoción digan otra cosa.</p>
<table>
  <thead><tr><th>Regla</th><th>Valor</th></tr></thead>
  <tbody>
    <tr><td>Depósito mínimo para optar al bono</td><td>{cur}10</td></tr>
    <tr><td>Requisito de apuesta</td><td>10 veces el bono</td></tr>
    <tr><td>Apuesta máxima durante el requisito</td><td>{cur}5</td></tr>
    <tr><td>Validez del bono</td><td>30 días</td></tr>
  </tbody>
</table>
<h3>Contribución de los juegos</h3>
<ul>
  <li>Tragaperras: 100 %</li>
  <li>Tragaperras Jackpot King (JPK): 50 %</li>
  <li>Juegos de mesa y en vivo: 10 %</li>
</ul>
<div class="gb-only"><p>Los fondos de bono se mantienen separados del dinero real y puedes retirar tu saldo real en cualquier momento, perdiendo solo el bono.</p></div>
<div class="non-gb-only"><p>Retirar antes de cumplir el requisito de apuesta cancela el bono y las ganancias obtenidas con él.</p></div>
<div class="hide-at"><p>Los depósitos con Skrill, Neteller o Paysafecard no dan acceso a las ofertas de bienvenida.</p></div>
<p>Consulta también nuestros <a href="/help/terms/">Términos y condiciones</a>.</p>`,
  'responsible-gambling': `
<h2>Juego responsable</h2>
<p>Jugar debe ser divertido. Si deja de serlo, tenemos herramientas para ayudarte a mantener el control.</p>
<h3>Herramientas en Mi cuenta</h3>
<ul>
  <li><strong>Límites de depósito</strong>: para 24 horas, 7 días o 30 días; te lo pedimos al registrarte. Las reducciones se aplican al instante; los aumentos, a las 24 horas.</li>
  <li><strong>Recordatorio de tiempo</strong>: te avisa de cuánto tiempo llevas jugando.</li>
  <li><strong>Pausa</strong>: un descanso de 24 horas a 6 semanas.</li>
  <li><strong>Autoexclusión</strong>: de 6 meses a 5 años.</li>
</ul>
<div class="gb-only">
  <h3>GAMSTOP</h3>
  <p>Puedes autoexcluirte de todos los sitios de juego con licencia en Gran Bretaña en
  <a href="https://www.gamstop.co.uk/" target="_blank" rel="noopener">gamstop.co.uk</a>. Tienes ayuda gratuita y confidencial
  en la National Gambling Helpline, en el 0808 8020 133, y en
  <a href="https://www.begambleaware.org/" target="_blank" rel="noopener">BeGambleAware.org</a>.</p>
</div>
<div class="non-gb-only">
  <h3>Dónde pedir ayuda</h3>
  <p>Tienes ayuda gratuita y confidencial en muchos idiomas en <a href="https://www.gamblingtherapy.org/" target="_blank" rel="noopener">Gambling Therapy</a>.</p>
</div>
<div class="hide-at">
  <h3>Juego de menores</h3>
  <p>Verificamos la edad de cada jugador. Los programas de control parental, como Net Nanny, pueden bloquear los sitios de juego en dispositivos compartidos.</p>
</div>
<p>¿Dudas sobre los límites? Consulta las <a href="/help/faq">preguntas frecuentes</a>.</p>`,
};

/** The licence note every page ends with, in Spanish. */
export const SPANISH_LICENCE_NOTE = `
<hr>
<div class="gb-only"><p><small>{brand} tiene licencia de la Comisión del Juego del Reino Unido. +18. <a href="/help/responsible-gambling">Juega con responsabilidad</a>.</small></p></div>
<div class="non-gb-only"><p><small>{brand} tiene licencia de la Autoridad del Juego de Malta. +18. <a href="/help/responsible-gambling/">Juega con responsabilidad</a>.</small></p></div>`;
