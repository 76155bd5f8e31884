import { describe, expect, it } from 'vitest'
import { TaxRuleSchema } from './tax-rule.js'
import { lumaTaxRule } from './vsf1-samples.test-helpers.js'

describe('tax rule document schema', () => {
  it('accepts the VSF1 tax rule sample', () => {
    const rule = TaxRuleSchema.parse(lumaTaxRule)
    expect(rule.rates[0]).toMatchObject({ tax_country_id: 'DE', rate: 23 })
  })

  it('refuses a rate without a two-letter country', () => {
    const result = TaxRuleSchema.safeParse({
      ...lumaTaxRule,
      rates: [{ tax_country_id: 'DEU', rate: 19 }],
    })
    expect(result.error?.issues[0]?.path).toEqual(['rates', 0, 'tax_country_id'])
  })
})
