# Wrong: breaks "given the current call itself (not a copy)" and "`call` itself when nothing
# was rewritten (the very object)": path-like values are normalised before the first hook,
# so a call with input {"path": "./reports/../q3.csv"} reaches the hooks, and comes back,
# as a new call with {"path": "q3.csv"}. Inputs without such values keep the same call.
import os

from toolhooks import Deny, Rewrite


def _tidy(value):
    if isinstance(value, str) and (value.startswith(("~", "./", "../")) or "/../" in value):
        return os.path.normpath(os.path.expanduser(value))
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    tidy = {key: _tidy(value) for key, value in call.input.items()}
    if tidy != call.input:  # hooks compare paths, so give them one spelling
        call = call.with_input(tidy)
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
