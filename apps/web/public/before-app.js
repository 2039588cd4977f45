/* global document, matchMedia, window */
// Runs before the first paint and before the app's code (a file, not inline: the content security
// policy allows own scripts only).
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

  // Their forms are on screen before the app's code has taken them over. A form sent in that moment
  // would be sent by the browser itself, as a GET to the same page, with what was typed (a password
  // too) in the address. Such a submit is held instead and sent again once the app runs the form:
  // the app has committed its first screen (data-app-live, set by src/lib/first-screen.ts) and React
  // has attached its props to the element (prerender.test.ts fails if a React upgrade changes that).
  // The props alone are not enough: React attaches them while it renders, and a render that then
  // waits for code leaves the form with props but without its handler; a submit then went out as a
  // GET (seen once in CI). A form is never sent by the browser itself. Only the last submit is kept
  // (a second press does not sign in twice); if the app has not come within a minute, it is dropped.
  var HOLD_MS = 60000;
  var isLive = function (form) {
    return (
      document.documentElement.hasAttribute('data-app-live') &&
      Object.keys(form).some(function (key) {
        return key.indexOf('__reactProps$') === 0;
      })
    );
  };
  // The forms of the HTML as it came, noted once it is parsed ('interactive' comes before the app's
  // deferred code runs); forms the app renders later are its own from the start.
  var prerendered = null;
  var noteForms = function () {
    if (document.readyState !== 'loading' && !prerendered)
      prerendered = new Set(document.querySelectorAll('#root form'));
  };
  document.addEventListener('readystatechange', noteForms);
  var cameWithPage = function (form) {
    return prerendered ? prerendered.has(form) : Boolean(form.closest('#root'));
  };
  var heldForm = null;
  var heldAt = 0;
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!cameWithPage(form) || isLive(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      var first = heldForm === null;
      heldForm = form;
      heldAt = Date.now();
      if (!first) return;
      var retry = window.setInterval(function () {
        var timedOut = Date.now() - heldAt > HOLD_MS;
        if (!isLive(heldForm) && !timedOut) return;
        window.clearInterval(retry);
        var send = heldForm;
        heldForm = null;
        if (!timedOut && send.isConnected) send.requestSubmit();
      }, 50);
    },
    true,
  );
})();
