import type { Page } from 'playwright-core';

/** The id of an in-house title, from the catalogue API. */
export async function gameIdOf(page: Page, title: string): Promise<number> {
  const response = await page.request.get('/api/v2/games?provider=aurum-originals&limit=100');
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const game = items.find((item) => item.title === title);
  if (!game) throw new Error(`${title} is not in the catalogue`);
  return game.id;
}
