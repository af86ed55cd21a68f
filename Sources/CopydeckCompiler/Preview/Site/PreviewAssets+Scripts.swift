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

      // The changes page: each side names the keys whose text changed; their pieces are marked.
      Array.prototype.forEach.call(document.querySelectorAll('[data-changed-keys]'), function (side) {
        var keys = side.getAttribute('data-changed-keys').split(' ');
        Array.prototype.forEach.call(side.querySelectorAll('[data-key]'), function (piece) {
          if (keys.indexOf(piece.getAttribute('data-key')) >= 0) piece.classList.add('copy-changed');
        });
      });

      var toggle = document.getElementById('theme-toggle');
      if (toggle) {
        toggle.addEventListener('click', function () {
          var next = html.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
          html.setAttribute('data-theme', next);
          save('copydeck-theme', next);
        });
      }

      // VoiceOver's words (labels, announcements) are not on the screen: shown as notes on the
      // frames only when asked for, and the choice kept.
      var speech = document.getElementById('a11y-toggle');
      function showSpeech(shown) {
        body.classList.toggle('show-a11y', shown);
        if (speech) speech.setAttribute('aria-pressed', shown ? 'true' : 'false');
      }
      if (speech) {
        showSpeech(saved('copydeck-a11y') === 'shown');
        speech.addEventListener('click', function () {
          var shown = !body.classList.contains('show-a11y');
          save('copydeck-a11y', shown ? 'shown' : 'hidden');
          showSpeech(shown);
          measureOverflow();
        });
      }

      // Dynamic Type: every frame laid out again at the size chosen, and measured again.
      var typeSize = document.getElementById('type-size');
      function setTypeSize(scale) {
        body.style.setProperty('--type-scale', scale);
        body.setAttribute('data-type-scale', scale);
        if (typeSize && typeSize.value !== scale) typeSize.value = scale;
      }
      if (typeSize) {
        var savedSize = saved('copydeck-type-size');
        if (savedSize && Array.prototype.some.call(typeSize.options, function (option) { return option.value === savedSize; })) setTypeSize(savedSize);
        typeSize.addEventListener('change', function () {
          save('copydeck-type-size', typeSize.value);
          setTypeSize(typeSize.value);
          measureOverflow();
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
      // Inside the phone: a screen's buttons take the outcomes they are named for, a system
      // prompt is iOS's, its buttons taking the outcomes they stand for; what no button takes is
      // offered under the phone. Away from the source locale the walk shows no source-language
      // label: a bound node is named by its screen's title in the chosen locale, the others by
      // their id, a way on by its outcome id.
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
        // The ways on by outcome id: the node's outcome edges, and, when its only edge leads to
        // a decision, the decision's (taken through it in one step), as the page's data bound
        // the buttons to them.
        function byOutcome(id) {
          var found = {};
          var out = edges(id);
          var branching = out.slice();
          if (out.length === 1 && nodes[out[0].to] && nodes[out[0].to].kind === 'decision') branching = branching.concat(edges(out[0].to));
          branching.forEach(function (edge) { if (edge.outcome && !found[edge.outcome]) found[edge.outcome] = edge; });
          return found;
        }
        function wayButton(className, text, edge) {
          var choice = element('button', className, text);
          choice.type = 'button';
          if (edge) {
            choice.setAttribute('data-outcome', edge.outcome || '');
            choice.setAttribute('data-to', edge.to);
            choice.addEventListener('click', function () { go(edge); });
          } else {
            choice.disabled = true;
            choice.title = 'No way in the flow is named for this button.';
          }
          return choice;
        }
        function button(edge, enabled) {
          var label = locale() === data.sourceLocale ? (edge.label || edge.outcome || 'Continue') : (edge.outcome || 'Continue');
          var choice = wayButton('proto-outcome', label, enabled ? edge : null);
          choice.setAttribute('data-outcome', edge.outcome || '');
          choice.setAttribute('data-to', edge.to);
          if (!enabled) choice.title = 'This way has no outcome id: the app cannot choose it.';
          return choice;
        }
        function show() {
          var node = nodes[current] || { id: current, kind: 'step' };
          var info = data.nodes[current];
          var here = locale();
          var lines = info ? (info.copy[here] || []) : [];
          var title = lines.filter(function (line) { return line.surface === 'title'; })[0];
          var prompt = info && info.prompt ? info.prompt[here] : null;
          var name = prompt ? prompt.title : title ? title.text : here === data.sourceLocale ? (node.label || '') : '';
          view.setAttribute('data-node-id', current);
          view.textContent = '';
          var head = element('p', 'proto-node');
          head.append(element('code', null, current), element('span', 'proto-kind', ' ' + node.kind + ' '), element('bdi', null, name));
          if (!name && node.label) head.title = node.label;
          view.append(head);
          var outcomes = byOutcome(current);
          var taken = {};
          var out = edges(current);
          if (info) {
            var phone = element('div', 'proto-phone');
            phone.setAttribute('lang', here.indexOf('pseudo') === 0 ? 'en' : here);
            if (prompt) {
              var alert = element('div', 'proto-alert');
              alert.setAttribute('role', 'alertdialog');
              alert.append(element('h3', 'proto-title', prompt.title));
              if (prompt.usage) alert.append(element('p', 'proto-usage', prompt.usage));
              prompt.buttons.forEach(function (system) {
                var edge = system.outcome ? outcomes[system.outcome] : null;
                if (edge) taken[system.outcome] = true;
                var choice = wayButton('proto-system', system.title, edge);
                choice.setAttribute('data-outcome', system.outcome || system.usual);
                alert.append(choice);
              });
              phone.append(alert);
            } else {
              var primary = true;
              lines.forEach(function (line) {
                if (line.surface === 'button' || line.surface === 'link') {
                  var bound = info.buttons[line.key];
                  var edge = bound ? outcomes[bound] : null;
                  if (edge) taken[bound] = true;
                  else if (primary && out.length === 1 && !out[0].outcome && Object.keys(outcomes).length === 0) { edge = out[0]; taken['*'] = true; }
                  primary = false;
                  var choice = wayButton(line.surface === 'link' ? 'proto-button proto-link' : 'proto-button', line.text, edge);
                  choice.setAttribute('data-key', line.key);
                  phone.append(choice);
                  return;
                }
                var kind = line.surface === 'title' ? 'h3' : 'p';
                var piece = element(kind, 'proto-' + line.surface, line.text);
                piece.setAttribute('data-key', line.key);
                phone.append(piece);
              });
            }
            view.append(phone);
            if (info.page) {
              var link = element('a', 'proto-page', 'Open ' + info.subject + ' in every locale');
              link.href = info.page;
              view.append(link);
            }
          }
          // What no button on the phone takes, under it.
          ways.textContent = '';
          var outcomeIds = Object.keys(outcomes);
          if (taken['*']) {
            // The screen's first button takes the only way on.
          } else if (out.length === 1 && outcomeIds.length === 0) {
            ways.append(button(out[0], true));
          } else if (outcomeIds.length && out.length === 1 && !out[0].outcome) {
            outcomeIds.forEach(function (id) { if (!taken[id]) ways.append(button(outcomes[id], true)); });
          } else {
            out.forEach(function (edge) { if (!(edge.outcome && taken[edge.outcome])) ways.append(button(edge, !!edge.outcome)); });
          }
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
