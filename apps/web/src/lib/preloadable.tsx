import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, like React.lazy, that can be fetched ahead
 * (`preload`) and then renders at once. React.lazy suspends on its first render even when the code
 * is already in (it learns so a microtask later), so its boundary shows a fallback and React holds
 * the content back until 300 ms after that fallback appeared (its Suspense throttle): on a signed-in
 * first load, the screen's commit waited idle for that, after the entry had fetched its code first.
 * Loaded code is rendered directly instead; code still on its way goes through React.lazy as before.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloaded, preload };
}
