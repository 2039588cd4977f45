import { lazy, type ComponentType } from 'react';

type ScreenOptions = {
  /**
   * Wrap the screen in the shared QueryClient provider (the default). react-query loads in parallel
   * with the screen's own chunk, which keeps it out of the first-screen bundle. The landing page
   * opts out: its server-backed sections bring their own provider when they load.
   */
  queries?: boolean;
  /**
   * Load the full stylesheet with the screen (the default). The landing page opts out: the first
   * screen's sheet (styles/first-screen.css) already holds its classes.
   */
  allStyles?: boolean;
};

/** Every screen is its own chunk, so the first page only downloads what it shows. */
export function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { queries = true, allStyles = true }: ScreenOptions = {},
) {
  return lazy(async () => {
    const [module, queryClient] = await Promise.all([
      load(),
      queries ? import('../lib/query-client') : null,
      allStyles ? import('../styles/all-screens.css') : null,
    ]);
    const Screen: ComponentType = module[name];
    if (!queryClient) return { default: Screen };
    const { QueryProvider } = queryClient;
    return {
      default: function ScreenWithQueries() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      },
    };
  });
}

/** A screen inside a signed-in area (areas/*): the area has already brought the queries and styles. */
export function areaScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return screen(load, name, { queries: false, allStyles: false });
}
