/**
 * The browser half of the captcha stand-in: reCAPTCHA's `grecaptcha` global as a site uses it. v2 invisible:
 * render(container, {sitekey, size: 'invisible', badge, callback, 'error-callback'}) then execute(id) calls back
 * with a token; v3: execute(siteKey, {action}) resolves to one. `?onload=fn` calls window[fn] once ready, like the
 * real script with render=explicit. A visible badge (class grecaptcha-badge, bottom right) stands in for the real
 * one. Plain ES5 so it runs as the real third-party script would: outside the site's bundle.
 */
export const CAPTCHA_SCRIPT = `(function () {
  var script = document.currentScript;
  var src = new URL(script ? script.src : location.href);
  var origin = src.origin;
  var widgets = [];
  var waiting = [];
  function issue(siteKey) {
    return fetch(origin + '/captcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteKey: siteKey })
    }).then(function (res) {
      if (!res.ok) throw new Error('captcha token request failed: HTTP ' + res.status);
      return res.json();
    }).then(function (body) { return body.token; });
  }
  function badge(position, host) {
    var el = document.createElement('div');
    el.className = 'grecaptcha-badge';
    el.setAttribute('data-style', position || 'bottomright');
    el.textContent = 'Protected by captcha (emulator)';
    el.style.cssText = (position === 'inline' ? 'display:inline-block;' : 'position:fixed;bottom:14px;' + (position === 'bottomleft' ? 'left' : 'right') + ':0;z-index:60;') +
      'width:120px;padding:6px 8px;font:11px/1.3 system-ui,sans-serif;color:#1f1f1f;background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px 0 0 3px;box-shadow:0 0 4px rgba(0,0,0,.3)';
    // Like the real one, the badge of an explicitly rendered widget lives in the widget's container.
    (host || document.body).appendChild(el);
  }
  function widget(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return w;
  }
  var api = {
    ready: function (callback) { if (api.__ready) setTimeout(callback, 0); else waiting.push(callback); },
    render: function (container, params) {
      if (!params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
      var host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
      widgets.push({ params: params, response: '' });
      if (params.size === 'invisible') badge(params.badge, host);
      return widgets.length - 1;
    },
    execute: function (idOrKey, options) {
      if (typeof idOrKey === 'string') return issue(idOrKey);
      var w = widget(idOrKey);
      issue(w.params.sitekey).then(function (token) {
        w.response = token;
        if (typeof w.params.callback === 'function') w.params.callback(token);
      }, function () {
        if (typeof w.params['error-callback'] === 'function') w.params['error-callback']();
      });
    },
    reset: function (id) { widget(id).response = ''; },
    getResponse: function (id) { return widget(id).response; },
    __ready: false
  };
  window.grecaptcha = api;
  var render = src.searchParams.get('render');
  if (render && render !== 'explicit') badge('bottomright', null);
  setTimeout(function () {
    api.__ready = true;
    waiting.splice(0).forEach(function (callback) { callback(); });
    var onload = src.searchParams.get('onload');
    if (onload && typeof window[onload] === 'function') window[onload]();
  }, 0);
})();
`;
