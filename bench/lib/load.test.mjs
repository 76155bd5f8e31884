import assert from 'node:assert/strict'
import { test } from 'node:test'
import { percentile } from './load.mjs'

test('p95 is the nearest-rank value: the 95th of 100 answer times', () => {
  const times = Array.from({ length: 100 }, (_, i) => 100 - i) // 100 … 1, unsorted
  assert.equal(percentile(times, 95), 95)
  assert.equal(percentile(times, 50), 50)
  assert.equal(percentile(times, 100), 100)
})

test('a few slow answers among many fast ones move p99, not p95', () => {
  const times = [...Array(97).fill(10), 200, 300, 400]
  assert.equal(percentile(times, 95), 10)
  assert.equal(percentile(times, 99), 300)
})

test('fractional milliseconds are kept to a tenth; no answers give no percentile', () => {
  assert.equal(percentile([1.26, 2.54], 95), 2.5)
  assert.equal(percentile([], 95), null)
})
