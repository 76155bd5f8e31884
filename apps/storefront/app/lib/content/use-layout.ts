// The layout the root loader read from the store view's layout story (D125), sent as one JSON
// text (D50): the same text on every page of a store view, parsed once.
import { useRouteLoaderData } from '@remix-run/react'
import { useJsonPayload, type JsonPayload } from '../json-payload'
import { EMPTY_LAYOUT, type LayoutView } from './layout-view'

export const NO_LAYOUT = JSON.stringify(EMPTY_LAYOUT) as JsonPayload<LayoutView>

export function useLayout(): LayoutView {
  const data: { layout?: JsonPayload<LayoutView> } | undefined = useRouteLoaderData('root')
  return useJsonPayload(data?.layout ?? NO_LAYOUT)
}
