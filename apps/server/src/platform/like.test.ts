import { describe, expect, it } from 'vitest';
import { containing } from './like';

describe('containing', () => {
  it('takes what was typed literally: wildcards and backslashes escaped', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containing('kettle')).toBe('%kettle%');
  });
});
