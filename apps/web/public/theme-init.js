/* global document, matchMedia */
// Before the first paint, a signed-in browser's cached dark theme and compact view (src/lib/theme.ts),
// so a reload does not flash light or jump. A file, not inline: the content security policy allows
// own scripts only.
(function () {
  try {
    if (!localStorage.getItem('token')) return;
    var display = JSON.parse(localStorage.getItem('display_preferences') || '{}');
    if (display.compactView === true) document.documentElement.classList.add('compact');
    var theme = display.theme;
    if (theme !== 'dark' && !(theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)) return;
    var link = document.createElement('link');
    link.id = 'dark-theme';
    link.rel = 'stylesheet';
    link.href = '/dark-theme.css';
    link.setAttribute('blocking', 'render');
    document.head.appendChild(link);
    document.documentElement.classList.add('dark');
  } catch {
    // No storage: the page starts light and the app applies the theme once it runs.
  }
})();
