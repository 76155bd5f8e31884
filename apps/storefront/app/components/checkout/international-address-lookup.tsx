// The address lookup for countries other than the Netherlands (lib/checkout/address-suggestions.ts):
// 'Find address' asks for suggestions of what was typed; choosing an address fills the street,
// house number, postcode and city; choosing a street narrows the suggestions to it.
import { readSuggestedAddress, suggestAddresses } from '@vitrine/contracts/add-ons-client'
import type { AutocompleteMatch } from '@vitrine/contracts/postcode'
import { BffError } from '@vitrine/contracts/bff-client'
import { useReducer, useState, type MouseEvent } from 'react'
import {
  addressSuggestionsReducer,
  buildSuggestionRequest,
  initialAddressSuggestions,
  newAutocompleteSession,
  shouldSuggest,
  type SuggestionRequest,
} from '~/lib/checkout/address-suggestions'
import { splitEmphasis } from '~/lib/checkout/postcode-lookup'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useTranslate } from '~/lib/use-store-view'
import { fieldOf, fillField } from './address-form-fields'
import styles from './checkout.module.css'

/** A failure of the request itself (network, lookup down), not an answer. */
const isFailure = (error: unknown) => !(error instanceof BffError && error.status < 500)

export function InternationalAddressLookup({ context }: { context: string }) {
  const t = useTranslate()
  const client = useBrowserBff()
  const [state, dispatch] = useReducer(addressSuggestionsReducer, initialAddressSuggestions)
  const [session] = useState(() => newAutocompleteSession())
  const [incomplete, setIncomplete] = useState(false)
  const [found, setFound] = useState<{ street: string; city: string } | null>(null)
  const [form, setForm] = useState<HTMLFormElement | null>(null)
  if (state.manualInput) return null

  const suggest = async (request: SuggestionRequest) => {
    if (!shouldSuggest(state, request)) return
    dispatch({ type: 'requested', request })
    try {
      const result = await suggestAddresses(client, { ...request, session })
      dispatch({ type: 'suggested', matches: result.matches })
    } catch (error) {
      dispatch(isFailure(error) ? { type: 'failed' } : { type: 'suggested', matches: [] })
    }
  }

  const find = (event: MouseEvent<HTMLButtonElement>) => {
    const owner = event.currentTarget.form
    if (!owner) return
    setForm(owner)
    setFound(null)
    const request = buildSuggestionRequest(context, {
      postcode: fieldOf(owner, 'zipCode')?.value ?? '',
      street: fieldOf(owner, 'streetAddress')?.value ?? '',
      houseNumber: fieldOf(owner, 'apartmentNumber')?.value ?? '',
    })
    setIncomplete(request === null)
    if (request) void suggest(request)
  }

  const choose = async (match: AutocompleteMatch) => {
    if (match.precision !== 'Address') {
      await suggest({ q: state.lastRequest?.q ?? match.value, context: match.context })
      return
    }
    try {
      const address = await readSuggestedAddress(client, { context: match.context, session })
      if (form) {
        fillField(form, 'streetAddress', address.street)
        fillField(form, 'apartmentNumber', address.building)
        fillField(form, 'zipCode', address.postcode)
        fillField(form, 'city', address.city)
      }
      dispatch({ type: 'chosen' })
      setFound({ street: `${address.street} ${address.building}`, city: address.city })
    } catch (error) {
      dispatch(isFailure(error) ? { type: 'failed' } : { type: 'suggested', matches: [] })
    }
  }

  const fillManually = () => {
    dispatch({ type: 'manualChosen' })
    if (form) fieldOf(form, 'streetAddress')?.focus()
  }

  const [before, emphasis, after] = splitEmphasis(t('checkout.addressNotFound'))
  return (
    <div className={styles.field}>
      <button type="button" className={styles.link} disabled={state.requesting} onClick={find}>
        {t('checkout.findAddress')}
      </button>
      <div role="status">
        {found ? <p className={styles.hint}>{t('checkout.addressFound', found)}</p> : null}
        {incomplete ? <p className={styles.hint}>{t('checkout.findAddressAbroadHint')}</p> : null}
      </div>
      {state.matches.length > 0 ? (
        <ul className={styles.suggestions} aria-label={t('checkout.suggestedAddresses')}>
          {state.matches.map((match) => (
            <li key={match.context}>
              <button
                type="button"
                className={styles.suggestion}
                onClick={() => void choose(match)}
              >
                {match.label} <span className={styles.hint}>{match.description}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state.notFound ? (
        <p role="alert" className={styles.error}>
          {before}
          <button type="button" className={styles.inlineLink} onClick={fillManually}>
            <b>{emphasis}</b>
          </button>
          {after}
        </p>
      ) : null}
    </div>
  )
}
