import assert from 'node:assert/strict'
import { test } from 'node:test'
import { readStoreDay } from './answer-digests.mjs'

test('the store day turns at midnight in the store, not at midnight UTC', () => {
  assert.equal(readStoreDay(new Date('2026-11-27T22:59:59Z'), 'Europe/Amsterdam'), '2026-11-27')
  assert.equal(readStoreDay(new Date('2026-11-27T23:00:00Z'), 'Europe/Amsterdam'), '2026-11-28')
})

test('summer time moves the turn of the day an hour earlier in UTC', () => {
  assert.equal(readStoreDay(new Date('2026-07-01T21:59:59Z'), 'Europe/Amsterdam'), '2026-07-01')
  assert.equal(readStoreDay(new Date('2026-07-01T22:00:00Z'), 'Europe/Amsterdam'), '2026-07-02')
})

test('without a time zone it uses the BFF default, Europe/Amsterdam', () => {
  assert.equal(readStoreDay(new Date('2026-11-27T23:30:00Z'), ''), '2026-11-28')
})
