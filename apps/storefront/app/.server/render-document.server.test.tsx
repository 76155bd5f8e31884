import { lazy, Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderDocument } from './render-document.server'

function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}

function Broken(): ReactNode {
  throw new Error('this part of the page cannot render')
}

const text = (body: Uint8Array) => new TextDecoder().decode(body)

describe('renderDocument', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders a page where nothing waits in one pass, with its doctype', async () => {
    const document = await renderDocument(<Page>Summer Slip Dress</Page>, 1000)
    expect(document.failed).toBe(false)
    expect(text(document.body)).toBe(
      '<!DOCTYPE html><html lang="en"><body>Summer Slip Dress</body></html>',
    )
  })

  it('waits for a lazy part the server has not loaded yet instead of leaving it out', async () => {
    const Extras = lazy(async () => ({ default: () => <p>Bundle options</p> }))
    const document = await renderDocument(
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <Extras />
        </Suspense>
      </Page>,
      1000,
    )
    expect(document.failed).toBe(false)
    expect(text(document.body)).toContain('<p>Bundle options</p>')
    expect(text(document.body)).not.toContain('loading')
    expect(text(document.body).startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
  })

  it('answers 500 with the rest of the page when a part inside a boundary fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const document = await renderDocument(
      <Page>
        <h1>Summer Slip Dress</h1>
        <Suspense fallback={<p>unavailable</p>}>
          <Broken />
        </Suspense>
      </Page>,
      1000,
    )
    expect(document.failed).toBe(true)
    expect(text(document.body)).toContain('<h1>Summer Slip Dress</h1>')
  })

  it('rejects when the document itself cannot render (Remix then shows its error page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      renderDocument(
        <Page>
          <Broken />
        </Page>,
        1000,
      ),
    ).rejects.toThrow('this part of the page cannot render')
  })
})
