// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationInput } from '~/lib/notifications'
import { Notifications } from './notifications'
import { NotificationsProvider, useNotifications } from './notifications-provider'

let notify: (input: NotificationInput) => void = () => undefined

function CaptureNotify() {
  notify = useNotifications().notify
  return null
}

function renderNotifications() {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <NotificationsProvider>
          <CaptureNotify />
          <Notifications />
        </NotificationsProvider>
      ),
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

function shownMessages(): string[] {
  const area = screen.getByRole('region', { name: 'Notifications' })
  return Array.from(area.querySelectorAll('p')).map((paragraph) => paragraph.textContent ?? '')
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the notifications area', () => {
  it('shows a message with an OK action that dismisses it', async () => {
    renderNotifications()
    await act(async () => vi.runOnlyPendingTimersAsync())
    act(() => notify({ message: 'Product has been added to the cart!', type: 'success' }))
    const area = screen.getByRole('region', { name: 'Notifications' })
    fireEvent.click(within(area).getByRole('button', { name: 'OK' }))
    expect(shownMessages()).toEqual([])
  })

  it('announces messages politely in a status region and errors assertively', async () => {
    renderNotifications()
    await act(async () => vi.runOnlyPendingTimersAsync())
    // The live regions are there before the first message, so its arrival is announced.
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    const urgent = status.nextElementSibling as HTMLElement
    expect(urgent.getAttribute('aria-live')).toBe('assertive')
    act(() => notify({ message: 'Product has been added to the cart!', type: 'success' }))
    act(() => notify({ message: 'Session expired. Please refresh the page and login again.' }))
    expect(status.textContent).toContain('Product has been added to the cart!')
    expect(status.textContent).not.toContain('Session expired')
    expect(urgent.textContent).toContain(
      'Session expired. Please refresh the page and login again.',
    )
  })

  it('ignores a repeat of the last message', async () => {
    renderNotifications()
    await act(async () => vi.runOnlyPendingTimersAsync())
    act(() => notify({ message: 'Out of stock!', type: 'warning' }))
    act(() => notify({ message: 'Out of stock!', type: 'warning' }))
    expect(shownMessages()).toEqual(['Out of stock!'])
  })

  it('removes a message after 5000 ms unless it has no timeout', async () => {
    renderNotifications()
    await act(async () => vi.runOnlyPendingTimersAsync())
    act(() => notify({ message: 'Processing order...', type: 'info', hasNoTimeout: true }))
    act(() => notify({ message: 'Product quantity has been updated!', type: 'success' }))
    act(() => vi.advanceTimersByTime(4999))
    expect(shownMessages()).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(shownMessages()).toEqual(['Processing order...'])
  })

  it('runs a second action before dismissing', async () => {
    renderNotifications()
    await act(async () => vi.runOnlyPendingTimersAsync())
    const proceed = vi.fn()
    act(() =>
      notify({
        message: 'Product has been added to the cart!',
        type: 'success',
        action2: { label: 'Proceed to checkout', onSelect: proceed },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }))
    expect(proceed).toHaveBeenCalledOnce()
    expect(shownMessages()).toEqual([])
  })
})
