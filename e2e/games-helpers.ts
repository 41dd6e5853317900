import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The id of an in-house title, from the catalogue API. */
export async function gameIdOf(page: Page, title: string): Promise<number> {
  const response = await page.request.get('/api/v2/games?provider=aurum-originals&limit=100');
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const game = items.find((item) => item.title === title);
  if (!game) throw new Error(`${title} is not in the catalogue`);
  return game.id;
}

/**
 * Rotates the seed in the game page's fairness panel and recomputes one round in the browser;
 * the panel once the round verified.
 */
export async function verifyInFairnessPanel(page: Page, roundId: string): Promise<Locator> {
  await page.getByTestId('game-fairness-button').click();
  const panel = page.getByTestId('fairness-panel');
  await panel.waitFor();
  await panel.getByTestId('fairness-rotate').click();
  await page.getByTestId('fairness-rotate-confirm').click();
  await panel.getByTestId('fairness-tab-rounds').click();
  const row = panel.locator(`[data-testid="fairness-round"][data-round-id="${roundId}"]`);
  await row.getByTestId('fairness-verify').click();
  const verdict = panel.getByTestId('fairness-verify-result');
  await expect.poll(() => verdict.getAttribute('data-match'), { timeout: 10_000 }).toBe('true');
  return panel;
}
