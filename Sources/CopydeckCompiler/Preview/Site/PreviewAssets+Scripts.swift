extension PreviewAssets {
    /// Runs in `<head>` before the page is drawn: the theme saved by the toggle, else the
    /// system's, so a dark page never flashes light.
    static let theme: StaticString = """
    (function () {
      var theme = null;
      try { theme = localStorage.getItem('copydeck-theme'); } catch (e) {}
      if (theme !== 'light' && theme !== 'dark') {
        theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      }
      document.documentElement.setAttribute('data-theme', theme);
    })();

    """

    /// Theme toggle, locale chooser (with `#locale` deep links), search, and the prototype. Plain
    /// JavaScript; text goes into the page only through `textContent`.
    static let preview: StaticString = """
    (function () {
      'use strict';
      var html = document.documentElement, body = document.body;
      var root = body.getAttribute('data-root') || '.';
      function save(key, value) { try { localStorage.setItem(key, value); } catch (e) {} }
      function saved(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
      function element(name, className, text) {
        var node = document.createElement(name);
        if (className) node.className = className;
        if (text !== undefined && text !== null) node.textContent = text;
        return node;
      }

      var toggle = document.getElementById('theme-toggle');
      if (toggle) {
        toggle.addEventListener('click', function () {
          var next = html.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
          html.setAttribute('data-theme', next);
          save('copydeck-theme', next);
        });
      }

      var select = document.getElementById('locale-select');
      function offers(locale) {
        return !!select && Array.prototype.some.call(select.options, function (option) { return option.value === locale; });
      }
      function showLocale(locale) {
        body.setAttribute('data-locale', locale);
        Array.prototype.forEach.call(document.querySelectorAll('section.locale'), function (section) {
          section.hidden = locale !== 'all' && section.id !== locale;
        });
        if (select && select.value !== locale) select.value = locale;
        document.dispatchEvent(new CustomEvent('copydeck-locale', { detail: locale }));
      }
      function fromHash() {
        try { return decodeURIComponent(location.hash.slice(1)); } catch (e) { return ''; }
      }
      if (select) {
        var first = fromHash();
        if (!offers(first)) first = saved('copydeck-locale');
        showLocale(offers(first) ? first : 'all');
        select.addEventListener('change', function () {
          save('copydeck-locale', select.value);
          showLocale(select.value);
        });
        window.addEventListener('hashchange', function () {
          var locale = fromHash();
          if (offers(locale)) showLocale(locale);
        });
      }

      var input = document.getElementById('search');
      var results = document.getElementById('search-results');
      // The index holds every text of every locale (megabytes in a large project): it is loaded
      // when the search box is first used, not with every page.
      var index = null;
      var loading = false;
      function loadIndex() {
        if (index || loading) return;
        loading = true;
        // The list of shards, then every shard (one a deck); the index is put together in the
        // list's order once all have come.
        script(root + '/assets/search-index.js', function () {
          var shards = window.copydeckSearchShards || [];
          var waiting = shards.length;
          function done() {
            if (--waiting > 0) return;
            var parts = window.copydeckSearchParts || {};
            var entries = [];
            shards.forEach(function (shard) {
              var deck = decodeURIComponent(shard.split('/').pop().replace(/\\.js$/, ''));
              entries = entries.concat(parts[deck] || []);
            });
            index = prepare(entries);
            search(input.value);
          }
          if (!waiting) { waiting = 1; done(); return; }
          shards.forEach(function (shard) { script(root + '/' + shard, done); });
        });
      }
      function script(src, then) {
        var tag = element('script');
        tag.src = src;
        tag.onload = then;
        tag.onerror = then;
        document.head.append(tag);
      }
      function prepare(entries) {
        return entries.map(function (entry) {
          return { entry: entry, text: (entry[1] + ' ' + entry[2]).toLowerCase() };
        });
      }
      function search(query) {
        results.textContent = '';
        query = query.trim().toLowerCase();
        if (!query) { results.hidden = true; return; }
        if (!index) {
          loadIndex();
          if (!index) { results.append(element('li', 'none', 'Loading the index…')); results.hidden = false; return; }
        }
        var found = 0;
        for (var i = 0; i < index.length && found < 50; i++) {
          if (index[i].text.indexOf(query) < 0) continue;
          var entry = index[i].entry;
          var link = element('a');
          link.href = root + '/' + entry[3];
          link.append(element('span', 'kind', entry[0]), element('span', 'title', entry[1]), element('span', 'detail', entry[2]));
          var item = element('li');
          item.append(link);
          results.append(item);
          found++;
        }
        if (!found) results.append(element('li', 'none', 'Nothing found'));
        results.hidden = false;
      }
      if (input && results) {
        input.addEventListener('focus', loadIndex);
        input.addEventListener('input', function () { search(input.value); });
        input.addEventListener('keydown', function (event) {
          if (event.key === 'Escape') { input.value = ''; search(''); }
          if (event.key === 'Enter') { var first = results.querySelector('a'); if (first) first.click(); }
        });
      }

      var data = document.getElementById('prototype-data');
      if (data) prototype(JSON.parse(data.textContent));

      // A text that does not fit its phone (below the screen's edge, beyond its sides, or
      // scrolled out of a screen that cannot show it all) is marked where it is, its phone
      // says how many, and the page's summary counts the frames; measured in this browser,
      // again when the locale or the window changes.
      var summary = null;
      function measureOverflow() {
        var frames = 0;
        Array.prototype.forEach.call(document.querySelectorAll('.phone'), function (phone) {
          var badge = phone.parentNode.querySelector('.overflow-badge');
          if (badge) badge.remove();
          phone.classList.remove('overflowing');
          if (!phone.offsetParent) return;
          var box = phone.getBoundingClientRect();
          var inner = { top: box.top + phone.clientTop, left: box.left + phone.clientLeft };
          inner.bottom = inner.top + phone.clientHeight;
          inner.right = inner.left + phone.clientWidth;
          var clipped = 0;
          Array.prototype.forEach.call(phone.querySelectorAll('.copy'), function (copy) {
            var limit = inner;
            var scroller = copy.parentNode.closest('.screen-body, .alert, .sheet, .shield-screen');
            if (scroller && scroller.scrollHeight > scroller.clientHeight + 1) {
              var own = scroller.getBoundingClientRect();
              limit = { top: inner.top, left: inner.left, right: inner.right, bottom: Math.min(inner.bottom, own.top + scroller.clientTop + scroller.clientHeight) };
            }
            var rect = copy.getBoundingClientRect();
            var out = rect.height > 0 && (rect.bottom > limit.bottom + 0.5 || rect.right > limit.right + 0.5 || rect.left < limit.left - 0.5);
            copy.classList.toggle('clipped', out);
            if (out) clipped += 1;
          });
          if (!clipped) return;
          frames += 1;
          phone.classList.add('overflowing');
          var caption = phone.parentNode.querySelector('figcaption');
          var note = element('span', 'overflow-badge', clipped === 1 ? '1 text does not fit' : clipped + ' texts do not fit');
          if (caption) caption.append(' ', note); else phone.parentNode.append(note);
        });
        var main = document.querySelector('main');
        if (!main || !document.querySelector('.phone')) return;
        if (!summary) {
          summary = element('p', 'overflow-summary');
          summary.id = 'overflow-summary';
          summary.setAttribute('role', 'status');
          main.insertBefore(summary, main.firstChild);
        }
        summary.setAttribute('data-frames', String(frames));
        summary.hidden = frames === 0;
        summary.textContent = frames === 1 ? '1 frame has text that does not fit its screen' : frames + ' frames have text that does not fit their screens';
      }
      measureOverflow();
      document.addEventListener('copydeck-locale', measureOverflow);
      window.addEventListener('resize', measureOverflow);
      if (document.fonts && document.fonts.ready) document.fonts.ready.then(measureOverflow);

      // Walks the flow as FlowNavigator does: the only edge when there is one, else an outcome.
      function prototype(data) {
        var flow = data.flow, current = flow.start, history = [];
        var nodes = {};
        flow.nodes.forEach(function (node) { nodes[node.id] = node; });
        var view = document.getElementById('proto-current');
        var ways = document.getElementById('proto-outcomes');
        var end = document.getElementById('proto-end');
        var back = document.getElementById('proto-back');
        var restart = document.getElementById('proto-restart');
        function locale() {
          var chosen = body.getAttribute('data-locale');
          return !chosen || chosen === 'all' ? data.sourceLocale : chosen;
        }
        function edges(id) { return flow.edges.filter(function (edge) { return edge.from === id; }); }
        function go(edge) { history.push(current); current = edge.to; show(); }
        function button(edge, enabled) {
          var choice = element('button', 'proto-outcome', edge.label || edge.outcome || 'Continue');
          choice.type = 'button';
          choice.setAttribute('data-outcome', edge.outcome || '');
          choice.setAttribute('data-to', edge.to);
          if (enabled) choice.addEventListener('click', function () { go(edge); });
          else { choice.disabled = true; choice.title = 'This way has no outcome id: the app cannot choose it.'; }
          return choice;
        }
        function show() {
          var node = nodes[current] || { id: current, kind: 'step' };
          var info = data.nodes[current];
          view.setAttribute('data-node-id', current);
          view.textContent = '';
          var head = element('p', 'proto-node');
          head.append(element('code', null, current), element('span', 'proto-kind', ' ' + node.kind + ' '), element('bdi', null, node.label || ''));
          view.append(head);
          if (info) {
            var phone = element('div', 'proto-phone');
            phone.setAttribute('lang', locale().indexOf('pseudo') === 0 ? 'en' : locale());
            (info.copy[locale()] || []).forEach(function (line) {
              var kind = line.surface === 'title' ? 'h3' : line.surface === 'button' ? 'span' : 'p';
              var piece = element(kind, 'proto-' + line.surface, line.text);
              piece.setAttribute('data-key', line.key);
              phone.append(piece);
            });
            view.append(phone);
            if (info.page) {
              var link = element('a', 'proto-page', 'Open ' + info.subject + ' in every locale');
              link.href = info.page;
              view.append(link);
            }
          }
          ways.textContent = '';
          var out = edges(current);
          if (out.length === 1) ways.append(button(out[0], true));
          else out.forEach(function (edge) { ways.append(button(edge, !!edge.outcome)); });
          end.hidden = flow.ends.indexOf(current) < 0;
          back.disabled = history.length === 0;
          Array.prototype.forEach.call(document.querySelectorAll('svg g.node'), function (group) {
            group.classList.toggle('proto-here', group.getAttribute('data-node-id') === current);
          });
        }
        back.addEventListener('click', function () {
          if (history.length) { current = history.pop(); show(); }
        });
        restart.addEventListener('click', function () { current = flow.start; history = []; show(); });
        document.addEventListener('copydeck-locale', show);
        show();
      }
    })();

    """
}
