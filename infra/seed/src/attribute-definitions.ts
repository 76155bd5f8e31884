// The shop's product attributes and their options, labelled for the three store views of spec 000
// §1 (default/en id 1, nl id 3, de id 4). Option ids are assigned in this order from
// `firstOptionId`, so they are stable for every seed; boolean attributes keep Magento's 0/1 values.

/** A label per store view: English (default, 1), Dutch (3), German (4). */
export interface StoreLabels {
  en: string
  nl: string
  de: string
}

export interface OptionDefinition {
  code: string
  labels: StoreLabels
}

export interface AttributeDefinition {
  id: number
  code: string
  input: 'select' | 'multiselect' | 'boolean' | 'text' | 'textarea' | 'price'
  labels: StoreLabels
  userDefined: boolean
  filterable: boolean
  comparable: boolean
  options: readonly OptionDefinition[]
}

const option = (code: string, en: string, nl: string, de: string): OptionDefinition => ({
  code,
  labels: { en, nl, de },
})

export const colourOptions = [
  option('black', 'Black', 'Zwart', 'Schwarz'),
  option('white', 'White', 'Wit', 'Weiß'),
  option('navy', 'Navy', 'Marineblauw', 'Marineblau'),
  option('blue', 'Blue', 'Blauw', 'Blau'),
  option('red', 'Red', 'Rood', 'Rot'),
  option('green', 'Green', 'Groen', 'Grün'),
  option('pink', 'Pink', 'Roze', 'Rosa'),
  option('yellow', 'Yellow', 'Geel', 'Gelb'),
  option('beige', 'Beige', 'Beige', 'Beige'),
  option('brown', 'Brown', 'Bruin', 'Braun'),
  option('grey', 'Grey', 'Grijs', 'Grau'),
  option('gold', 'Gold', 'Goud', 'Gold'),
  option('silver', 'Silver', 'Zilver', 'Silber'),
] as const

export const subcolourOptions = [
  option('light', 'Light', 'Licht', 'Hell'),
  option('dark', 'Dark', 'Donker', 'Dunkel'),
  option('melange', 'Melange', 'Gemêleerd', 'Meliert'),
  option('pastel', 'Pastel', 'Pastel', 'Pastell'),
  option('metallic', 'Metallic', 'Metallic', 'Metallic'),
] as const

// spec 000 §3 sizes: letters for clothing, numbers for hats and rings, one size otherwise
export const sizeOptions = [
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => option(size, size, size, size)),
  ...['55', '57', '59', '61'].map((size) => option(`hat-${size}`, size, size, size)),
  ...['50', '52', '54', '56', '58'].map((size) => option(`ring-${size}`, size, size, size)),
  option('one-size', 'One Size', 'One size', 'Einheitsgröße'),
] as const

export const genderOptions = [
  option('women', 'Women', 'Dames', 'Damen'),
  option('men', 'Men', 'Heren', 'Herren'),
  option('unisex', 'Unisex', 'Unisex', 'Unisex'),
] as const

export const materialOptions = [
  option('cotton', 'Cotton', 'Katoen', 'Baumwolle'),
  option('organic-cotton', 'Organic cotton', 'Biologisch katoen', 'Bio-Baumwolle'),
  option('linen', 'Linen', 'Linnen', 'Leinen'),
  option('wool', 'Wool', 'Wol', 'Wolle'),
  option('straw', 'Straw', 'Stro', 'Stroh'),
  option('polyester', 'Recycled polyester', 'Gerecycled polyester', 'Recyceltes Polyester'),
  option('elastane', 'Elastane', 'Elastaan', 'Elasthan'),
  option('denim', 'Denim', 'Denim', 'Denim'),
  option('silver-925', 'Sterling silver', 'Sterling zilver', 'Sterlingsilber'),
  option('gold-plated', 'Gold plated', 'Verguld', 'Vergoldet'),
  option('paper', 'Paper', 'Papier', 'Papier'),
] as const

export const activityOptions = [
  option('casual', 'Casual', 'Casual', 'Freizeit'),
  option('beach', 'Beach', 'Strand', 'Strand'),
  option('swimming', 'Swimming', 'Zwemmen', 'Schwimmen'),
  option('office', 'Office', 'Kantoor', 'Büro'),
  option('party', 'Party', 'Feest', 'Party'),
  option('outdoor', 'Outdoor', 'Buiten', 'Outdoor'),
] as const

const yesNo = [option('0', 'No', 'Nee', 'Nein'), option('1', 'Yes', 'Ja', 'Ja')] as const

export const labelOptions = [
  option('new', 'New', 'Nieuw', 'Neu'),
  option('sale', 'Sale', 'Sale', 'Sale'),
  option('bestseller', 'Bestseller', 'Bestseller', 'Bestseller'),
  option('sustainable', 'Sustainable', 'Duurzaam', 'Nachhaltig'),
  option('online-exclusive', 'Online exclusive', 'Alleen online', 'Nur online'),
  option('limited', 'Limited edition', 'Beperkte oplage', 'Limitierte Auflage'),
] as const

export const tagOptions = [
  option('summer', 'Summer', 'Zomer', 'Sommer'),
  option('festival', 'Festival', 'Festival', 'Festival'),
  option('basics', 'Basics', 'Basics', 'Basics'),
  option('holiday', 'Holiday', 'Vakantie', 'Urlaub'),
  option('gift-idea', 'Gift idea', 'Cadeau-idee', 'Geschenkidee'),
  option('vintage', 'Vintage', 'Vintage', 'Vintage'),
  option('minimal', 'Minimal', 'Minimalistisch', 'Minimalistisch'),
  option('statement', 'Statement', 'Statement', 'Statement'),
] as const

const labels = (en: string, nl: string, de: string): StoreLabels => ({ en, nl, de })

const userSelect = (
  id: number,
  code: string,
  input: 'select' | 'multiselect' | 'boolean',
  storeLabels: StoreLabels,
  options: readonly OptionDefinition[],
  comparable = true,
): AttributeDefinition => ({
  id,
  code,
  input,
  labels: storeLabels,
  userDefined: true,
  filterable: true,
  comparable,
  options,
})

const system = (
  id: number,
  code: string,
  input: AttributeDefinition['input'],
  storeLabels: StoreLabels,
): AttributeDefinition => ({
  id,
  code,
  input,
  labels: storeLabels,
  userDefined: false,
  filterable: code === 'price',
  comparable: false,
  options: [],
})

// Ids follow Magento's habit of system attributes first (name 73, sku 74, price 77 ...).
export const attributeDefinitions: readonly AttributeDefinition[] = [
  system(73, 'name', 'text', labels('Product Name', 'Productnaam', 'Produktname')),
  system(74, 'sku', 'text', labels('SKU', 'SKU', 'Artikelnummer')),
  system(75, 'description', 'textarea', labels('Description', 'Omschrijving', 'Beschreibung')),
  system(77, 'price', 'price', labels('Price', 'Prijs', 'Preis')),
  userSelect(93, 'color', 'select', labels('Colour', 'Kleur', 'Farbe'), colourOptions),
  userSelect(94, 'subcolor', 'select', labels('Shade', 'Tint', 'Farbton'), subcolourOptions),
  userSelect(142, 'size', 'select', labels('Size', 'Maat', 'Größe'), sizeOptions),
  userSelect(143, 'gender', 'select', labels('Gender', 'Geslacht', 'Geschlecht'), genderOptions),
  userSelect(
    144,
    'material',
    'multiselect',
    labels('Material', 'Materiaal', 'Material'),
    materialOptions,
  ),
  userSelect(
    145,
    'activity',
    'multiselect',
    labels('Activity', 'Activiteit', 'Aktivität'),
    activityOptions,
  ),
  userSelect(146, 'new', 'boolean', labels('New', 'Nieuw', 'Neu'), yesNo, false),
  userSelect(147, 'sale', 'boolean', labels('Sale', 'Sale', 'Sale'), yesNo, false),
  userSelect(
    148,
    'product_labels',
    'multiselect',
    labels('Labels', 'Labels', 'Labels'),
    labelOptions,
    false,
  ),
  userSelect(149, 'product_tags', 'multiselect', labels('Tags', 'Tags', 'Tags'), tagOptions, false),
]

export const firstOptionId = 5001
