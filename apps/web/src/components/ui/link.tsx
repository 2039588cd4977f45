import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/**
 * The app's links, in place of React Router's Link and NavLink (ESLint forbids those). Router's Link
 * carries its framework mode's prefetching, code this app never runs, and the navbar's links put it
 * on the landing page's first screen (with vite.config.ts reactRouterTreeShaking, 3.7 KB gzip
 * less). These keep what the app uses: a real href (new tab, middle click, no script) and
 * client-side navigation on a plain click, through the router's own click handler (it ignores
 * modified clicks, other buttons and other targets).
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on the exact path, not below it. */
  end?: boolean;
};

/**
 * A link that knows whether it points at the current screen or an ancestor of it, as the router's
 * NavLink does (paths compared without case; `aria-current="page"` when active).
 */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  // "/admin/" is an ancestor of "/admin/goods" as "/admin" is; "/" is an ancestor of nothing.
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
