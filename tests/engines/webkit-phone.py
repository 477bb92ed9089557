"""A bare WebKitGTK browser for WebKitWebDriver: one plain window of the phone's size, no toolbar.

MiniBrowser keeps its window at least 447 px wide; a phone's viewport needs a window with nothing
but the page. WebKitWebDriver starts this as the session's browser (webkitgtk:browserOptions), with
`--automation` among the arguments, and with the session's own: `--size=WIDTHxHEIGHT` and
`--user-agent=…`. Its profile is ephemeral: every session starts with empty storage.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split("=", 1) for arg in sys.argv[1:] if arg.startswith("--") and "=" in arg)
width, height = (int(number) for number in options.get("size", "360x640").split("x"))
user_agent = options.get("user-agent", "")

context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)


def new_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    settings = view.get_settings()
    if user_agent:
        settings.set_user_agent(user_agent)
    # Console messages reach this process's stdout, which the test reads for errors.
    settings.set_enable_write_console_messages_to_stdout(True)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("funnel-webkit-phone")
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", on_automation_started)
Gtk.main()
