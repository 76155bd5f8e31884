// spec 000 §7: choosing a link in a menu is the data layer's select_category (mega menu, panels).
import { pushSelectCategory } from '../data-layer/view-events'

/** The click handler of a menu link named `name` leading to `link`. */
export const chooseMenuLink = (name: string, link: string) => () =>
  pushSelectCategory({ name, link, source: 'menu' })
