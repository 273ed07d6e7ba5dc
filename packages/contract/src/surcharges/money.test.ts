import { describe, expect, it } from 'vitest';
import { toMajorAmountInput, ZMajorAmountInput } from './money';

describe('amounts typed in naira', () => {
  const parse = (value: string) => ZMajorAmountInput('Fee').safeParse(value);

  it('become whole kobo without float rounding', () => {
    expect(parse('0.29').data).toBe(29);
    expect(parse('12500.5').data).toBe(1_250_050);
    expect(parse(' 2500 ').data).toBe(250_000);
    expect(parse('10000000').data).toBe(1_000_000_000);
  });

  it('refuse what is not an amount, or past the cap', () => {
    for (const value of ['', '-1', '1.234', '1e3', 'abc', '10000000.01']) {
      expect(parse(value).success, value).toBe(false);
    }
  });

  it('come back as the text a form field starts with', () => {
    expect(toMajorAmountInput(1_250_050)).toBe('12500.50');
    expect(toMajorAmountInput(7)).toBe('0.07');
    expect(toMajorAmountInput(0)).toBe('0.00');
  });
});
