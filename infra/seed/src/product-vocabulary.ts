// The Dutch and German words the seed's product names are built from (D80): every English noun
// and adjective of product-kinds.ts with its translation and what the grammar needs — a Dutch
// noun's article (an adjective before a het-word without article takes no -e: "klassiek overhemd",
// "klassieke blouse"), a German noun's gender (strong declension without article: -er, -e, -es;
// plural -e: "Gewaschene Dad-Cap", "Klassischer Blazer", "Sommerliches Slipkleid"). An adjective
// that does not decline is written before the noun as it is (Dutch) or joined with a hyphen
// (German: "Cord-Baseballcap", "Bio-T-Shirt").

export type TranslatedLanguage = 'nl' | 'de'
export const translatedLanguages: readonly TranslatedLanguage[] = ['nl', 'de']

/** Dutch noun: `het` for het-words (singular), otherwise a de-word or a plural. */
interface DutchNoun {
  text: string
  het?: true
}
type GermanGender = 'm' | 'f' | 'n' | 'pl'
interface GermanNoun {
  text: string
  gender: GermanGender
}

/** Dutch adjective: base form (before a het-word) and inflected form; equal when invariant. */
interface DutchAdjective {
  base: string
  inflected: string
}
/** German adjective: a declinable stem ("Gewaschen") or a prefix joined with a hyphen ("Bio"). */
type GermanAdjective = { stem: string } | { prefix: string }

const n = (nl: string, nlHet: boolean, de: string, gender: GermanGender) => ({
  nl: nlHet ? { text: nl, het: true as const } : { text: nl },
  de: { text: de, gender },
})

/** Product nouns, by their English form in product-kinds.ts. */
export const nounVocabulary: Readonly<Record<string, { nl: DutchNoun; de: GermanNoun }>> = {
  'Wrap Dress': n('wikkeljurk', false, 'Wickelkleid', 'n'),
  'Maxi Dress': n('maxi-jurk', false, 'Maxikleid', 'n'),
  'Shirt Dress': n('blousejurk', false, 'Hemdblusenkleid', 'n'),
  'Slip Dress': n('slip dress', false, 'Slipkleid', 'n'),
  'Midi Dress': n('midi-jurk', false, 'Midikleid', 'n'),
  Blouse: n('blouse', false, 'Bluse', 'f'),
  'Tank Top': n('tanktop', false, 'Tanktop', 'n'),
  'Crop Top': n('croptop', false, 'Crop-Top', 'n'),
  Camisole: n('hemdje', true, 'Trägertop', 'n'),
  'T-Shirt': n('T-shirt', true, 'T-Shirt', 'n'),
  'Crew Neck Tee': n('T-shirt met ronde hals', true, 'Rundhals-T-Shirt', 'n'),
  'V-Neck Tee': n('T-shirt met V-hals', true, 'T-Shirt mit V-Ausschnitt', 'n'),
  'Pocket Tee': n('T-shirt met borstzak', true, 'T-Shirt mit Brusttasche', 'n'),
  'Oxford Shirt': n('oxford overhemd', true, 'Oxfordhemd', 'n'),
  'Linen Shirt': n('linnen overhemd', true, 'Leinenhemd', 'n'),
  Overshirt: n('overshirt', true, 'Overshirt', 'n'),
  'Camp Collar Shirt': n('overhemd met reverskraag', true, 'Hemd mit Reverskragen', 'n'),
  Chinos: n('chino', false, 'Chino', 'f'),
  'Wide Leg Trousers': n('broek met wijde pijpen', false, 'Hose mit weitem Bein', 'f'),
  'Cargo Trousers': n('cargobroek', false, 'Cargohose', 'f'),
  Jeans: n('jeans', false, 'Jeans', 'f'),
  'Pleated Trousers': n('bandplooibroek', false, 'Bundfaltenhose', 'f'),
  'Trench Coat': n('trenchcoat', false, 'Trenchcoat', 'm'),
  'Denim Jacket': n('spijkerjack', true, 'Jeansjacke', 'f'),
  'Bomber Jacket': n('bomberjack', true, 'Bomberjacke', 'f'),
  Blazer: n('blazer', false, 'Blazer', 'm'),
  'Rain Jacket': n('regenjas', false, 'Regenjacke', 'f'),
  Bikini: n('bikini', false, 'Bikini', 'm'),
  'Triangle Bikini': n('triangel bikini', false, 'Triangel-Bikini', 'm'),
  'Bandeau Bikini': n('bandeau bikini', false, 'Bandeau-Bikini', 'm'),
  'High Waist Bikini': n('high waist bikini', false, 'High-Waist-Bikini', 'm'),
  Swimsuit: n('badpak', true, 'Badeanzug', 'm'),
  'Cut-Out Swimsuit': n('badpak met cut-outs', true, 'Cut-out-Badeanzug', 'm'),
  'Sport Swimsuit': n('sportbadpak', true, 'Sportbadeanzug', 'm'),
  'Swim Shorts': n('zwemshort', false, 'Badeshorts', 'pl'),
  'Board Shorts': n('boardshort', false, 'Boardshorts', 'pl'),
  'Swim Trunks': n('zwembroek', false, 'Badehose', 'f'),
  'Baseball Cap': n('baseballpet', false, 'Baseballcap', 'f'),
  'Dad Cap': n('dad cap', false, 'Dad-Cap', 'f'),
  'Trucker Cap': n('truckerpet', false, 'Trucker-Cap', 'f'),
  'Five Panel Cap': n('five panel pet', false, 'Five-Panel-Cap', 'f'),
  'Bucket Hat': n('vissershoedje', true, 'Fischerhut', 'm'),
  Fedora: n('fedora', false, 'Fedora', 'm'),
  'Panama Hat': n('panamahoed', false, 'Panamahut', 'm'),
  'Sun Hat': n('zonnehoed', false, 'Sonnenhut', 'm'),
  Trilby: n('trilby', false, 'Trilby', 'm'),
  'Wide Brim Hat': n('hoed met brede rand', false, 'Hut mit breiter Krempe', 'm'),
  'Pendant Necklace': n('ketting met hanger', false, 'Kette mit Anhänger', 'f'),
  'Chain Necklace': n('schakelketting', false, 'Gliederkette', 'f'),
  Choker: n('choker', false, 'Choker', 'm'),
  'Layered Necklace': n('laagjesketting', false, 'Layering-Kette', 'f'),
  'Hoop Earrings': n('creolen', false, 'Creolen', 'pl'),
  'Stud Earrings': n('oorknopjes', false, 'Ohrstecker', 'pl'),
  'Drop Earrings': n('hangoorbellen', false, 'Ohrhänger', 'pl'),
  'Ear Cuff': n('ear cuff', false, 'Ear Cuff', 'm'),
  'Signet Ring': n('zegelring', false, 'Siegelring', 'm'),
  'Stacking Ring': n('stapelring', false, 'Stapelring', 'm'),
  'Band Ring': n('bandring', false, 'Bandring', 'm'),
  'Statement Ring': n('statement ring', false, 'Statement-Ring', 'm'),
  'Chain Bracelet': n('schakelarmband', false, 'Gliederarmband', 'n'),
  Bangle: n('bangle', false, 'Armreif', 'm'),
  'Cuff Bracelet': n('cuff armband', false, 'Armspange', 'f'),
  'Beaded Bracelet': n('kralenarmband', false, 'Perlenarmband', 'n'),
}

const a = (nl: string, nlInflected: string, de: GermanAdjective) => ({
  nl: { base: nl, inflected: nlInflected },
  de,
})
/** A Dutch adjective that does not change (materials, loan words). */
const fixed = (nl: string, de: GermanAdjective) => a(nl, nl, de)
const stem = (text: string): GermanAdjective => ({ stem: text })
const prefix = (text: string): GermanAdjective => ({ prefix: text })

/** Product adjectives, by their English form in product-kinds.ts. */
export const adjectiveVocabulary: Readonly<
  Record<string, { nl: DutchAdjective; de: GermanAdjective }>
> = {
  Linen: fixed('linnen', prefix('Leinen')),
  Floral: a('gebloemd', 'gebloemde', stem('Geblümt')),
  Pleated: a('geplisseerd', 'geplisseerde', stem('Plissiert')),
  Summer: a('zomers', 'zomerse', stem('Sommerlich')),
  Tiered: a('gelaagd', 'gelaagde', stem('Gestuft')),
  Classic: a('klassiek', 'klassieke', stem('Klassisch')),
  Flowing: a('soepelvallend', 'soepelvallende', stem('Fließend')),
  Ribbed: a('geribd', 'geribde', stem('Gerippt')),
  Relaxed: a('losvallend', 'losvallende', stem('Locker')),
  Broderie: a('geborduurd', 'geborduurde', stem('Bestickt')),
  Soft: a('zacht', 'zachte', stem('Weich')),
  Basic: fixed('basic', prefix('Basic')),
  Ruffled: a('speels', 'speelse', stem('Verspielt')),
  Essential: fixed('essential', prefix('Essential')),
  Organic: a('biologisch', 'biologische', prefix('Bio')),
  Heavyweight: a('stevig', 'stevige', stem('Robust')),
  Slub: fixed('flammé', prefix('Flammgarn')),
  Striped: a('gestreept', 'gestreepte', stem('Gestreift')),
  Graphic: a('bedrukt', 'bedrukte', stem('Bedruckt')),
  'Slim Fit': fixed('slim fit', prefix('Slim-Fit')),
  'Regular Fit': fixed('regular fit', prefix('Regular-Fit')),
  Washed: fixed('gewassen', stem('Gewaschen')),
  Brushed: a('geborsteld', 'geborstelde', stem('Gebürstet')),
  Tapered: a('taps toelopend', 'taps toelopende', stem('Schmal zulaufend')),
  Straight: a('recht', 'rechte', stem('Gerad')),
  Cropped: fixed('cropped', stem('Verkürzt')),
  Tailored: a('getailleerd', 'getailleerde', stem('Tailliert')),
  Oversized: fixed('oversized', prefix('Oversized')),
  Waxed: a('gewaxt', 'gewaxte', stem('Gewachst')),
  Quilted: a('doorgestikt', 'doorgestikte', stem('Gesteppt')),
  Riviera: fixed('riviera', prefix('Riviera')),
  Tropical: a('tropisch', 'tropische', stem('Tropisch')),
  Shimmer: a('glanzend', 'glanzende', stem('Schimmernd')),
  Retro: fixed('retro', prefix('Retro')),
  Capri: fixed('capri', prefix('Capri')),
  'Scoop Back': a('rugloos', 'rugloze', stem('Rückenfrei')),
  Belted: a('elegant', 'elegante', stem('Elegant')),
  Lagoon: fixed('lagoon', prefix('Lagoon')),
  'Palm Print': fixed('palmprint', prefix('Palmenprint')),
  'Quick Dry': a('sneldrogend', 'sneldrogende', stem('Schnelltrocknend')),
  Solid: fixed('effen', stem('Einfarbig')),
  Surf: fixed('surf', prefix('Surf')),
  Corduroy: fixed('ribfluwelen', prefix('Cord')),
  Logo: fixed('logo', prefix('Logo')),
  Vintage: fixed('vintage', prefix('Vintage')),
  Canvas: fixed('canvas', prefix('Canvas')),
  Woven: fixed('gevlochten', stem('Geflochten')),
  Packable: a('opvouwbaar', 'opvouwbare', stem('Faltbar')),
  Felt: fixed('vilten', prefix('Filz')),
  Raffia: fixed('raffia', prefix('Bast')),
  Delicate: a('fijn', 'fijne', stem('Zart')),
  Coin: fixed('coin', prefix('Münz')),
  Pearl: fixed('parel', prefix('Perlen')),
  Herringbone: fixed('visgraat', prefix('Fischgrät')),
  Initial: fixed('initiaal', prefix('Buchstaben')),
  Mini: fixed('mini', prefix('Mini')),
  Chunky: a('grof', 'grove', stem('Massiv')),
  Twisted: a('gedraaid', 'gedraaide', stem('Gedreht')),
  Starry: fixed('sterren', prefix('Sternen')),
  Hammered: a('gehamerd', 'gehamerde', stem('Gehämmert')),
  Slim: a('smal', 'smalle', stem('Schmal')),
  Stone: fixed('edelsteen', prefix('Edelstein')),
  Wave: a('golvend', 'golvende', stem('Gewellt')),
  Braided: fixed('gevlochten', stem('Geflochten')),
  Fine: a('fijn', 'fijne', stem('Fein')),
  Link: fixed('schakel', prefix('Glieder')),
  Charm: fixed('bedel', prefix('Charm')),
  Rope: fixed('koord', prefix('Kordel')),
  Tennis: fixed('tennis', prefix('Tennis')),
}

const germanEndings: Record<GermanGender, string> = { m: 'er', f: 'e', n: 'es', pl: 'e' }

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

function lookUp<T>(table: Readonly<Record<string, T>>, english: string, what: string): T {
  const entry = table[english]
  if (!entry) throw new Error(`no translation for the ${what} '${english}'`)
  return entry
}

/** "Washed" + "Dad Cap" → nl "Gewassen dad cap", de "Gewaschene Dad-Cap". */
export function composeModelName(
  language: TranslatedLanguage,
  adjective: string,
  noun: string,
): string {
  const adjectiveWords = lookUp(adjectiveVocabulary, adjective, 'adjective')
  const nounWords = lookUp(nounVocabulary, noun, 'noun')
  if (language === 'nl') {
    const form = nounWords.nl.het ? adjectiveWords.nl.base : adjectiveWords.nl.inflected
    return capitalize(`${form} ${nounWords.nl.text}`)
  }
  const german = adjectiveWords.de
  if ('prefix' in german) return `${german.prefix}-${nounWords.de.text}`
  return `${german.stem}${germanEndings[nounWords.de.gender]} ${nounWords.de.text}`
}
