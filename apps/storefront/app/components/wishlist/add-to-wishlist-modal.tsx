// The add-to-wishlist modal (spec 001 §2 "Modals", §4): loaded on the heart's first click (D148)
// and rendered in a React root of its own beside the page, so the page carries none of it. A guest
// is sent to /login. A customer sees their lists, each a checkbox checked when the product is on
// it: checking adds the product (quantity 1; the add_to_wishlist event, spec 000 §7), unchecking
// removes it (the item found by product_id, spec 001 §7). A new list can be made here (name ≤ 50,
// Conform + zod) and gets the product. The lists reload after every change (spec 001 §4); each
// reload sets the pressed state of every heart of the page and the root loader's saved products
// (lib/wishlist/saved-products.ts), so hearts rendered later in this visit agree (D148).
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { resolveStoreFromPath, type StoreView } from '@vitrine/contracts/store-views'
import { WISHLIST_LIMIT_MESSAGE, type Wishlist } from '@vitrine/contracts/wishlist'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { isCustomerLoggedIn } from '~/lib/account/customer-flag'
import { pushAddToWishlist } from '~/lib/data-layer/wishlist-events'
import { buildStorePath } from '~/lib/store-path'
import {
  addToWishlist,
  createWishlist,
  fetchWishlists,
  removeFromWishlist,
  WishlistCallError,
} from '~/lib/wishlist/wishlist-client'
import { shownWishlistName, WishlistNameFormSchema } from '~/lib/wishlist/wishlist-form'
import { listSavedProductIds, showSavedProducts } from '~/lib/wishlist/saved-products'
import { createWishlistTranslate, type WishlistText } from '~/lib/wishlist/use-wishlist-translate'
import type { WishlistCard } from './wishlist-heart'
import styles from './wishlist.module.css'

function isOnList(list: Wishlist, productId: number): boolean {
  return list.items.some((item) => item.product_id === productId)
}

/**
 * The limit's text (spec 001 §5); spec 001 §8: other non-200 wishlist answers are ignored without a
 * message (the lists stay as the shop last answered them).
 */
function refusalText(error: unknown): WishlistText | null {
  if (error instanceof WishlistCallError && error.message === WISHLIST_LIMIT_MESSAGE) {
    return 'validation.wishlistLimit'
  }
  console.warn('a wishlist call failed', error)
  return null
}

/** Opens the modal for the heart `button`; a guest goes to /login instead (spec 001 §4). */
export function mountWishlistModal(
  button: HTMLButtonElement,
  card: WishlistCard,
  saved: number[] | null | undefined,
): void {
  const storeView = resolveStoreFromPath(window.location.pathname).storeView
  if (!isCustomerLoggedIn()) {
    window.location.assign(buildStorePath(storeView, '/login'))
    return
  }
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <AddToWishlistModal
      storeView={storeView}
      card={card}
      onListsChange={(lists) => showSavedProducts(document, listSavedProductIds(lists), saved)}
      onClose={() => {
        root.unmount()
        host.remove()
        button.focus()
      }}
    />,
  )
}

function AddToWishlistModal({
  storeView,
  card,
  onListsChange,
  onClose,
}: {
  storeView: StoreView
  card: WishlistCard
  onListsChange: (lists: readonly Wishlist[]) => void
  onClose: () => void
}) {
  const [t] = useState(() => createWishlistTranslate(storeView))
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [lists, setLists] = useState<Wishlist[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<WishlistText | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const productId = Number(card.id)

  // spec 001 §4: the list reloads after every successful change.
  const reload = useCallback(async () => {
    const next = await fetchWishlists(storeView)
    setLists(next)
    onListsChange(next)
  }, [storeView, onListsChange])

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    reload().catch((error: unknown) => {
      setLists([])
      setFailure(refusalText(error))
    })
    // Opened once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const close = onClose

  const change = async (work: () => Promise<unknown>) => {
    setBusy(true)
    setFailure(null)
    setDone(null)
    try {
      await work()
      await reload()
    } catch (error) {
      setFailure(refusalText(error))
    } finally {
      setBusy(false)
    }
  }

  const add = async (list: Wishlist) => {
    await addToWishlist(storeView, list.wishlist_id, productId)
    const cents = card.price ? (card.price.special ?? card.price.regular) : null
    pushAddToWishlist({
      sku: card.sku,
      name: card.name,
      priceCents: cents,
      categories: card.categories ?? [],
    })
    setDone(t('wishlist.added', { name: shownWishlistName(list, t('header.wishlist')) }))
  }

  const toggle = (list: Wishlist) =>
    change(async () => {
      const item = list.items.find((entry) => entry.product_id === productId)
      if (item) await removeFromWishlist(storeView, list.wishlist_id, item.item_id)
      else await add(list)
    })

  const [form, fields] = useForm({
    id: 'wishlist-new',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WishlistNameFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const target = event.currentTarget
      void change(async () => {
        const made = await createWishlist(storeView, submission.value.name)
        await add(made)
        target.reset()
      })
    },
  })
  const nameError = fields.name.errors?.[0]

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('wishlist.add')}
        </h2>
        <button type="button" className={styles.textButton} onClick={close}>
          {t('wishlist.close')}
        </button>
      </div>
      <p className={styles.product}>{card.name}</p>
      <div role="status" aria-live="polite">
        {lists === null && !failure ? <p>{t('wishlist.loading')}</p> : null}
        {done ? <p>{done}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {t(failure)}
        </p>
      ) : null}
      {lists ? (
        <fieldset className={styles.choices} disabled={busy} aria-busy={busy}>
          <legend>{t('wishlist.chooseList')}</legend>
          {lists.map((list) => (
            <label key={list.wishlist_id} className={styles.choice}>
              <input
                type="checkbox"
                checked={isOnList(list, productId)}
                onChange={() => void toggle(list)}
              />
              {shownWishlistName(list, t('header.wishlist'))}
            </label>
          ))}
        </fieldset>
      ) : null}
      <form className={styles.newList} {...getFormProps(form)}>
        <label htmlFor={fields.name.id}>{t('wishlist.newList')}</label>
        <div className={styles.row}>
          <input
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            maxLength={50}
            autoComplete="off"
          />
          <button type="submit" className={styles.secondary} disabled={busy || lists === null}>
            {t('wishlist.create')}
          </button>
        </div>
        {nameError ? (
          <p id={fields.name.errorId} className={styles.error}>
            {t(nameError as WishlistText)}
          </p>
        ) : null}
      </form>
    </dialog>
  )
}
