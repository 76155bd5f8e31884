// What the fashion shop sells (ARCHITECTURE §5: caps, hats, clothing, swimwear, jewellery, plus gift
// cards and style guides): per kind its size scale, colours, shelf price range, materials,
// activities, names and the leaf categories it is listed in.

export type SizeScale = 'letters' | 'swim' | 'hat' | 'ring' | 'one-size'

export interface ProductKind {
  /** Also the image name prefix, so it never has a hyphen in second place (media path folders). */
  code: string
  skuPrefix: string
  scale: SizeScale
  colours: readonly string[]
  /** Gross shelf price range in whole euros. */
  priceEuros: readonly [number, number]
  materials: readonly string[]
  activities: readonly string[]
  genders: readonly ('women' | 'men' | 'unisex')[]
  nouns: readonly string[]
  adjectives: readonly string[]
  /** Leaf category keys by gender (see category-tree.ts). */
  categories: Partial<Record<'women' | 'men' | 'unisex', readonly string[]>>
}

const clothingColours = ['black', 'white', 'navy', 'blue', 'red', 'green', 'pink', 'beige', 'grey']
const swimColours = ['black', 'navy', 'blue', 'red', 'pink', 'yellow', 'green']
const hatColours = ['black', 'beige', 'brown', 'navy', 'grey', 'white']
const capColours = ['black', 'white', 'navy', 'red', 'green', 'beige', 'pink', 'yellow']
const metalColours = ['gold', 'silver']

export const productKinds: readonly ProductKind[] = [
  {
    code: 'dress',
    skuPrefix: 'DRS',
    scale: 'letters',
    colours: clothingColours,
    priceEuros: [39, 129],
    materials: ['cotton', 'linen', 'organic-cotton', 'polyester'],
    activities: ['casual', 'party', 'office'],
    genders: ['women'],
    nouns: ['Wrap Dress', 'Maxi Dress', 'Shirt Dress', 'Slip Dress', 'Midi Dress'],
    adjectives: ['Linen', 'Floral', 'Pleated', 'Summer', 'Tiered', 'Classic', 'Flowing'],
    categories: { women: ['women/clothing/dresses'] },
  },
  {
    code: 'top',
    skuPrefix: 'TOP',
    scale: 'letters',
    colours: clothingColours,
    priceEuros: [19, 59],
    materials: ['cotton', 'organic-cotton', 'linen'],
    activities: ['casual', 'office'],
    genders: ['women'],
    nouns: ['Blouse', 'Tank Top', 'Crop Top', 'Camisole'],
    adjectives: ['Ribbed', 'Relaxed', 'Broderie', 'Soft', 'Basic', 'Ruffled'],
    categories: { women: ['women/clothing/tops'] },
  },
  {
    code: 'tshirt',
    skuPrefix: 'TSH',
    scale: 'letters',
    colours: clothingColours,
    priceEuros: [15, 45],
    materials: ['cotton', 'organic-cotton'],
    activities: ['casual', 'outdoor'],
    genders: ['women', 'men'],
    nouns: ['T-Shirt', 'Crew Neck Tee', 'V-Neck Tee', 'Pocket Tee'],
    adjectives: ['Essential', 'Organic', 'Heavyweight', 'Slub', 'Striped', 'Graphic'],
    categories: { women: ['women/clothing/tops'], men: ['men/clothing/t-shirts'] },
  },
  {
    code: 'shirt',
    skuPrefix: 'SHT',
    scale: 'letters',
    colours: clothingColours,
    priceEuros: [39, 89],
    materials: ['cotton', 'linen'],
    activities: ['office', 'casual'],
    genders: ['men'],
    nouns: ['Oxford Shirt', 'Linen Shirt', 'Overshirt', 'Camp Collar Shirt'],
    adjectives: ['Slim Fit', 'Regular Fit', 'Washed', 'Brushed', 'Striped'],
    categories: { men: ['men/clothing/shirts'] },
  },
  {
    code: 'trousers',
    skuPrefix: 'TRS',
    scale: 'letters',
    colours: ['black', 'navy', 'beige', 'grey', 'green', 'blue'],
    priceEuros: [49, 119],
    materials: ['cotton', 'linen', 'denim', 'wool'],
    activities: ['office', 'casual'],
    genders: ['women', 'men'],
    nouns: ['Chinos', 'Wide Leg Trousers', 'Cargo Trousers', 'Jeans', 'Pleated Trousers'],
    adjectives: ['Tapered', 'Relaxed', 'Straight', 'Cropped', 'Tailored'],
    categories: { women: ['women/clothing/trousers'], men: ['men/clothing/trousers'] },
  },
  {
    code: 'jacket',
    skuPrefix: 'JKT',
    scale: 'letters',
    colours: ['black', 'navy', 'beige', 'brown', 'green', 'grey'],
    priceEuros: [79, 249],
    materials: ['wool', 'cotton', 'denim', 'polyester'],
    activities: ['outdoor', 'office', 'casual'],
    genders: ['women', 'men'],
    nouns: ['Trench Coat', 'Denim Jacket', 'Bomber Jacket', 'Blazer', 'Rain Jacket'],
    adjectives: ['Classic', 'Oversized', 'Cropped', 'Waxed', 'Quilted'],
    categories: { women: ['women/clothing/jackets'], men: ['men/clothing/jackets'] },
  },
  {
    code: 'bikini',
    skuPrefix: 'BKN',
    scale: 'swim',
    colours: swimColours,
    priceEuros: [29, 79],
    materials: ['polyester', 'elastane'],
    activities: ['beach', 'swimming'],
    genders: ['women'],
    nouns: ['Bikini', 'Triangle Bikini', 'Bandeau Bikini', 'High Waist Bikini'],
    adjectives: ['Riviera', 'Tropical', 'Ribbed', 'Shimmer', 'Retro'],
    categories: { women: ['women/swimwear/bikinis'] },
  },
  {
    code: 'swimsuit',
    skuPrefix: 'SWS',
    scale: 'swim',
    colours: swimColours,
    priceEuros: [39, 99],
    materials: ['polyester', 'elastane'],
    activities: ['beach', 'swimming'],
    genders: ['women'],
    nouns: ['Swimsuit', 'Cut-Out Swimsuit', 'Sport Swimsuit'],
    adjectives: ['Capri', 'Classic', 'Scoop Back', 'Belted', 'Lagoon'],
    categories: { women: ['women/swimwear/swimsuits'] },
  },
  {
    code: 'swimshorts',
    skuPrefix: 'SWM',
    scale: 'letters',
    colours: swimColours,
    priceEuros: [25, 69],
    materials: ['polyester'],
    activities: ['beach', 'swimming'],
    genders: ['men'],
    nouns: ['Swim Shorts', 'Board Shorts', 'Swim Trunks'],
    adjectives: ['Palm Print', 'Quick Dry', 'Solid', 'Striped', 'Surf'],
    categories: { men: ['men/swimwear/swim-shorts'] },
  },
  {
    code: 'cap',
    skuPrefix: 'CAP',
    scale: 'one-size',
    colours: capColours,
    priceEuros: [15, 39],
    materials: ['cotton', 'organic-cotton', 'polyester'],
    activities: ['casual', 'outdoor', 'beach'],
    genders: ['unisex'],
    nouns: ['Baseball Cap', 'Dad Cap', 'Trucker Cap', 'Five Panel Cap', 'Bucket Hat'],
    adjectives: ['Classic', 'Washed', 'Corduroy', 'Logo', 'Vintage', 'Canvas'],
    categories: { unisex: ['women/hats-caps/caps', 'men/hats-caps/caps'] },
  },
  {
    code: 'hat',
    skuPrefix: 'HAT',
    scale: 'hat',
    colours: hatColours,
    priceEuros: [29, 99],
    materials: ['straw', 'wool'],
    activities: ['beach', 'casual', 'outdoor'],
    genders: ['women', 'men'],
    nouns: ['Fedora', 'Panama Hat', 'Sun Hat', 'Trilby', 'Wide Brim Hat'],
    adjectives: ['Woven', 'Classic', 'Packable', 'Felt', 'Raffia'],
    categories: { women: ['women/hats-caps/hats'], men: ['men/hats-caps/hats'] },
  },
  {
    code: 'necklace',
    skuPrefix: 'NCK',
    scale: 'one-size',
    colours: metalColours,
    priceEuros: [19, 149],
    materials: ['silver-925', 'gold-plated'],
    activities: ['party', 'casual'],
    genders: ['women', 'men'],
    nouns: ['Pendant Necklace', 'Chain Necklace', 'Choker', 'Layered Necklace'],
    adjectives: ['Delicate', 'Coin', 'Pearl', 'Herringbone', 'Initial'],
    categories: { women: ['women/jewellery/necklaces'], men: ['men/jewellery/necklaces'] },
  },
  {
    code: 'earrings',
    skuPrefix: 'EAR',
    scale: 'one-size',
    colours: metalColours,
    priceEuros: [15, 89],
    materials: ['silver-925', 'gold-plated'],
    activities: ['party', 'office'],
    genders: ['women'],
    nouns: ['Hoop Earrings', 'Stud Earrings', 'Drop Earrings', 'Ear Cuff'],
    adjectives: ['Mini', 'Chunky', 'Twisted', 'Pearl', 'Starry'],
    categories: { women: ['women/jewellery/earrings'] },
  },
  {
    code: 'ring',
    skuPrefix: 'RNG',
    scale: 'ring',
    colours: metalColours,
    priceEuros: [19, 119],
    materials: ['silver-925', 'gold-plated'],
    activities: ['party', 'casual'],
    genders: ['women', 'men'],
    nouns: ['Signet Ring', 'Stacking Ring', 'Band Ring', 'Statement Ring'],
    adjectives: ['Hammered', 'Slim', 'Stone', 'Wave', 'Braided'],
    categories: { women: ['women/jewellery/rings'], men: ['men/jewellery/rings'] },
  },
  {
    code: 'bracelet',
    skuPrefix: 'BRC',
    scale: 'one-size',
    colours: metalColours,
    priceEuros: [15, 99],
    materials: ['silver-925', 'gold-plated'],
    activities: ['casual', 'party'],
    genders: ['women', 'men'],
    nouns: ['Chain Bracelet', 'Bangle', 'Cuff Bracelet', 'Beaded Bracelet'],
    adjectives: ['Fine', 'Link', 'Charm', 'Rope', 'Tennis'],
    categories: { women: ['women/jewellery/bracelets'], men: ['men/jewellery/bracelets'] },
  },
]

/** Gift cards (virtual) and style guides (downloadable e-books). */
export const giftCardKind = { code: 'giftcard', skuPrefix: 'GFT', colour: 'gold' } as const
export const styleGuideKind = { code: 'styleguide', skuPrefix: 'EBK', colour: 'beige' } as const

/** spec 000 §3 sizes per scale: XS–XXL for clothing, numbers for hats and rings. */
export const sizesByScale: Record<SizeScale, readonly string[]> = {
  letters: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  swim: ['XS', 'S', 'M', 'L', 'XL'],
  hat: ['hat-55', 'hat-57', 'hat-59', 'hat-61'],
  ring: ['ring-50', 'ring-52', 'ring-54', 'ring-56', 'ring-58'],
  'one-size': ['one-size'],
}

/** Finds a kind by code (the catalogue plan names kinds by code). */
export function findKind(code: string): ProductKind {
  const kind = productKinds.find((candidate) => candidate.code === code)
  if (!kind) throw new Error(`unknown product kind '${code}'`)
  return kind
}
