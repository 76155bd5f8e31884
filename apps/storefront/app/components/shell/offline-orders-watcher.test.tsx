// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createLocalOrderCopy } from '@vitrine/orders/offline-order-queue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleOrder } from '~/lib/orders/order-test-helpers'
import {
  ORDERS_HISTORY_KEY,
  readOrderQueue,
  writeOrderQueue,
} from '~/lib/orders/order-queue-storage'
import { setThankYouPageShown } from '~/lib/orders/thank-you-page'
import { Notifications } from './notifications'
import { NotificationsProvider } from './notifications-provider'
import { OfflineOrdersWatcher } from './offline-orders-watcher'

function queueOneOrder() {
  writeOrderQueue(window.localStorage, [
    {
      ...createLocalOrderCopy(sampleOrder, { orderId: 'local-1', now: Date.now() }),
      idempotency_key: 'key-1',
    },
  ])
}

function renderWatcher() {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <NotificationsProvider>
          <OfflineOrdersWatcher />
          <Notifications />
        </NotificationsProvider>
      ),
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

function answerOrders(orderNumber: string) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 200, result: { orderNumber } }), {
        headers: { 'content-type': 'application/json' },
      }),
  )
}

describe('OfflineOrdersWatcher (spec 000 §4 after going online)', () => {
  beforeEach(() => {
    window.localStorage.clear()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })
  afterEach(() => {
    cleanup()
    setThankYouPageShown(false)
  })

  it('offers to send queued orders, and sends them once with their key when asked', async () => {
    queueOneOrder()
    const fetchMock = answerOrders('000000009')
    renderWatcher()
    expect(fetchMock).not.toHaveBeenCalled()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    fireEvent(window, new Event('online'))
    const notice = await screen.findByText('There is 1 order placed offline waiting to be sent.')
    expect(fetchMock).not.toHaveBeenCalled()
    const item = notice.closest('li') ?? document.body
    fireEvent.click(within(item).getByRole('button', { name: 'Send them now' }))

    await waitFor(() => expect(readOrderQueue(window.localStorage)[0]?.transmited).toBe(true))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0]!
    expect((init?.headers as Record<string, string>)['idempotency-key']).toBe('key-1')
    expect(readOrderQueue(window.localStorage)[0]?.order_number).toBe('000000009')
  })

  it('sends at once when the thank-you page shows', async () => {
    queueOneOrder()
    const fetchMock = answerOrders('000000010')
    setThankYouPageShown(true)
    renderWatcher()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    fireEvent(window, new Event('online'))
    await waitFor(() => expect(readOrderQueue(window.localStorage)[0]?.transmited).toBe(true))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/waiting to be sent/)).toBeNull()
  })

  it('shows the cancellation notice when the server refuses the address (400)', async () => {
    queueOneOrder()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 400, result: 'Field is required' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    )
    setThankYouPageShown(true)
    renderWatcher()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    fireEvent(window, new Event('online'))
    expect(
      await screen.findByText(
        'Address provided in checkout contains invalid data... Your order has been canceled.',
      ),
    ).toBeTruthy()
    expect(JSON.parse(window.localStorage.getItem(ORDERS_HISTORY_KEY) ?? '[]')[0].transmited).toBe(
      true,
    )
  })
})
