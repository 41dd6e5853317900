/** The flight stages' SVG view box and the curve's origin in it. */
export const FLIGHT_VIEW = { W: 1000, H: 600, LEFT: 70, BOTTOM: 540 } as const;
