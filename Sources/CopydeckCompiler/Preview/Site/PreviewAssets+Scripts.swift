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
      // A link that lands on a changed subject none of whose frames changed (a flow's node, a
      // stale translation) unfolds its frames, drawn once: what the reader came to see.
      function unfoldTarget() {
        var id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
        var target = id ? document.getElementById(id) : null;
        if (!target || !target.classList.contains('frames-unchanged')) return;
        Array.prototype.forEach.call(target.querySelectorAll('details.unchanged-frames'), function (group) { group.open = true; });
      }
      unfoldTarget();
      window.addEventListener('hashchange', unfoldTarget);

      // A link to a section lands below the sticky top bar, however many rows it wraps to.
      var topbar = document.querySelector('.topbar');
      function measureTopbar() {
        if (topbar) html.style.setProperty('--topbar-height', (getComputedStyle(topbar).position === 'sticky' ? topbar.offsetHeight : 0) + 'px');
      }
      measureTopbar();
      window.addEventListener('resize', measureTopbar);
      if (location.hash) { var landing = document.getElementById(decodeURIComponent(location.hash.slice(1))); if (landing) landing.scrollIntoView(); }

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

      // The device, the iOS version and the Dynamic Type size the frames are drawn at: every frame laid out
      // again at the choice (kept for the next page), the page's note saying which, and
      // measured again.
      function picker(id, attribute, storage, naming) {
        var chooser = document.getElementById(id);
        if (!chooser) return;
        function choose(value) {
          body.setAttribute(attribute, value);
          chooser.value = value;
          var option = chooser.options[chooser.selectedIndex];
          if (option) Array.prototype.forEach.call(document.querySelectorAll(naming), function (note) {
            note.textContent = option.getAttribute('data-label') || option.textContent;
          });
        }
        var kept = saved(storage);
        if (kept && Array.prototype.some.call(chooser.options, function (option) { return option.value === kept; })) choose(kept);
        chooser.addEventListener('change', function () {
          save(storage, chooser.value);
          choose(chooser.value);
          measureOverflow();
        });
      }
      picker('device', 'data-device', 'copydeck-device', '#frames-device');
      picker('ios-version', 'data-ios', 'copydeck-ios', '.ios-version');
      picker('type-size', 'data-type-size', 'copydeck-type-size', '#frames-type');

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

      // A text that does not fit its phone (below the screen's safe area, beyond its sides,
      // wider than its own box, or scrolled out of a screen that cannot show it all; an alert
      // scrolls, as iOS's do) is marked
      // where it is, its phone says how many, and the page's summary counts the frames;
      // measured in this browser, in the phone's own points (the phone is scaled for the page),
      // again when the locale, the device, the text size or the window changes. Every text is
      // measured: the app's copy, buttons included, and iOS's own in its prompts.
      var summary = null;
      var measured = '.copy, .system-button, .alert-title, .alert-message, .precise-toggle, .turn-on-all, .health-row, .health-section';
      function measureOverflow() {
        var frames = 0;
        Array.prototype.forEach.call(document.querySelectorAll('.phone'), function (phone) {
          var figure = phone.closest('.phone-figure') || phone.parentNode;
          var badge = figure.querySelector('.overflow-badge');
          if (badge) badge.remove();
          phone.classList.remove('overflowing');
          if (!phone.offsetParent) return;
          var box = phone.getBoundingClientRect();
          if (!box.width) return;
          var scale = box.width / phone.offsetWidth;
          function local(rect) {
            return { top: (rect.top - box.top) / scale - phone.clientTop, bottom: (rect.bottom - box.top) / scale - phone.clientTop,
                     left: (rect.left - box.left) / scale - phone.clientLeft, right: (rect.right - box.left) / scale - phone.clientLeft,
                     height: rect.height / scale };
          }
          var safeBottom = parseFloat(getComputedStyle(phone).getPropertyValue('--safe-bottom')) || 0;
          var screen = { top: 0, left: 0, right: phone.clientWidth, bottom: phone.clientHeight - safeBottom };
          var clipped = 0;
          Array.prototype.forEach.call(phone.querySelectorAll(measured), function (copy) {
            var limit = screen;
            var scroller = copy.parentNode.closest('.screen-body, .alert, .sheet, .shield-screen, .health-sheet');
            // An alert's text scrolls inside it, as UIAlertController's does at the large text
            // sizes: what is below its edge is still read. Only its sides bound it.
            if (scroller && scroller.classList.contains('alert')) {
              limit = { top: 0, left: 0, right: screen.right, bottom: Infinity };
            } else if (scroller && scroller.scrollHeight > scroller.clientHeight + 1) {
              var own = local(scroller.getBoundingClientRect());
              var padding = parseFloat(getComputedStyle(scroller).paddingBottom) || 0;
              limit = { top: 0, left: 0, right: screen.right, bottom: Math.min(screen.bottom, own.top + scroller.clientTop + scroller.clientHeight - padding) };
            }
            var rect = local(copy.getBoundingClientRect());
            var wider = copy.clientWidth > 0 && copy.scrollWidth > copy.clientWidth + 1;
            var out = rect.height > 0 && (wider || rect.bottom > limit.bottom + 0.5 || rect.right > limit.right + 0.5 || rect.left < limit.left - 0.5);
            copy.classList.toggle('clipped', out);
            if (out) clipped += 1;
          });
          if (!clipped) return;
          frames += 1;
          phone.classList.add('overflowing');
          var caption = figure.querySelector('figcaption');
          var note = element('span', 'overflow-badge', clipped === 1 ? '1 text does not fit' : clipped + ' texts do not fit');
          if (caption) caption.append(' ', note); else figure.append(note);
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

      // Walks the flow as the page's data binds it (`DeckFlow.buttons`, which lint checks):
      // inside the phone a screen's buttons do what the data says (a way on, back, or nothing
      // here, with the reason drawn under them), a system prompt is iOS's, its buttons taking the
      // answers they stand for; the ways no button takes are offered under the phone, and a node
      // that shows no screen offers its edges as FlowNavigator does. Copy with variants shows the
      // one for the answer its permission's prompt got on this walk. Away from the source
      // locale the walk shows no source-language label: a bound node is named by its screen's
      // title in the chosen locale, the others by their id, a way on by its outcome id.
      function prototype(data) {
        var flow = data.flow, current = flow.start, history = [], answers = {};
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
        function go(way) {
          var info = data.nodes[current];
          if (info && info.prompt && info.permission && way.outcome) answers[info.permission] = way.outcome;
          history.push(current); current = way.to; show();
        }
        function goBack() { if (history.length) { current = history.pop(); show(); } }
        // A button that does what `way` says; one that does nothing here is drawn disabled, with
        // its reason beside it.
        function wayButton(className, text, way, into) {
          var choice = element('button', className, text);
          choice.type = 'button';
          if (way && way.outcome) choice.setAttribute('data-outcome', way.outcome);
          if (way && way.to) {
            choice.setAttribute('data-to', way.to);
            choice.addEventListener('click', function () { go(way); });
          } else if (way && way.back) {
            choice.setAttribute('data-back', '');
            choice.addEventListener('click', goBack);
          } else {
            choice.disabled = true;
          }
          into.append(choice);
          if (way && way.note) {
            choice.title = way.note;
            into.append(element('p', 'proto-why', way.note));
          }
          return choice;
        }
        function wayLabel(way) {
          if (locale() === data.sourceLocale && way.label) return way.label;
          return way.outcome || '→ ' + way.to;
        }
        // Copy with variants (`<deck>.<subject>.<field>.<variant>`): the one for the answer
        // the node's permission got, else `default`, else the first.
        function visible(lines, permission) {
          var groups = {}, order = [];
          lines.forEach(function (line) {
            var parts = line.key.split('.');
            var field = parts.slice(0, 3).join('.');
            if (!groups[field]) { groups[field] = []; order.push(field); }
            groups[field].push({ line: line, variant: parts.length > 3 ? parts[3] : null });
          });
          var answer = permission && answers[permission] ? snake(answers[permission]) : null;
          return order.map(function (field) {
            var group = groups[field];
            if (group.length === 1) return group[0].line;
            var pick = group.filter(function (entry) { return entry.variant === answer; })[0]
              || group.filter(function (entry) { return entry.variant === 'default'; })[0] || group[0];
            return pick.line;
          });
        }
        function snake(id) { return id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(); }
        function show() {
          var node = nodes[current] || { id: current, kind: 'step' };
          var info = data.nodes[current];
          var here = locale();
          var lines = info ? visible(info.copy[here] || [], info.permission) : [];
          var title = lines.filter(function (line) { return line.surface === 'title'; })[0];
          var prompt = info && info.prompt ? info.prompt[here] : null;
          var name = prompt ? prompt.title : title ? title.text : here === data.sourceLocale ? (node.label || '') : '';
          view.setAttribute('data-node-id', current);
          view.textContent = '';
          var head = element('p', 'proto-node');
          head.append(element('code', null, current), element('span', 'proto-kind', ' ' + node.kind + ' '), element('bdi', null, name));
          if (!name && node.label) head.title = node.label;
          view.append(head);
          ways.textContent = '';
          if (info) {
            var phone = element('div', 'proto-phone');
            phone.setAttribute('lang', here.indexOf('pseudo') === 0 ? 'en' : here);
            if (prompt) {
              var alert = element('div', 'proto-alert');
              alert.setAttribute('role', 'alertdialog');
              alert.append(element('h3', 'proto-title', prompt.title));
              if (prompt.usage) alert.append(element('p', 'proto-usage', prompt.usage));
              prompt.buttons.forEach(function (system) {
                var choice = wayButton('proto-system', system.title, system.way, alert);
                if (!system.way.outcome) choice.setAttribute('data-outcome', system.usual);
              });
              phone.append(alert);
            } else {
              lines.forEach(function (line) {
                var field = line.key.split('.').slice(0, 3).join('.');
                var way = info.buttons[field];
                if (way && (line.surface === 'button' || line.surface === 'link')) {
                  var choice = wayButton(line.surface === 'link' ? 'proto-button proto-link' : 'proto-button', line.text, way, phone);
                  choice.setAttribute('data-key', line.key);
                  return;
                }
                var kind = line.surface === 'title' ? 'h3' : 'p';
                var piece = element(kind, 'proto-' + line.surface, line.text);
                piece.setAttribute('data-key', line.key);
                if (way && way.to) {
                  // A toggle or text field that takes a way: a tap on it does.
                  piece.classList.add('proto-takes');
                  piece.setAttribute('role', 'button');
                  piece.setAttribute('tabindex', '0');
                  piece.setAttribute('data-to', way.to);
                  if (way.outcome) piece.setAttribute('data-outcome', way.outcome);
                  piece.addEventListener('click', function () { go(way); });
                }
                phone.append(piece);
              });
            }
            view.append(phone);
            if (info.page) {
              var link = element('a', 'proto-page', 'Open ' + info.subject + ' in every locale');
              link.href = info.page;
              view.append(link);
            }
            // What no button on the phone takes, under it.
            info.ways.forEach(function (way) {
              wayButton('proto-outcome', wayLabel(way), way, ways);
            });
          } else {
            edges(current).forEach(function (edge, index, all) {
              var way = { to: edge.to, outcome: edge.outcome, label: edge.label };
              var chosen = all.length === 1 || !!edge.outcome;
              if (!chosen) way = { outcome: edge.outcome, label: edge.label, note: 'This way has no outcome id: the app cannot choose it.' };
              var choice = wayButton('proto-outcome', wayLabel({ to: edge.to, outcome: edge.outcome, label: edge.label }), way, ways);
              choice.setAttribute('data-to', edge.to);
            });
          }
          end.hidden = flow.ends.indexOf(current) < 0;
          back.disabled = history.length === 0;
          Array.prototype.forEach.call(document.querySelectorAll('svg g.node'), function (group) {
            group.classList.toggle('proto-here', group.getAttribute('data-node-id') === current);
          });
        }
        back.addEventListener('click', goBack);
        restart.addEventListener('click', function () { current = flow.start; history = []; answers = {}; show(); });
        document.addEventListener('copydeck-locale', show);
        show();
      }
    })();

    """
}
