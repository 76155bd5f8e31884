// The customer part of the commerce port's contract (D103–D105), run on PGlite and PostgreSQL by
// commerce.test.ts: races on one e-mail end with one account, keys work once, an e-mail change
// ends the sessions, and the address list is replaced as sent.
import { EMAIL_TAKEN_MESSAGE } from '@vitrine/contracts/user'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceHarness } from './commerce.contract.js'
import type { CommercePort } from './commerce.port.js'

const signUp = (commerce: CommercePort, email: string) =>
  commerce.createCustomer({
    email,
    firstname: 'Eva',
    lastname: 'Bos',
    password: 'Secret-pass1',
    storeCode: 'nl',
  })

const address = {
  firstname: 'Eva',
  lastname: 'Bos',
  street: ['Dam', '1'],
  city: 'Amsterdam',
  postcode: '1012AB',
  countryId: 'NL',
}

export function describeCustomerContract(
  adapterName: string,
  createHarness: () => Promise<CommerceHarness>,
) {
  describe(`commerce port contract, customers: ${adapterName}`, () => {
    let harness: CommerceHarness
    let commerce: CommercePort

    beforeAll(async () => {
      harness = await createHarness()
      commerce = harness.commerce
    }, 60_000)

    afterAll(async () => {
      await harness.dispose()
    })

    it('creates one account when two sign-ups of one e-mail arrive together', async () => {
      const outcomes = await Promise.allSettled([
        signUp(commerce, 'race@example.nl'),
        signUp(commerce, 'RACE@example.nl'),
      ])
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')
      expect(refused?.reason).toMatchObject({ status: 400, message: EMAIL_TAKEN_MESSAGE })
    })

    it('confirms with the key once, then logs in; an e-mail change ends the sessions', async () => {
      const { customer, confirmationKey } = await signUp(commerce, 'keys@example.nl')
      expect(customer.isConfirmed).toBe(false)
      expect((await commerce.activateCustomer('keys@example.nl', confirmationKey))?.id).toBe(
        customer.id,
      )
      expect(await commerce.activateCustomer('keys@example.nl', confirmationKey)).toBeNull()
      const tokens = await commerce.issueCustomerTokens(customer.id)
      expect(await commerce.findCustomerIdByToken(tokens.accessToken)).toBe(customer.id)

      const changed = await commerce.updateCustomerProfile(customer.id, {
        email: 'keys-new@example.nl',
        firstname: 'Eva',
        lastname: 'Bos',
        addresses: [{ ...address, isDefaultShipping: true }],
      })
      expect(changed?.confirmationKey).toEqual(expect.any(String))
      expect(changed?.customer).toMatchObject({ email: 'keys-new@example.nl', isConfirmed: false })
      expect(changed?.customer.addresses).toEqual([
        expect.objectContaining({ city: 'Amsterdam', isDefaultShipping: true }),
      ])
      expect(await commerce.findCustomerIdByToken(tokens.accessToken)).toBeNull()
      expect(await commerce.refreshCustomerTokens(tokens.refreshToken)).toBeNull()
    })

    it('lets one of two customers take a free e-mail when both ask at once', async () => {
      const first = (await signUp(commerce, 'one@example.nl')).customer
      const second = (await signUp(commerce, 'two@example.nl')).customer
      const change = { email: 'wanted@example.nl', firstname: 'Eva', lastname: 'Bos' }
      const outcomes = await Promise.allSettled([
        commerce.updateCustomerProfile(first.id, change),
        commerce.updateCustomerProfile(second.id, change),
      ])
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
      expect(await commerce.isEmailAvailable('wanted@example.nl')).toBe(false)
    })

    it('refuses another customer’s address and keeps both lists', async () => {
      const owner = (await signUp(commerce, 'addr-owner@example.nl')).customer
      const other = (await signUp(commerce, 'addr-other@example.nl')).customer
      const saved = await commerce.updateCustomerProfile(owner.id, {
        email: 'addr-owner@example.nl',
        firstname: 'Eva',
        lastname: 'Bos',
        addresses: [address],
      })
      const ownerAddressId = saved?.customer.addresses[0]?.id
      const attempt = commerce.updateCustomerProfile(other.id, {
        email: 'addr-other@example.nl',
        firstname: 'Eva',
        lastname: 'Bos',
        addresses: [{ ...address, id: ownerAddressId, city: 'Elsewhere' }],
      })
      await expect(attempt).rejects.toMatchObject({ status: 403 })
      expect((await commerce.readCustomer(owner.id))?.addresses).toEqual([
        expect.objectContaining({ id: ownerAddressId, city: 'Amsterdam' }),
      ])
      expect((await commerce.readCustomer(other.id))?.addresses).toEqual([])
    })
  })
}
