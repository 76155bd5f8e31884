import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyCatalogMedia } from './catalog-media.js'

const folders: string[] = []
async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-media-'))
  folders.push(folder)
  return folder
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

describe('copyCatalogMedia', () => {
  it('copies the pictures of an import folder to the media root, again on a re-import', async () => {
    const source = await temporaryFolder()
    const root = join(await temporaryFolder(), 'catalog', 'media')
    await mkdir(join(source, 'media', '360x640', 'c', 'a'), { recursive: true })
    await writeFile(join(source, 'media', '360x640', 'c', 'a', 'cap-red.jpg'), 'jpeg-bytes')

    await expect(copyCatalogMedia(source, root)).resolves.toBe(root)
    await expect(copyCatalogMedia(source, root)).resolves.toBe(root)
    await expect(readFile(join(root, '360x640', 'c', 'a', 'cap-red.jpg'), 'utf8')).resolves.toBe(
      'jpeg-bytes',
    )
  })

  it('does nothing for an import folder without pictures', async () => {
    const source = await temporaryFolder()
    await expect(copyCatalogMedia(source, join(source, 'elsewhere'))).resolves.toBeUndefined()
  })
})
