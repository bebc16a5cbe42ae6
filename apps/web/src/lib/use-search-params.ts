import { useCallback } from 'react';
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useLocation,
  useNavigate,
  useSearchParams as useRouterSearchParams,
} from 'react-router-dom';

type TNext = URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit);

/**
 * The router's `useSearchParams`, but a functional update starts from the address as it is now.
 * The router renders a navigation in a transition, so two quick changes (a filter, then a search
 * typed and sent before the page drew the filter) would each start from the address of the last
 * render and the second would drop the first. The browser's address is always current.
 */
export function useSearchParams(): [URLSearchParams, (next: TNext, options?: NavigateOptions) => void] {
  const [params] = useRouterSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const set = useCallback(
    (next: TNext, options?: NavigateOptions) => {
      const current =
        window.location.pathname === pathname ? new URLSearchParams(window.location.search) : params;
      const value = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(current)) : next,
      );
      navigate({ search: `?${value}` }, options);
    },
    [navigate, params, pathname],
  );
  return [params, set];
}
