import { z } from 'zod';

/**
 * A selection of ids from a list (products, brands): at least one, at most `max`, each a
 * plausible id; repeats are dropped, so a double click on a row selects it once.
 */
export function idSelectionSchema(noun: { one: string; many: string }, max: number, verb = 'Select') {
  return z
    .array(z.string().trim().min(1, `${noun.one} id is empty`).max(64, `${noun.one} id is too long`))
    .min(1, `${verb} at least one ${noun.one.toLowerCase()}`)
    .max(max, `${verb} at most ${max.toLocaleString('en-US')} ${noun.many} at a time`)
    .transform((ids) => [...new Set(ids)]);
}
