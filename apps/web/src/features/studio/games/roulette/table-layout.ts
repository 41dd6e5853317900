import type { TRouletteSpot } from '../../model/roulette';

export type TOrientation = 'horizontal' | 'vertical';

export interface TTableCell {
  spot: TRouletteSpot;
  /** CSS grid placement: [row, column, row span, column span]. */
  area: readonly [number, number, number, number];
}

const OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * Where every spot of the table sits: wide (zero on the left, numbers in three rows) on
 * desktop, tall (zero on top, numbers in three columns) on phones.
 */
export function tableCells(orientation: TOrientation): TTableCell[] {
  const wide = orientation === 'horizontal';
  const cells: TTableCell[] = [
    { spot: { kind: 'straight', value: 0 }, area: wide ? [1, 1, 3, 1] : [1, 3, 1, 3] },
  ];
  for (let number = 1; number <= 36; number++) {
    const group = Math.ceil(number / 3);
    const lane = (number - 1) % 3;
    cells.push({
      spot: { kind: 'straight', value: number },
      area: wide ? [3 - lane, group + 1, 1, 1] : [group + 1, lane + 3, 1, 1],
    });
  }
  for (let column = 1; column <= 3; column++) {
    cells.push({
      spot: { kind: 'column', value: column },
      area: wide ? [4 - column, 14, 1, 1] : [14, column + 2, 1, 1],
    });
  }
  for (let dozen = 1; dozen <= 3; dozen++) {
    const start = 2 + (dozen - 1) * 4;
    cells.push({
      spot: { kind: 'dozen', value: dozen },
      area: wide ? [4, start, 1, 4] : [start, 2, 4, 1],
    });
  }
  OUTSIDE.forEach((kind, index) => {
    const start = 2 + index * 2;
    cells.push({ spot: { kind }, area: wide ? [5, start, 1, 2] : [start, 1, 2, 1] });
  });
  return cells;
}
