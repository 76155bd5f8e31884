import { expect, type Page, type Response } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoInteractive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}
