// The four checkout steps (spec 000 §2 "Checkout is a multi-step flow"): personal details,
// shipping, payment, review. What the shopper types is kept in local storage as it is typed, so a
// reload continues where they were (within the 30-minute window). Shipping and payment methods and
// totals are the server's (spec 000 §7); the analytics events follow each step (spec 000 §7).
import type { CartTotals } from '@vitrine/contracts/cart'
import { isProviderPaymentCode } from '@vitrine/contracts/payments'
import {
  collectTotals,
  estimateShippingMethods,
  listPaymentMethods,
  saveShippingInformation,
  type ShippingMethod,
} from '@vitrine/contracts/cart-client'
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { buildCartViewTotals, listCouponCodes, toCents } from '~/lib/cart/cart-lines'
import type { AddressFields } from '~/lib/checkout/address-fields'
import { restoreCheckout } from '~/lib/checkout/checkout-resume'
import { placeProviderOrder } from '~/lib/checkout/provider-order'
import { buildStorePath } from '~/lib/store-path'
import { checkoutReducer, completedWith, initialCheckoutState } from '~/lib/checkout/checkout-state'
import {
  getCheckoutStorage,
  readCheckoutProgress,
  readStoredFields,
  resetAfterOrder,
  writeCheckoutProgress,
  writeStoredFields,
  type CheckoutStep,
  type DetailsForm,
} from '~/lib/checkout/checkout-storage'
import type { PaymentDetails } from '~/lib/checkout/payment-details-form'
import type { PersonalDetails } from '~/lib/checkout/personal-details-form'
import type { ShippingDetails } from '~/lib/checkout/shipping-details-form'
import {
  pushAddPaymentInfo,
  pushAddShippingInfo,
  pushBeginCheckout,
  pushPurchase,
  type CheckoutEventCart,
} from '~/lib/data-layer/checkout-events'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'
import { describeShippingMethod } from '~/lib/checkout/shipping-method-label'
import { getBrowserOrderPlacer } from '~/lib/orders/browser-orders'
import {
  buildOrderBody,
  findShippingMethod,
  PICKUP_POINT_METHOD_CODE,
} from '~/lib/orders/build-order'
import { orderNoticeKey } from '~/lib/orders/order-notices'
import { sendSizeFitOrder } from '~/lib/size-fit/size-fit-events'
import { buildSizeFitOrderItems } from '~/lib/size-fit/size-fit-order'
import { useSizeFitConfig } from '~/lib/size-fit/use-size-fit-config'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from '~/components/cart/cart-provider'
import { useNotifications } from '~/components/shell/notifications-provider'
import styles from './checkout.module.css'
import type { PlacedOrderView } from './order-confirmation'
import { OrderSummary, type SummaryTotals } from './order-summary'
import { PaymentStep } from './payment-step'
import { PersonalDetailsStep } from './personal-details'
import { ReviewStep } from './review-step'
import { ShippingStep } from './shipping-step'

const STEP_TITLES: Record<CheckoutStep, PlainMessageKey> = {
  personal: 'checkout.personalDetails',
  shipping: 'checkout.shipping',
  payment: 'checkout.payment',
  review: 'checkout.review',
}

/** The address as the cart API takes it for shipping information (vsf's camelCase country). */
function toCheckoutAddress(address: AddressFields, email: string) {
  return {
    countryId: address.country,
    firstname: address.firstName,
    lastname: address.lastName,
    street: [address.streetAddress, address.apartmentNumber],
    city: address.city,
    postcode: address.zipCode,
    email,
    ...(address.state ? { region: address.state } : {}),
    ...(address.phoneNumber ? { telephone: address.phoneNumber } : {}),
  }
}

/** The shipping names default to the personal details' until the shopper types their own. */
function withNames(
  fields: Readonly<Record<string, string | boolean>>,
  personal: PersonalDetails | null,
): Readonly<Record<string, string | boolean>> {
  if (!personal) return fields
  return {
    ...fields,
    firstName: fields.firstName || personal.firstName,
    lastName: fields.lastName || personal.lastName,
  }
}

export function CheckoutFlow({ onPlaced }: { onPlaced: (order: PlacedOrderView) => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const client = useBrowserBff()
  const cart = useCart()
  const sizeFit = useSizeFitConfig()
  const { notify } = useNotifications()
  const storage = useMemo(() => getCheckoutStorage(), [])

  // What was stored and where checkout continues, read once when the flow opens.
  const [restored] = useState(() => {
    const fields = {
      personal: readStoredFields(storage, 'personal'),
      shipping: readStoredFields(storage, 'shipping'),
      payment: readStoredFields(storage, 'payment'),
    }
    return {
      fields,
      ...restoreCheckout(fields, readCheckoutProgress(storage), Date.now()),
    }
  })
  const [state, dispatch] = useReducer(checkoutReducer, restored, (start) =>
    initialCheckoutState(start.fields, start),
  )
  const {
    stored,
    step,
    completed,
    personal,
    shipping,
    payment,
    shippingMethod,
    shippingMethods,
    paymentMethods,
    totals,
    busy,
    failure,
    processing,
  } = state
  const token = cart.cartToken

  // spec 000 §4: modifiedAt is the last change of the checkout state.
  const saveProgress = useCallback(
    (steps: CheckoutStep[]) =>
      writeCheckoutProgress(storage, { completed: steps, modifiedAt: Date.now() }),
    [storage],
  )
  const saveFields = useCallback(
    (form: DetailsForm, fields: Record<string, string | boolean>) => {
      writeStoredFields(storage, form, fields)
      dispatch({ type: 'fieldsTyped', form, fields })
      saveProgress(completed)
    },
    [storage, saveProgress, completed],
  )
  // The reducer moves to the next step; the completed steps are stored with the time of change.
  const saveCompleted = (done: CheckoutStep) => saveProgress(completedWith(completed, done))

  const eventCart = useCallback(
    (current: CartTotals | null): CheckoutEventCart => ({
      currency: current?.quote_currency_code ?? storeView.i18n.currencyCode,
      lines: cart.lines.map((line) => ({
        sku: line.sku,
        parentSku: line.parentSku,
        variant: line.variant,
        name: line.name,
        qty: line.qty,
        rowTotalInclTax: line.rowTotalInclTax,
      })),
      value: current ? toCents(current.grand_total) : cart.totals.grandTotal,
      coupons: current ? listCouponCodes(current) : cart.couponCodes,
    }),
    [cart.lines, cart.totals, cart.couponCodes, storeView],
  )

  // spec 000 §7: begin_checkout once, when the checkout opens with the cart's lines.
  const began = useRef(false)
  useEffect(() => {
    if (began.current) return
    began.current = true
    pushBeginCheckout(eventCart(null))
  }, [eventCart])

  // Only the answer for the latest country counts (the shopper may change it quickly).
  const shippingRequest = useRef(0)
  const loadShippingMethods = useCallback(
    async (country: string) => {
      if (!token) return []
      const request = ++shippingRequest.current
      dispatch({ type: 'shippingMethodsRequested' })
      try {
        const methods = await estimateShippingMethods(client, token, { country_id: country })
        if (request === shippingRequest.current)
          dispatch({ type: 'shippingMethodsLoaded', methods })
        return methods
      } catch {
        if (request === shippingRequest.current) dispatch({ type: 'shippingMethodsFailed' })
        return []
      }
    },
    [client, token],
  )

  const sendShipping = useCallback(
    async (details: ShippingDetails, method: ShippingMethod, email: string) => {
      if (!token) throw new Error('The cart has no token')
      const answer = await saveShippingInformation(client, token, {
        shippingAddress: toCheckoutAddress(details, email),
        shippingCarrierCode: method.carrier_code,
        shippingMethodCode: method.method_code,
      })
      dispatch({
        type: 'shippingSaved',
        method,
        paymentMethods: answer.payment_methods,
        totals: answer.totals,
      })
      return answer
    },
    [client, token],
  )

  const sendPayment = useCallback(
    async (details: PaymentDetails, method: ShippingMethod) => {
      if (!token) throw new Error('The cart has no token')
      const next = await collectTotals(client, token, {
        paymentMethod: { method: details.paymentMethod },
        shippingCarrierCode: method.carrier_code,
        shippingMethodCode: method.method_code,
      })
      dispatch({ type: 'totalsLoaded', totals: next })
      return next
    },
    [client, token],
  )

  // After a reload past the shipping step: the server's methods and totals for the stored choices.
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current) return
    resumed.current = true
    if (restored.step === 'personal' || restored.step === 'shipping') return
    const { shipping: savedShipping, personal: savedPersonal, payment: savedPayment } = restored
    if (!savedShipping || !savedPersonal) return
    void (async () => {
      dispatch({ type: 'requestStarted' })
      try {
        const methods = await loadShippingMethods(savedShipping.country)
        const method = findShippingMethod(methods, savedShipping.shippingMethod)
        if (!method) {
          dispatch({ type: 'resumeFellBack' })
          return
        }
        await sendShipping(savedShipping, method, savedPersonal.emailAddress)
        if (restored.step === 'review' && savedPayment) await sendPayment(savedPayment, method)
      } catch {
        dispatch({ type: 'failed', failure: 'error.tryAgainSoon' })
      } finally {
        dispatch({ type: 'requestFinished' })
      }
    })()
  }, [restored, loadShippingMethods, sendShipping, sendPayment])

  // The methods, fetched once when their step first opens (the resume above may have them).
  const storedCountry = stored.shipping.country
  useEffect(() => {
    if (step !== 'shipping' || shippingRequest.current > 0) return
    const country = typeof storedCountry === 'string' && storedCountry !== '' ? storedCountry : null
    void loadShippingMethods(country ?? storeView.tax.defaultCountry)
  }, [step, storedCountry, storeView, loadShippingMethods])
  const paymentRequested = useRef(false)
  useEffect(() => {
    if (step !== 'payment' || paymentMethods !== null || !token || paymentRequested.current) return
    paymentRequested.current = true
    listPaymentMethods(client, token)
      .then((methods) => dispatch({ type: 'paymentMethodsLoaded', methods }))
      .catch(() => dispatch({ type: 'paymentMethodsLoaded', methods: [] }))
  }, [step, paymentMethods, token, client])

  const onShippingDone = async (details: ShippingDetails, method: ShippingMethod) => {
    if (!personal) return
    dispatch({ type: 'requestStarted' })
    try {
      const answer = await sendShipping(details, method, personal.emailAddress)
      pushAddShippingInfo(eventCart(answer.totals), method)
      saveCompleted('shipping')
      dispatch({ type: 'shippingAccepted', details })
    } catch {
      dispatch({ type: 'failed', failure: 'error.tryAgainSoon' })
    } finally {
      dispatch({ type: 'requestFinished' })
    }
  }

  const onPaymentDone = async (details: PaymentDetails) => {
    if (!shippingMethod) return
    dispatch({ type: 'requestStarted' })
    try {
      const next = await sendPayment(details, shippingMethod)
      pushAddPaymentInfo(eventCart(next), details.paymentMethod)
      saveCompleted('payment')
      dispatch({ type: 'paymentAccepted', details })
    } catch {
      dispatch({ type: 'failed', failure: 'error.tryAgainSoon' })
    } finally {
      dispatch({ type: 'requestFinished' })
    }
  }

  const placeOrder = async () => {
    if (!personal || !shipping || !payment || !shippingMethod) return
    const order = buildOrderBody({
      storeCode: storeView.storeCode,
      cartId: token,
      items: cart.items,
      personal,
      shipping,
      payment,
      shippingMethod,
    })
    // Taken before the cart is cleared: the purchase event describes what was bought.
    const purchased = eventCart(totals)
    const fitted = sizeFit
      ? buildSizeFitOrderItems(cart.lines, cart.items, {
          storeView,
          origin: window.location.origin,
        })
      : []
    dispatch({ type: 'orderStarted' })
    if (isProviderPaymentCode(payment.paymentMethod)) {
      await placeWithProvider(order, purchased, fitted)
      return
    }
    const result = await getBrowserOrderPlacer().place(order)
    // An identical order is already being placed: this click changes nothing.
    if (result.kind === 'duplicate') return
    if (result.kind === 'queued-after-error' && result.reason === 'validation-failed') {
      dispatch({ type: 'orderRefused', failure: orderNoticeKey(result.notification.message) })
      return
    }
    dispatch({ type: 'orderFinished' })
    if (result.kind === 'queued-after-error') {
      notify({ type: 'danger', message: t(orderNoticeKey(result.notification.message)) })
    }
    const orderNumber = result.kind === 'placed' ? result.orderNumber : null
    pushPurchase(purchased, orderNumber ?? result.copy.order_id, {
      value: purchased.value,
      tax: totals ? toCents(totals.tax_amount) : 0,
      shipping: totals ? toCents(totals.shipping_incl_tax) : 0,
    })
    sendSizeFitOrder(sizeFit, {
      orderId: orderNumber ?? result.copy.order_id,
      currency: purchased.currency,
      country: shipping.country,
      items: fitted,
    })
    cart.clearAfterOrder()
    resetAfterOrder(storage)
    onPlaced({
      orderId: result.copy.order_id,
      orderNumber,
      email: personal.emailAddress,
      accountCreated: personal.createAccount,
      ...(pickupLabel ? { pickupPoint: pickupLabel } : {}),
    })
  }

  // spec 000 §4: the chosen point counts only while the servicepoint method is the chosen one.
  const pickupLabel =
    shippingMethod?.method_code === PICKUP_POINT_METHOD_CODE && shipping?.pickupPoint
      ? shipping.pickupPointLabel || shipping.pickupPoint
      : null
  // spec 000 §4: a mollie_methods_ order is paid at the provider, never queued offline (D144).
  const placeWithProvider = async (
    order: ReturnType<typeof buildOrderBody>,
    purchased: CheckoutEventCart,
    fitted: ReturnType<typeof buildSizeFitOrderItems>,
  ) => {
    if (!personal || !shipping || !token) return
    const outcome = await placeProviderOrder({
      client,
      placer: getBrowserOrderPlacer(),
      storage,
      isOnline: () => navigator.onLine,
      cartId: token,
      order,
      purchase: {
        cart: purchased,
        totals: {
          value: purchased.value,
          tax: totals ? toCents(totals.tax_amount) : 0,
          shipping: totals ? toCents(totals.shipping_incl_tax) : 0,
        },
      },
      returnPath: buildStorePath(storeView, '/checkout-return'),
      go: (url) => window.location.assign(url),
    })
    if (outcome.kind === 'duplicate') return
    if (outcome.kind === 'refused') {
      dispatch({ type: 'orderRefused', failure: outcome.failure })
      return
    }
    sendSizeFitOrder(sizeFit, {
      orderId: outcome.orderNumber ?? outcome.orderId,
      currency: purchased.currency,
      country: shipping.country,
      items: fitted,
    })
    cart.clearAfterOrder()
    resetAfterOrder(storage)
    // The page stays in its processing state until the provider's page opens.
    await outcome.next()
  }

  const summaryTotals: SummaryTotals = totals
    ? { ...buildCartViewTotals(totals), tax: toCents(totals.tax_amount) }
    : { ...cart.totals, tax: null }

  // A coupon changes the discount and, through the free-shipping threshold, the methods on offer:
  // the methods of the open shipping step and the totals of the chosen methods are asked again.
  const onCouponsChanged = () => {
    if (!token) return
    if (step === 'shipping') {
      const country =
        typeof storedCountry === 'string' && storedCountry !== '' ? storedCountry : null
      void loadShippingMethods(country ?? storeView.tax.defaultCountry)
    }
    if (!shippingMethod) return
    collectTotals(client, token, {
      ...(payment ? { paymentMethod: { method: payment.paymentMethod } } : {}),
      shippingCarrierCode: shippingMethod.carrier_code,
      shippingMethodCode: shippingMethod.method_code,
    })
      .then((next) => dispatch({ type: 'totalsLoaded', totals: next }))
      .catch(() => dispatch({ type: 'failed', failure: 'error.tryAgainSoon' }))
  }

  const stepBody = (current: CheckoutStep): ReactNode => {
    switch (current) {
      case 'personal':
        return (
          <PersonalDetailsStep
            initial={stored.personal}
            onChange={(fields) => saveFields('personal', fields)}
            onDone={(details) => {
              saveCompleted('personal')
              dispatch({ type: 'personalAccepted', details })
            }}
          />
        )
      case 'shipping':
        return (
          <ShippingStep
            initial={withNames(stored.shipping, personal)}
            cartId={token}
            methods={shippingMethods}
            failure={failure}
            busy={busy}
            onCountryChange={(country) => void loadShippingMethods(country)}
            onChange={(fields) => saveFields('shipping', fields)}
            onDone={(details, method) => void onShippingDone(details, method)}
          />
        )
      case 'payment':
        return (
          <PaymentStep
            initial={stored.payment}
            shippingCountry={shipping?.country ?? storeView.tax.defaultCountry}
            methods={paymentMethods}
            failure={failure}
            busy={busy}
            onChange={(fields) => saveFields('payment', fields)}
            onDone={(details) => void onPaymentDone(details)}
          />
        )
      case 'review':
        return (
          <ReviewStep
            pickupPoint={pickupLabel}
            processing={processing || busy}
            failure={failure}
            onPlaceOrder={() => void placeOrder()}
          />
        )
    }
  }

  const stepSummary = (current: CheckoutStep): string | null => {
    if (current === 'personal' && personal) {
      return `${personal.firstName} ${personal.lastName}, ${personal.emailAddress}`
    }
    if (current === 'shipping' && shipping) {
      const method = shippingMethod ? `; ${describeShippingMethod(shippingMethod)}` : ''
      return `${shipping.streetAddress} ${shipping.apartmentNumber}, ${shipping.zipCode} ${shipping.city}, ${shipping.country}${method}`
    }
    if (current === 'payment' && payment) {
      const method = paymentMethods?.find((entry) => entry.code === payment.paymentMethod)
      return method?.title ?? payment.paymentMethod
    }
    return null
  }

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <ol className={styles.steps}>
          {(['personal', 'shipping', 'payment', 'review'] as const).map((current) => {
            const title = t(STEP_TITLES[current])
            const summary = current === step ? null : stepSummary(current)
            return (
              <li
                key={current}
                className={styles.step}
                aria-current={current === step ? 'step' : undefined}
              >
                <div className={styles.stepHeader}>
                  <h2 className={styles.stepTitle}>{title}</h2>
                  {current !== step && completed.includes(current) && !processing ? (
                    <button
                      type="button"
                      className={styles.link}
                      aria-label={t('checkout.edit', { section: title })}
                      onClick={() => dispatch({ type: 'stepOpened', step: current })}
                    >
                      {t('checkout.change')}
                    </button>
                  ) : null}
                </div>
                {summary && completed.includes(current) ? (
                  <p className={styles.summaryText}>{summary}</p>
                ) : null}
                {current === step ? stepBody(current) : null}
              </li>
            )
          })}
        </ol>
      </div>
      <OrderSummary lines={cart.lines} totals={summaryTotals} onCouponsChanged={onCouponsChanged} />
    </div>
  )
}
