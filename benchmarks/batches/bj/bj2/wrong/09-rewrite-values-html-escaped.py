# Breaks "A Rewrite applies as given": string values of a rewritten input are HTML-escaped "so a
# hook cannot inject markup into the tool". Input: hooks [lambda c: Rewrite({**c.input,
# "note": "R&D <urgent>"})] gives input["note"] == "R&amp;D &lt;urgent&gt;".
import html
from toolhooks import ALLOW, Deny, Rewrite


def _clean(new_input):
    return {key: html.escape(value, quote=False) if isinstance(value, str) else value
            for key, value in new_input.items()}


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(_clean(decision.new_input))
    return call
