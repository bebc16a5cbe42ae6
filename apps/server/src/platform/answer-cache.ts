/**
 * Answers computed from data that carries its own version (a seller's catalogue version, kept by
 * triggers): the key names the version, so a kept answer is never stale, only unused once the
 * version moves on. The oldest answers go first when the cache is full; callers asking for the
 * same key at once share one load, and a failed load is not kept (docs/architecture.md,
 * "Catalogue answers").
 */
export type TAnswerCache = {
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
};

export function createAnswerCache(options: { maxEntries: number }): TAnswerCache {
  const { maxEntries } = options;
  const answers = new Map<string, Promise<unknown>>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (maxEntries === 0) {
        return load();
      }
      const kept = answers.get(key);
      if (kept) {
        // Used again: it moves to the young end.
        answers.delete(key);
        answers.set(key, kept);
        return kept as Promise<T>;
      }
      const answer = load();
      answers.set(key, answer);
      if (answers.size > maxEntries) {
        answers.delete(answers.keys().next().value as string);
      }
      answer.catch(() => {
        if (answers.get(key) === answer) {
          answers.delete(key);
        }
      });
      return answer;
    },
  };
}
