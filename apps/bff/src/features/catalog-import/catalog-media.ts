// The pictures of an imported catalogue: the seed generator (and a VSF1 export with its media)
// puts them in `<import folder>/media/`. The importer copies them to the media root the `/img`
// route serves, so a fresh `pnpm start` shows product images without extra configuration.
import { access, cp } from 'node:fs/promises'
import { join } from 'node:path'

/** Copies `<directory>/media` into `mediaRoot`; returns the target, or undefined without media. */
export async function copyCatalogMedia(
  directory: string,
  mediaRoot: string,
): Promise<string | undefined> {
  const source = join(directory, 'media')
  try {
    await access(source)
  } catch {
    return undefined
  }
  if (source === mediaRoot) return mediaRoot
  await cp(source, mediaRoot, { recursive: true, force: true, preserveTimestamps: true })
  return mediaRoot
}
