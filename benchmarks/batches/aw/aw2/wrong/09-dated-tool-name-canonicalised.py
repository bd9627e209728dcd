# Wrong: breaks "given the current call itself (not a copy)" and "`call` itself when nothing
# was rewritten": a versioned tool name is stripped of its date before the hooks see it, so
# a call named "web_search_20250305" reaches every hook, and comes back, as a new call named
# "web_search". Calls without a date suffix are left alone.
import dataclasses
import re

from toolhooks import Deny, Rewrite

_DATED = re.compile(r"_(?:19|20)\d{6}$")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if _DATED.search(call.tool_name):  # one name per tool, whatever version the model used
        call = dataclasses.replace(call, tool_name=_DATED.sub("", call.tool_name))
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
