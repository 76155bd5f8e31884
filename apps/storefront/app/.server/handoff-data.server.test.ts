import type { EntryContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { settleHandoffData } from './handoff-data.server'

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
}

function contextWith(stream?: ReadableStream<Uint8Array>): EntryContext {
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext
}

describe('settleHandoffData', () => {
  it('hands the whole loader data to StreamTransfer as one finished chunk', async () => {
    // "Größe €" with its multi-byte characters split across chunks.
    const bytes = new TextEncoder().encode('[{"label":"Größe €"}]\n')
    const context = contextWith(
      streamOf([bytes.slice(0, 14), bytes.slice(14, 20), bytes.slice(20)]),
    )
    await settleHandoffData(context)
    const chunk = context.renderMeta?.streamCache?.[0]
    expect(chunk?.result).toEqual({ done: true, value: '[{"label":"Größe €"}]\n' })
    expect(chunk?.error).toBeUndefined()
    await expect(chunk).resolves.toBeUndefined()
  })

  it('gives RemixServer a finished stream each time it renders the page', async () => {
    const context = contextWith(streamOf([new TextEncoder().encode('[]')]))
    await settleHandoffData(context)
    for (let render = 0; render < 2; render += 1) {
      const reader = context.serverHandoffStream?.getReader()
      await expect(reader?.read()).resolves.toEqual({ done: true, value: undefined })
    }
  })

  it('does nothing for a render without loader data stream', async () => {
    const context = contextWith(undefined)
    await settleHandoffData(context)
    expect(context.renderMeta).toEqual({})
  })
})
