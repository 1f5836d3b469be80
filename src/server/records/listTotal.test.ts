/** An estimated total as a person would say it. */
import { roundEstimate } from './listTotal';

describe('roundEstimate', () => {
  it.each([
    [0, 0],
    [87, 87],
    [501, 500],
    [83_412, 83_000],
    [16_668, 17_000],
    [12_478, 12_000],
    [995, 1000],
    [1_234_567, 1_200_000],
  ])('%i reads %i', (value, shown) => {
    expect(roundEstimate(value)).toBe(shown);
  });
});
