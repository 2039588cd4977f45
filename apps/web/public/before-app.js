/* global document, matchMedia */
// Runs before the first paint and before the app's code (inlined into index.html by
// build/inline-head.ts; the content security policy allows it by its hash).
(function () {
  // The theme (a signed-in user's cached display preferences, or a visitor's own choice) and the
  // compact view, so a reload does not flash light or jump. Keep in step with src/lib/theme-preferences.ts.
  try {
    var theme = localStorage.getItem('visitor_theme');
    if (localStorage.getItem('token')) {
      var display = JSON.parse(localStorage.getItem('display_preferences') || '{}');
      if (display.compactView === true) document.documentElement.classList.add('compact');
      theme = display.theme;
    }
    if (theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)) {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // No storage: the page starts light and the app applies the theme once it runs.
  }
})();
