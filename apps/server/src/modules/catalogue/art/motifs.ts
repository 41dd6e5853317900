import type { TMotif } from './motif-kit';
import { aztec, egypt } from './motifs-ancient';
import { dragon, halloween, space, wildWest } from './motifs-fantasy';
import { greek, viking } from './motifs-myth';
import { neon } from './motifs-neon';
import { limbo, wheel } from './motifs-multiplier';
import { fruits, jungle, ocean } from './motifs-nature';
import { dice, keno } from './motifs-dice-keno';
import { crash, mines, plinko } from './motifs-originals';
import { classicSevens, gems } from './motifs-slots';
import { candy, irish } from './motifs-sweets';
import { baccarat, blackjack, gameShow, poker, roulette } from './motifs-table';
import { pirates, samurai } from './motifs-warriors';
import type { TCoverTheme } from './theme';

/** The central motif of every theme. */
export const MOTIFS: Record<TCoverTheme, TMotif> = {
  egypt,
  fruits,
  gems,
  dragon,
  ocean,
  space,
  'wild-west': wildWest,
  viking,
  candy,
  irish,
  aztec,
  neon,
  'classic-sevens': classicSevens,
  jungle,
  greek,
  halloween,
  samurai,
  pirates,
  roulette,
  blackjack,
  baccarat,
  'game-show': gameShow,
  poker,
  crash,
  mines,
  plinko,
  dice,
  keno,
  wheel,
  limbo,
};
