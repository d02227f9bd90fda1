/**
 * Finnish bodies of the main info pages (the platform translates these; the rest it serves only in English, and a
 * Finnish request for them gets an empty body — see info-pages.ts). Same markers and legacy links as the English.
 */
export const FINNISH_BODIES: Record<string, string> = {
  terms: `
<h2>Käyttöehdot</h2>
<p>Nämä ehdot koskevat jokaista {brand}-tiliä. Rekisteröityessäsi vahvistat lukeneesi ja hyväksyväsi ne sekä
<a href="/help/privacy">tietosuojakäytäntömme</a> ja <a href="/help/bonus-policy/">bonusehtomme</a>.</p>
<h3>1. Tilisi</h3>
<ol>
  <li>Sinun on oltava vähintään 18-vuotias ja sinulla on oltava oikeus pelata asuinmaassasi.</li>
  <li>Kullakin henkilöllä, taloudella, laitteella ja maksutavalla saa olla vain yksi tili.</li>
  <li>Voimme milloin tahansa pyytää sinua <a href="/help/upload-documents">todentamaan henkilöllisyytesi</a>.</li>
</ol>
<div class="gb-only">
  <h3>2. Asiakasvarojen suojaus (Iso-Britannia)</h3>
  <p>Säilytämme asiakasvarat erillään yhtiön omista varoista. Tämä täyttää Ison-Britannian rahapelikomission
  vaatimukset asiakasvarojen erottelusta <strong>keskitasoisella</strong> suojalla.</p>
</div>
<div class="non-gb-only">
  <h3>2. Asiakasvarat</h3>
  <p>Pelaajien saldot säilytetään eurooppalaisen pankin erillisellä tilillä, erillään liiketoiminnan varoista.</p>
</div>
<h3>3. Talletukset ja kotiutukset</h3>
<p>Pienin talletus on {cur}10. Rajat ja käsittelyajat löydät sivuilta <a href="/help/deposit-methods">maksutavat</a> ja
<a href="/help/cashout/">kotiutukset</a>.</p>
<div class="hide-at">
  <h3>4. Kampanjat</h3>
  <p>Tarjoamme kampanjoita harkintamme mukaan, ja niihin sovelletaan <a href="/help/bonus-policy">bonusehtoja</a>.</p>
</div>
<h3>5. Valitukset</h3>
<p>Ota yhteyttä osoitteeseen <a href="mailto:support@shamrockspins.example">support@shamrockspins.example</a>. Jos emme
pysty ratkaisemaan valitustasi 8 viikossa, voit viedä sen riippumattomalle riidanratkaisupalvelulle.</p>`,
  privacy: `
<h2>Tietosuojakäytäntö</h2>
<p>{brand} käsittelee henkilötietojasi tilisi ylläpitämiseksi, lupaehtojemme täyttämiseksi ja suostumuksellasi
tarjousten lähettämiseksi.</p>
<h3>Mitä tietoja keräämme</h3>
<table>
  <thead><tr><th>Tieto</th><th>Käyttötarkoitus</th><th>Säilytysaika</th></tr></thead>
  <tbody>
    <tr><td>Nimi, osoite, syntymäaika</td><td>Henkilöllisyyden ja iän tarkistus</td><td>5 vuotta tilin sulkemisen jälkeen</td></tr>
    <tr><td>Maksutiedot</td><td>Talletukset ja kotiutukset</td><td>5 vuotta</td></tr>
    <tr><td>Peli- ja istuntohistoria</td><td>Vastuullinen pelaaminen ja petosten torjunta</td><td>5 vuotta</td></tr>
    <tr><td>Evästeet</td><td>Katso evästeasetukset</td><td>Enintään 30 päivää</td></tr>
  </tbody>
</table>
<div class="gb-only"><p>Ison-Britannian tietosuoja-asetuksen nojalla voit tehdä valituksen Information Commissioner's Officelle (ICO).</p></div>
<div class="non-gb-only"><p>Tietosuoja-asetuksen nojalla voit tehdä valituksen oman maasi tietosuojaviranomaiselle.</p></div>
<p>Kysyttävää? Katso <a href="https://www.shamrockspins.example/help/faq">usein kysytyt kysymykset</a> tai ota yhteyttä.</p>`,
  help: `
<h2>Ohjekeskus</h2>
<p>Löydä vastaukset nopeasti:</p>
<ul>
  <li><a href="/help/deposit">Talletuksen tekeminen</a></li>
  <li><a href="/help/cashout/">Kotiutukset</a></li>
  <li><a href="/help/upload-documents">Tilin todentaminen</a></li>
  <li><a href="/help/tech-problems">Tekniset ongelmat</a></li>
  <li><a href="https://www.shamrockspins.example/help/faq">Usein kysytyt kysymykset</a></li>
</ul>
<div class="gb-only"><p>Brittiläinen asiakastukemme palvelee klo 8–24 joka päivä.</p></div>
<div class="non-gb-only"><p>Asiakastukemme palvelee englanniksi ympäri vuorokauden.</p></div>
<p>Etkö löytänyt vastausta? Avaa <a href="/contact-us/">yhteydenottosivu</a>.</p>`,
  faq: `
<h2>Usein kysytyt kysymykset</h2>
<h3>Miten teen talletuksen?</h3>
<p>Avaa kassa yläpalkin Talleta-painikkeesta. Pienin talletus on {cur}10. Katso <a href="/help/deposit-methods">maksutavat</a>.</p>
<h3>Kauanko kotiutukset kestävät?</h3>
<p>Useimmat kotiutukset käsitellään 24 tunnin kuluessa. Katso <a href="/help/cashout-time">kotiutusajat</a>.</p>
<h3>Voinko perua kotiutuksen?</h3>
<p>Kyllä, niin kauan kuin se odottaa käsittelyä. Katso <a href="/help/cashout-reverse/">kotiutuksen peruminen</a>.</p>
<div class="gb-only">
  <h3>Miksi tarvitsette asiakirjojani?</h3>
  <p>Ison-Britannian rahapelikomissio edellyttää, että todennamme ikäsi ja henkilöllisyytesi ennen kuin voit tallettaa tai pelata.</p>
</div>
<div class="non-gb-only">
  <h3>Miksi tarvitsette asiakirjojani?</h3>
  <p>Todennamme jokaisen tilin ennen ensimmäistä kotiutusta, kuten toimilupamme edellyttää.</p>
</div>
<div class="hide-at">
  <h3>Onko teillä mobiilisovellus?</h3>
  <p>Kyllä, iOS:lle ja Androidille. Etsi sovelluskaupasta {brand}.</p>
</div>`,
  deposit: `
<h2>Talletuksen tekeminen</h2>
<p>Useimmilla maksutavoilla talletus näkyy tililläsi heti, ja pienin talletus on {cur}10.</p>
<ul>
  <li><a href="/help/deposit-account">Talletus tililtäsi</a></li>
  <li><a href="/help/deposit-banking/">Pankki- ja verkkomaksut</a></li>
  <li><a href="/help/deposit-methods">Kaikki maksutavat</a></li>
</ul>
<div class="gb-only"><p>Voit asettaa talletusrajan milloin tahansa kohdassa Oma tili. Brittiläinen toimilupamme edellyttää, että tarjoamme sen.</p></div>
<div class="non-gb-only"><p>Voit asettaa talletusrajoja kohdassa Oma tili.</p></div>
<div class="hide-at"><p>Ensimmäinen talletuksesi voi oikeuttaa <a href="/promotions/welcome-package/">tervetuliaispakettiin</a>.</p></div>`,
  'bonus-policy': `
<h2>Bonusehdot</h2>
<p>Nämä säännöt koskevat kaikkia bonuksia ja ilmaiskierroksia, ellei kampanjan omissa ehdoissa toisin mainita.</p>
<table>
  <thead><tr><th>Sääntö</th><th>Arvo</th></tr></thead>
  <tbody>
    <tr><td>Pienin bonukseen oikeuttava talletus</td><td>{cur}10</td></tr>
    <tr><td>Kierrätysvaatimus</td><td>10 × bonus</td></tr>
    <tr><td>Suurin panos kierrätyksen aikana</td><td>{cur}5</td></tr>
    <tr><td>Bonuksen voimassaolo</td><td>30 päivää</td></tr>
  </tbody>
</table>
<h3>Pelien osuus kierrätyksestä</h3>
<ul>
  <li>Kolikkopelit: 100 %</li>
  <li>Jackpot King (JPK) -pelit: 50 %</li>
  <li>Pöytä- ja livepelit: 10 %</li>
</ul>
<div class="gb-only"><p>Bonusvarat pidetään erillään rahasaldosta, ja voit kotiuttaa rahasaldosi milloin tahansa menettäen vain bonuksen.</p></div>
<div class="non-gb-only"><p>Kotiutus ennen kierrätyksen päättymistä peruu bonuksen ja sillä saadut voitot.</p></div>
<div class="hide-at"><p>Skrillillä, Netellerillä tai Paysafecardilla tehdyt talletukset eivät oikeuta tervetuliaistarjouksiin.</p></div>
<p>Katso myös <a href="/help/terms/">käyttöehdot</a>.</p>`,
  'responsible-gambling': `
<h2>Vastuullinen pelaaminen</h2>
<p>Pelaamisen pitää olla hauskaa. Jos se lakkaa olemasta hauskaa, työkalumme auttavat sinua pysymään hallinnassa.</p>
<h3>Työkalut Oma tili -osiossa</h3>
<ul>
  <li><strong>Talletusrajat</strong>: 24 tunnille, 7 päivälle tai 30 päivälle; kysymme rajaa liittyessäsi. Laskut tulevat voimaan heti, korotukset 24 tunnin kuluttua.</li>
  <li><strong>Muistutus peliajasta</strong>: kertoo, kuinka kauan olet pelannut.</li>
  <li><strong>Pelitauko</strong>: tauko 24 tunnista 6 viikkoon.</li>
  <li><strong>Pelikielto</strong>: 6 kuukaudesta 5 vuoteen.</li>
</ul>
<div class="gb-only">
  <h3>GAMSTOP</h3>
  <p>Voit asettaa itsellesi pelikiellon kaikille Isossa-Britanniassa luvan saaneille pelisivustoille osoitteessa
  <a href="https://www.gamstop.co.uk/" target="_blank" rel="noopener">gamstop.co.uk</a>. Maksutonta ja luottamuksellista
  tukea saat National Gambling Helpline -palvelusta numerosta 0808 8020 133 sekä sivustolta
  <a href="https://www.begambleaware.org/" target="_blank" rel="noopener">BeGambleAware.org</a>.</p>
</div>
<div class="non-gb-only">
  <h3>Apua saatavilla</h3>
  <p>Maksutonta ja luottamuksellista tukea saat useilla kielillä <a href="https://www.gamblingtherapy.org/" target="_blank" rel="noopener">Gambling Therapy</a> -palvelusta.</p>
</div>
<div class="hide-at">
  <h3>Alaikäisten pelaaminen</h3>
  <p>Tarkistamme jokaisen pelaajan iän. Lapsilukko-ohjelmat, kuten Net Nanny, voivat estää pelisivustot yhteiskäytössä olevilla laitteilla.</p>
</div>
<p>Kysyttävää rajoista? Katso <a href="/help/faq">usein kysytyt kysymykset</a>.</p>`,
};

/** The licence note every page ends with, in Finnish. */
export const FINNISH_LICENCE_NOTE = `
<hr>
<div class="gb-only"><p><small>{brand} toimii Ison-Britannian rahapelikomission luvalla. 18+. <a href="/help/responsible-gambling">Pelaa vastuullisesti</a>.</small></p></div>
<div class="non-gb-only"><p><small>{brand} toimii Maltan rahapeliviranomaisen luvalla. 18+. <a href="/help/responsible-gambling/">Pelaa vastuullisesti</a>.</small></p></div>`;
