/* global document, fetch, setTimeout, URLSearchParams */
// Keeps each phone's event log current while the marketer clicks through the framed pages.
// Without JavaScript the logs show what was received when the page loaded.
(function () {
  var POLL_MS = 2000;
  var STOP_AFTER_MS = 30 * 60 * 1000;
  var started = Date.now();

  function render(list, events) {
    var key = JSON.stringify(events);
    if (list.dataset.shown === key) return;
    list.dataset.shown = key;
    list.textContent = "";
    if (events.length === 0) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "还没有事件：在手机里点一点试试";
      list.appendChild(none);
      return;
    }
    events.forEach(function (event) {
      var item = document.createElement("li");
      if (event.conversion) item.className = "conv";
      var time = document.createElement("time");
      time.textContent = event.time;
      item.appendChild(time);
      item.appendChild(document.createTextNode(" " + event.text));
      list.appendChild(item);
    });
  }

  function poll(list) {
    var query = new URLSearchParams({
      device: list.dataset.device,
      since: list.dataset.since,
      channel: list.dataset.channel,
    });
    fetch("/preview/events?" + query.toString())
      .then(function (response) {
        return response.ok ? response.json() : { events: null };
      })
      .then(function (answer) {
        if (answer.events) render(list, answer.events);
      })
      .catch(function () {
        // The server restarted or went away: try again on the next turn.
      })
      .finally(function () {
        // A forgotten tab stops asking after half an hour; a hidden one asks less often.
        if (Date.now() - started > STOP_AFTER_MS) return;
        setTimeout(poll, document.hidden ? POLL_MS * 5 : POLL_MS, list);
      });
  }

  document.querySelectorAll("[data-event-log]").forEach(function (list) {
    setTimeout(poll, POLL_MS, list);
  });
})();
