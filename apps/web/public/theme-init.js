/* global window, document */
// Applies the cached theme before the first paint so a reload does not flash light. Only a signed-in
// browser has one (src/lib/theme-preferences.ts writes it; signing out removes it). A plain script,
// not inline, because the content security policy allows scripts from this origin only.
(function () {
  try {
    if (!localStorage.getItem('token')) return;
    var cached = JSON.parse(localStorage.getItem('display_preferences') || '{}');
    var dark =
      cached.theme === 'dark' ||
      (cached.theme === 'auto' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // No storage: the page starts light and the app applies the theme once it runs.
  }
})();
