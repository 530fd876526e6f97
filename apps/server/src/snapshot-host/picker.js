// PageLift picker: injected by the snapshot host (CSP nonce) into every stored page so the editor,
// on the app's origin, can talk to the frame with postMessage only. Replace this file (or set
// PICKER_SCRIPT_FILE) with the editor's own picker; the protocol below is the default.
//   parent -> frame: {type:'pagelift:highlight', selector}   outline matching elements ('' clears)
//                    {type:'pagelift:match', id, selector}   answer {type:'pagelift:match-result', id, count, valid}
//   frame -> parent: {type:'pagelift:ready'}
//                    {type:'pagelift:click', x, y, selectors:[...], parentSelectors:[...]}
(function () {
  var OUTLINE = 'pagelift-highlight';
  var style = document.createElement('style');
  style.textContent = '.' + OUTLINE + '{outline:2px solid #2563eb!important;outline-offset:-1px!important}';
  document.documentElement.appendChild(style);
  function post(msg) { window.parent.postMessage(msg, '*'); }
  function esc(s) { return window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/[^a-zA-Z0-9_-]/g, '\\$&'); }
  function selectorsFor(el) {
    var out = [];
    if (!el || el.nodeType !== 1) return out;
    if (el.id) out.push('#' + esc(el.id));
    var classes = Array.prototype.filter.call(el.classList, function (c) { return c !== OUTLINE; });
    if (classes.length) out.push(el.tagName.toLowerCase() + '.' + classes.map(esc).join('.'));
    var path = [];
    for (var n = el; n && n.nodeType === 1 && n !== document.documentElement; n = n.parentElement) {
      var i = 1;
      for (var s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === n.tagName) i++;
      path.unshift(n.tagName.toLowerCase() + ':nth-of-type(' + i + ')');
    }
    out.push(path.join(' > '));
    return out;
  }
  function clear() {
    Array.prototype.forEach.call(document.querySelectorAll('.' + OUTLINE), function (e) { e.classList.remove(OUTLINE); });
  }
  document.addEventListener('click', function (e) {
    e.preventDefault();
    e.stopPropagation();
    var t = e.target;
    post({ type: 'pagelift:click', x: e.clientX, y: e.clientY, selectors: selectorsFor(t), parentSelectors: selectorsFor(t && t.parentElement) });
  }, true);
  window.addEventListener('message', function (e) {
    var d = e.data || {};
    if (d.type === 'pagelift:highlight') {
      clear();
      if (d.selector) try { Array.prototype.forEach.call(document.querySelectorAll(d.selector), function (el) { el.classList.add(OUTLINE); }); } catch (err) { /* invalid selector */ }
    } else if (d.type === 'pagelift:match') {
      var count = 0, valid = true;
      try { count = document.querySelectorAll(d.selector).length; } catch (err) { valid = false; }
      post({ type: 'pagelift:match-result', id: d.id, count: count, valid: valid });
    }
  });
  post({ type: 'pagelift:ready' });
})();
