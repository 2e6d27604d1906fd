/*
 * For someone signed in (a token kept by the app), the app's shared code (the tiers of
 * chunk-tiers.ts that every screen loads, listed by the build in this script's data-app) is
 * fetched and compiled beside the entry, instead of after the entry has run. A classic script,
 * so it runs while the page is read; nothing else is done here.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  try {
    if (!localStorage.getItem(script.getAttribute('data-token-key') || 'token')) return;
  } catch {
    return;
  }
  (script.getAttribute('data-app') || '').split(' ').forEach(function (file) {
    if (!file) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  });
})();
