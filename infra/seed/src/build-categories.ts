// The three-level category tree (ARCHITECTURE §5) under Magento's root category, and its VSF1
// documents: url_key, url_path (`women/clothing/dresses`), slug (`dresses-12`, unique for /c/{slug}),
// path of ids, level, position, include_in_menu, product_count and the nested children_data.
import type { CategoryDocument } from '@vitrine/contracts/catalog/category'
import { categoryTexts, describeCategory, type Language } from './catalog-texts.js'
import { formatCatalogDate } from './catalog-values.js'
import { translatedLanguages, type TranslatedLanguage } from './product-vocabulary.js'

interface TreeSpec {
  key: string
  name: string
  inMenu?: boolean
  children?: readonly TreeSpec[]
}

const leaf = (key: string, name: string): TreeSpec => ({ key, name })
const hatsCaps = (hats: boolean): TreeSpec => ({
  key: 'hats-caps',
  name: 'Hats & Caps',
  children: [leaf('caps', 'Caps'), ...(hats ? [leaf('hats', 'Hats')] : [])],
})

const tree: readonly TreeSpec[] = [
  {
    key: 'women',
    name: 'Women',
    children: [
      {
        key: 'clothing',
        name: 'Clothing',
        children: [
          leaf('dresses', 'Dresses'),
          leaf('tops', 'Tops'),
          leaf('trousers', 'Trousers'),
          leaf('jackets', 'Jackets'),
        ],
      },
      {
        key: 'swimwear',
        name: 'Swimwear',
        children: [leaf('bikinis', 'Bikinis'), leaf('swimsuits', 'Swimsuits')],
      },
      hatsCaps(true),
      {
        key: 'jewellery',
        name: 'Jewellery',
        children: [
          leaf('necklaces', 'Necklaces'),
          leaf('earrings', 'Earrings'),
          leaf('rings', 'Rings'),
          leaf('bracelets', 'Bracelets'),
        ],
      },
    ],
  },
  {
    key: 'men',
    name: 'Men',
    children: [
      {
        key: 'clothing',
        name: 'Clothing',
        children: [
          leaf('t-shirts', 'T-Shirts'),
          leaf('shirts', 'Shirts'),
          leaf('trousers', 'Trousers'),
          leaf('jackets', 'Jackets'),
        ],
      },
      { key: 'swimwear', name: 'Swimwear', children: [leaf('swim-shorts', 'Swim Shorts')] },
      hatsCaps(true),
      {
        key: 'jewellery',
        name: 'Jewellery',
        children: [
          leaf('necklaces', 'Necklaces'),
          leaf('rings', 'Rings'),
          leaf('bracelets', 'Bracelets'),
        ],
      },
    ],
  },
  {
    key: 'gifts',
    name: 'Gifts',
    children: [
      leaf('gift-cards', 'Gift Cards'),
      leaf('style-guides', 'Style Guides'),
      leaf('sets', 'Gift Sets'),
    ],
  },
  { key: 'sale', name: 'Sale' },
  // an archive category kept out of the menu, as shops keep old collections
  { key: 'archive', name: 'Archive', inMenu: false },
]

export interface CategoryNode {
  id: number
  parentId: number
  name: string
  urlKey: string
  urlPath: string
  slug: string
  level: number
  position: number
  pathIds: number[]
  includeInMenu: boolean
  children: CategoryNode[]
  /** Name and addresses in the Dutch and German store views (D80). */
  local: Record<TranslatedLanguage, CategoryTexts>
}

export interface CategoryTexts {
  name: string
  urlKey: string
  urlPath: string
  slug: string
}

function translateCategory(
  spec: TreeSpec,
  parent: CategoryNode,
  id: number,
): Record<TranslatedLanguage, CategoryTexts> {
  const texts = categoryTexts[spec.key]
  if (!texts) throw new Error(`no translation for the category '${spec.key}'`)
  const entries = translatedLanguages.map((language) => {
    const urlKey = texts.urlKey[language]
    const parentPath = parent.local[language].urlPath
    const urlPath = parent.level === 1 ? urlKey : `${parentPath}/${urlKey}`
    return [language, { name: texts.name[language], urlKey, urlPath, slug: `${urlKey}-${id}` }]
  })
  return Object.fromEntries(entries) as Record<TranslatedLanguage, CategoryTexts>
}

/** A category's texts in a language: the node's own (English) or its translation. */
export function readCategoryTexts(node: CategoryNode, language: Language): CategoryTexts {
  return language === 'en' ? node : node.local[language]
}

export const rootCategoryId = 2

/** Numbers the tree depth first from id 3 under the root category (id 2, level 1). */
export function buildCategoryTree(): CategoryNode {
  let nextId = rootCategoryId + 1
  const build = (spec: TreeSpec, parent: CategoryNode, position: number): CategoryNode => {
    const id = nextId++
    const urlPath = parent.level === 1 ? spec.key : `${parent.urlPath}/${spec.key}`
    const node: CategoryNode = {
      id,
      parentId: parent.id,
      name: spec.name,
      urlKey: spec.key,
      urlPath,
      slug: `${spec.key}-${id}`,
      level: parent.level + 1,
      position,
      pathIds: [...parent.pathIds, id],
      includeInMenu: spec.inMenu ?? true,
      children: [],
      local: translateCategory(spec, parent, id),
    }
    node.children = (spec.children ?? []).map((child, index) => build(child, node, index + 1))
    return node
  }
  const root: CategoryNode = {
    id: rootCategoryId,
    parentId: 1,
    name: 'Default Category',
    urlKey: 'default-category',
    urlPath: '',
    slug: `default-category-${rootCategoryId}`,
    level: 1,
    position: 1,
    pathIds: [1, rootCategoryId],
    includeInMenu: false,
    children: [],
    local: Object.fromEntries(
      translatedLanguages.map((language) => [
        language,
        {
          name: 'Default Category',
          urlKey: 'default-category',
          urlPath: '',
          slug: `default-category-${rootCategoryId}`,
        },
      ]),
    ) as Record<TranslatedLanguage, CategoryTexts>,
  }
  root.children = tree.map((spec, index) => build(spec, root, index + 1))
  return root
}

/** Every node of the tree, parents before children. */
export function listCategories(root: CategoryNode): CategoryNode[] {
  return [root, ...root.children.flatMap(listCategories)]
}

/** Finds a category by its url_path; throws for a path the tree does not have. */
export function findCategory(root: CategoryNode, urlPath: string): CategoryNode {
  const found = listCategories(root).find((node) => node.urlPath === urlPath)
  if (!found) throw new Error(`no category at '${urlPath}'`)
  return found
}

/**
 * One VSF1 document per category in a store view's language; `productCounts` holds the visible
 * products per category id (the same in every store view).
 */
export function toCategoryDocuments(
  root: CategoryNode,
  productCounts: ReadonlyMap<number, number>,
  referenceMs: number,
  language: Language = 'en',
): CategoryDocument[] {
  const count = (node: CategoryNode): number => productCounts.get(node.id) ?? 0
  const toTreeNode = (
    node: CategoryNode,
  ): NonNullable<CategoryDocument['children_data']>[number] => {
    const texts = readCategoryTexts(node, language)
    return {
      id: node.id,
      parent_id: node.parentId,
      name: texts.name,
      is_active: true,
      level: node.level,
      position: node.position,
      product_count: count(node),
      url_key: texts.urlKey,
      url_path: texts.urlPath,
      slug: texts.slug,
      include_in_menu: node.includeInMenu,
      children_data: node.children.map(toTreeNode),
    }
  }
  return listCategories(root).map((node) => {
    const texts = readCategoryTexts(node, language)
    const described = describeCategory(language, texts.name)
    return {
      id: node.id,
      parent_id: node.parentId,
      parent_ids: node.pathIds.slice(0, -1),
      name: texts.name,
      is_active: true,
      level: node.level,
      position: node.position,
      path: node.pathIds.join('/'),
      // the root category is never addressed by URL
      ...(node.level > 1
        ? { url_key: texts.urlKey, url_path: texts.urlPath, slug: texts.slug }
        : {}),
      product_count: count(node),
      children_count: listCategories(node).length - 1,
      children_data: node.children.map(toTreeNode),
      include_in_menu: node.includeInMenu,
      is_anchor: true,
      display_mode: 'PRODUCTS',
      available_sort_by: [],
      description: node.level > 1 ? described.text : null,
      image: null,
      meta_title: node.level > 1 ? described.title : null,
      meta_description: null,
      created_at: formatCatalogDate(referenceMs, -730),
      updated_at: formatCatalogDate(referenceMs, -30),
    }
  })
}
