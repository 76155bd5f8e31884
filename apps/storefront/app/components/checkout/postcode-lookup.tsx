// The postcode lookup of the shipping address (spec 000 §3, §4; 001 §4, §5, §7, §8). Dutch: from
// the zip-code and house number fields it finds the street and city and fills them in. An
// identical repeated request is skipped; no address gives the catalogue's 'Address hasn't been
// found. Click <b>here</b> to fill manually.', whose bold part becomes a button (the text is never
// rendered as HTML); a request failure switches to manual input, as that button does.
import { listPostcodeCountries, lookUpDutchAddress } from '@vitrine/contracts/add-ons-client'
import { BffError } from '@vitrine/contracts/bff-client'
import type { PostcodeCountry } from '@vitrine/contracts/postcode'
import { useEffect, useReducer, useState, type MouseEvent } from 'react'
import { findCountryContext } from '~/lib/checkout/address-suggestions'
import {
  buildLookupRequest,
  canLookUp,
  initialPostcodeLookup,
  postcodeLookupReducer,
  shouldRequest,
  splitEmphasis,
} from '~/lib/checkout/postcode-lookup'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useTranslate } from '~/lib/use-store-view'
import { fieldOf, fillField } from './address-form-fields'
import styles from './checkout.module.css'
import { InternationalAddressLookup } from './international-address-lookup'

/** The countries the lookup serves, asked once per page. */
let countriesAsked: Promise<PostcodeCountry[]> | null = null

/**
 * The address lookup of the shipping address: the Dutch one by postcode and house number, the
 * international one (suggestions) for the other countries the lookup serves.
 */
export function PostcodeLookup({ country }: { country: string }) {
  const client = useBrowserBff()
  const [countries, setCountries] = useState<PostcodeCountry[]>([])
  const abroad = !canLookUp(country)
  useEffect(() => {
    if (!abroad) return
    countriesAsked ??= listPostcodeCountries(client).catch(() => {
      countriesAsked = null
      return []
    })
    let current = true
    void countriesAsked.then((served) => current && setCountries(served))
    return () => {
      current = false
    }
  }, [abroad, client])
  if (!abroad) return <DutchPostcodeLookup country={country} />
  const context = findCountryContext(countries, country)
  return context ? <InternationalAddressLookup key={context} context={context} /> : null
}

function DutchPostcodeLookup({ country }: { country: string }) {
  const t = useTranslate()
  const client = useBrowserBff()
  const [state, dispatch] = useReducer(postcodeLookupReducer, initialPostcodeLookup)
  const [incomplete, setIncomplete] = useState(false)
  if (!canLookUp(country) || state.manualInput) return null

  const find = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    if (!form) return
    const request = buildLookupRequest(
      country,
      fieldOf(form, 'zipCode')?.value ?? '',
      fieldOf(form, 'apartmentNumber')?.value ?? '',
    )
    setIncomplete(request === null)
    if (!request || !shouldRequest(state, request)) return
    dispatch({ type: 'requested', request })
    try {
      const address = await lookUpDutchAddress(client, request)
      fillField(form, 'zipCode', address.postcode)
      fillField(form, 'streetAddress', address.street)
      fillField(form, 'city', address.city)
      dispatch({
        type: 'found',
        address: { street: address.street, city: address.city, postcode: address.postcode },
      })
    } catch (error) {
      // An answer that is an error (no address, bad input) shows the message; a failure of the
      // request itself (network, lookup down) switches to manual input.
      const answered = error instanceof BffError && error.status < 500
      dispatch(answered ? { type: 'notFound' } : { type: 'failed' })
    }
  }

  const fillManually = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    dispatch({ type: 'manualChosen' })
    if (form) fieldOf(form, 'streetAddress')?.focus()
  }

  const [before, emphasis, after] = splitEmphasis(t('checkout.addressNotFound'))
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.link}
        disabled={state.requesting}
        onClick={(event) => void find(event)}
      >
        {t('checkout.findAddress')}
      </button>
      <div role="status">
        {state.address && !state.notFound ? (
          <p className={styles.hint}>
            {t('checkout.addressFound', { street: state.address.street, city: state.address.city })}
          </p>
        ) : null}
        {incomplete ? <p className={styles.hint}>{t('checkout.findAddressHint')}</p> : null}
      </div>
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
