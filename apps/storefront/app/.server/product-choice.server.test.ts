import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { dress } from '~/lib/catalog/dress-fixture.test-helpers'
import { answerOptionChoice } from './product-choice.server'

const english = storeViews.find((view) => view.url === '')!
const at = (query: string) => new URL(`http://shop/p/DRS-0001/drs-0001?${query}`)

describe('an option chosen without JavaScript (D235)', () => {
  it('is nothing to answer without a choice', async () => {
    expect(await answerOptionChoice(at('childSku=DRS-RED-S'), english, dress)).toBeNull()
  })

  it('ends on the child sku once the configuration is complete', async () => {
    const answer = await answerOptionChoice(at('cfg.color=5005&choose=size:5021'), english, dress)
    expect(answer?.status).toBe(302)
    expect(answer?.headers.get('location')).toBe('/p/DRS-0001/drs-0001?childSku=DRS-RED-M')
  })

  it('keeps an incomplete choice in the address', async () => {
    const answer = await answerOptionChoice(at('choose=color:5003'), english, dress)
    expect(answer?.headers.get('location')).toBe('/p/DRS-0001/drs-0001?cfg.color=5003')
  })

  it("says 'No such configuration' and keeps the earlier choice", async () => {
    const answer = await answerOptionChoice(at('cfg.size=5021&choose=color:5003'), english, dress)
    expect(answer?.headers.get('location')).toBe('/p/DRS-0001/drs-0001?cfg.size=5021')
    expect(answer?.headers.get('set-cookie')).toMatch(/^vitrine_notices=/)
  })
})
