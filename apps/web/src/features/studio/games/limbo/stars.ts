/** A fixed sky: the same stars on every render and every machine (a tiny LCG, not Math.random). */
function sky(count: number) {
  let seed = 7;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  return Array.from({ length: count }, (_, id) => ({
    id,
    x: next() * 100,
    y: next() * 100,
    size: next() < 0.8 ? 1.5 : 2.5,
    delay: Math.round(next() * 3000),
  }));
}

export const STARS = sky(48);
