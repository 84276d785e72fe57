import { describe, expect, it } from 'vitest';
import { htftTy, scoreTy, TY } from '../../../../core/sport/market-kinds';
import { optionLabel, type OptionWords } from '../../../../core/sport/option-labels';

const teams = ['Santos Litoral', 'Minas União'] as const;
const pt: OptionWords = {
  draw: 'Empate',
  over: 'Mais de',
  under: 'Menos de',
  yes: 'Sim',
  no: 'Não',
  odd: 'Ímpar',
  even: 'Par',
  anyOther: 'Outro placar',
  winBy: 'Por {n}: {team}',
};

describe('deeper market option names', () => {
  it('names each outcome from its type, line and the teams', () => {
    expect(optionLabel(1010, TY.homeOrDraw, null, teams)).toBe('Santos Litoral / Draw');
    expect(optionLabel(1012, TY.yes, null, teams)).toBe('Yes');
    expect(optionLabel(1013, scoreTy(2, 1), null, teams)).toBe('2-1');
    expect(optionLabel(1013, TY.otherScore, null, teams)).toBe('Any other');
    expect(optionLabel(1015, htftTy(TY.draw, TY.away), null, teams)).toBe('X/2');
    expect(optionLabel(1019, TY.homeByBase + 3, null, teams)).toBe('By 3+: Santos Litoral');
    expect(optionLabel(1019, TY.awayByBase + 1, null, teams)).toBe('By 1: Minas União');
    expect(optionLabel(1016, TY.over, '1.5', teams)).toBe('Over 1.5');
    expect(optionLabel(1011, TY.away, null, teams)).toBe('Minas União');
  });
  it('carries the handicap on each side, quarter lines included', () => {
    expect(optionLabel(1003, TY.home, '-0.75', teams)).toBe('Santos Litoral -0.75');
    expect(optionLabel(1003, TY.away, '-0.75', teams)).toBe('Minas União +0.75');
    expect(optionLabel(5062, TY.home, '-3.5', teams)).toBe('Santos Litoral -3.5');
    // A set winner's line is the set number, not a handicap.
    expect(optionLabel(5061, TY.home, '2', teams)).toBe('Santos Litoral');
  });
  it('speaks the reader language', () => {
    expect(optionLabel(1012, TY.no, null, teams, pt)).toBe('Não');
    expect(optionLabel(1018, TY.even, null, teams, pt)).toBe('Par');
    expect(optionLabel(1019, TY.homeByBase + 2, null, teams, pt)).toBe('Por 2: Santos Litoral');
  });
});
