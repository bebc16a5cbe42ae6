import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { FullPageSpin } from './full-page-spin';

/**
 * A screen fetched the first time it is shown: `lazyScreen(() => import('./x-page'), 'XPage')`.
 * Each screen is a chunk of its own, so a page downloads only what it shows (bench/bundle.ts).
 * Render it inside `ScreenSuspense`, or under a layout that has one.
 */
export function lazyScreen<TName extends string, TProps extends object = object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): ComponentType<TProps> {
  return lazy(async () => {
    const Screen: ComponentType<TProps> = (await load())[name];
    return { default: Screen };
  });
}

/** The spinner shown while a lazy screen's chunk arrives. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpin />}>{children}</Suspense>;
}
