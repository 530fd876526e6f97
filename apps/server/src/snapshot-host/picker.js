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
  function all(sel) { try { return document.querySelectorAll(sel); } catch (err) { return []; } }
  // True when `sel` matches exactly `el` and nothing else in the page.
  function only(sel, el) { var found = all(sel); return found.length === 1 && found[0] === el; }
  function classesOf(el) {
    return Array.prototype.filter.call(el.classList, function (c) { return c !== OUTLINE; }).map(esc);
  }
  // The element's own step in a path: its tag, and :nth-of-type(i) when a sibling has the same tag.
  function step(n) {
    var tag = n.tagName.toLowerCase();
    if (n === document.body || n === document.documentElement || !n.parentElement) return tag;
    var i = 1, same = false;
    for (var s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === n.tagName) i++;
    for (var t = n.parentElement.firstElementChild; t && !same; t = t.nextElementSibling) if (t !== n && t.tagName === n.tagName) same = true;
    return same ? tag + ':nth-of-type(' + i + ')' : tag;
  }
  // The shortest readable child-combinator path that is unique: anchored at the nearest ancestor
  // with a unique id or class, and never a bare ':nth-of-type' step alone.
  function anchorFor(n) {
    if (n.id && only('#' + esc(n.id), n)) return '#' + esc(n.id);
    var tag = n.tagName.toLowerCase(), classes = classesOf(n);
    for (var c = 0; c < classes.length; c++) if (only(tag + '.' + classes[c], n)) return tag + '.' + classes[c];
    return null;
  }
  function pathFor(el) {
    var parts = [];
    for (var n = el; n && n.nodeType === 1; n = n.parentElement) {
      var anchor = n !== el ? anchorFor(n) : null;
      if (anchor) { parts.unshift(anchor); break; }
      var own = step(n);
      parts.unshift(own);
      if ((parts.length > 1 || own.indexOf(':') < 0) && only(parts.join(' > '), el)) break;
    }
    return parts.join(' > ');
  }
  // Selectors for an element, best first: the ones matching only it (id, a class, all classes, the
  // shortest path), then its tag and classes when they match others too (to export all of them).
  function selectorsFor(el) {
    var out = [];
    if (!el || el.nodeType !== 1) return out;
    var tag = el.tagName.toLowerCase();
    if (el === document.documentElement || el === document.body) return [tag];
    function add(sel) { if (sel && out.indexOf(sel) < 0) out.push(sel); }
    if (el.id && only('#' + esc(el.id), el)) add('#' + esc(el.id));
    var classes = classesOf(el);
    for (var c = 0; c < classes.length; c++) if (only(tag + '.' + classes[c], el)) { add(tag + '.' + classes[c]); break; }
    if (classes.length > 1 && only(tag + '.' + classes.join('.'), el)) add(tag + '.' + classes.join('.'));
    add(pathFor(el));
    if (classes.length) add(tag + '.' + classes.join('.'));
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
