import { expect, type Page, type Response } from '@playwright/test'

/**
 * Opens a page and waits until React has hydrated it and its content blocks (each a chunk of its
 * own, hydrated after the page; a click on one still hydrating is lost), so clicks reach their
 * handlers.
 */
export async function gotoInteractive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-hydrated', 'true')
  await expect(html).not.toHaveAttribute('data-pending-blocks', /^[1-9]/)
  return response
}
