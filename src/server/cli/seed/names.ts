/**
 * Word lists for realistic test data: German first and last names (with an ASCII form for
 * e-mail addresses), trades and legal forms for company names, and towns with their post codes
 * and dialling codes. Only the seed uses them.
 */

const words = (text: string) => text.trim().split(/\s+/);
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim());

export const FEMALE_FIRST_NAMES = words(`
  Anna Sabine Julia Petra Katharina Monika Laura Claudia Sophie Andrea Lena Birgit Jana Susanne Marie Nicole
  Hannah Stefanie Lea Karin Sarah Ursula Lisa Heike Jülide Renate Franziska Gabriele Emma Özlem
`);

export const MALE_FIRST_NAMES = words(`
  Thomas Michael Andreas Stefan Jan Christian Markus Lukas Frank Jürgen Tobias Sebastian Uwe Felix Matthias
  Jonas Klaus Daniel Wolfgang Paul Florian Bernd Max Alexander Jörg Leon Dieter Niklas Mehmet Björn
`);

export const LAST_NAMES = words(`
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein
  Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause
  Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz
  Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann
  Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer
  Groß Seidel Heinrich Yılmaz Kowalski Nowak Öztürk Brandt Haas Schreiber Graf Schulte Dietrich
`);

export const TRADES = words(`
  Elektrotechnik Sanitär Steuerberatung Zahnarztpraxis Bäckerei Autohaus Logistik Immobilien Architekten
  Tischlerei Dachdeckerei IT-Service Gartenbau Physiotherapie Rechtsanwälte Druckerei Hausverwaltung
  Metallbau Apotheke Reisebüro Versicherungsmakler Ingenieurbüro Spedition Malerbetrieb Optik Catering
  Kfz-Werkstatt Pflegedienst
`);

export const LEGAL_FORMS = ['GmbH', 'GmbH & Co. KG', 'KG', 'e. K.', 'OHG', 'AG', 'UG (haftungsbeschränkt)', 'GbR'];

export const STREETS = lines(`
  Hauptstraße
  Bahnhofstraße
  Gartenstraße
  Schulstraße
  Dorfstraße
  Bergstraße
  Lindenstraße
  Kirchstraße
  Waldstraße
  Ringstraße
  Goethestraße
  Schillerstraße
  Industriestraße
  Am Markt
`);

/** Town, post code, dialling code. */
export const TOWNS: ReadonlyArray<readonly [string, string, string]> = [
  ['Berlin', '10115', '030'],
  ['Hamburg', '20095', '040'],
  ['München', '80331', '089'],
  ['Köln', '50667', '0221'],
  ['Frankfurt am Main', '60311', '069'],
  ['Stuttgart', '70173', '0711'],
  ['Düsseldorf', '40213', '0211'],
  ['Leipzig', '04109', '0341'],
  ['Dortmund', '44135', '0231'],
  ['Essen', '45127', '0201'],
  ['Bremen', '28195', '0421'],
  ['Dresden', '01067', '0351'],
  ['Hannover', '30159', '0511'],
  ['Nürnberg', '90402', '0911'],
  ['Münster', '48143', '0251'],
  ['Freiburg im Breisgau', '79098', '0761'],
  ['Rostock', '18055', '0381'],
  ['Kassel', '34117', '0561'],
];

/** Lower-case ASCII for the local part of an e-mail address: "Jürgen Weiß" → "juergen", "weiss". */
export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}
