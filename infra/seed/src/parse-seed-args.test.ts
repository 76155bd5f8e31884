import { describe, expect, it } from 'vitest'
import { parseSeedArgs } from './parse-seed-args.js'

describe('seed generator command line', () => {
  it('defaults to the default size, seed 42 and output/<size> in the package', () => {
    expect(parseSeedArgs([], '/repo/infra/seed')).toEqual({
      size: 'default',
      seed: 42,
      today: '2026-11-01',
      out: '/repo/infra/seed/output/default',
      media: true,
    })
  })

  it('reads every option, with or without "=", after pnpm\'s "--"', () => {
    const args = parseSeedArgs(
      [
        '--',
        '--size',
        'tiny',
        '--seed=7',
        '--today',
        '2027-01-15',
        '--out',
        '/tmp/x',
        '--no-media',
      ],
      '/repo/infra/seed',
    )
    expect(args).toEqual({
      size: 'tiny',
      seed: 7,
      today: '2027-01-15',
      out: '/tmp/x',
      media: false,
    })
    expect(parseSeedArgs(['--size', 'large'], '/p').out).toBe('/p/output/large')
  })

  it('explains what is wrong with a bad command line', () => {
    expect(() => parseSeedArgs(['--size', 'huge'], '/p')).toThrow("unknown catalogue size 'huge'")
    expect(() => parseSeedArgs(['--seed', '-1'], '/p')).toThrow('whole number')
    expect(() => parseSeedArgs(['--today', '1/11/2026'], '/p')).toThrow('yyyy-MM-dd')
    expect(() => parseSeedArgs(['--colour'], '/p')).toThrow("unknown option '--colour'")
    expect(() => parseSeedArgs(['--out'], '/p')).toThrow('needs a value')
  })
})
