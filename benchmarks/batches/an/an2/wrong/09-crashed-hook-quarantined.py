# Breaks: "`hooks` is a list ... every hook in it runs, in order" (on every chain). A hook that
# raised once is remembered and skipped on later chains (its exception did propagate the first
# time). Input: h raises ValueError on its first call and returns Deny("no") after; run_chain([h],
# call) raises, then run_chain([h], call) returns call instead of Deny("no").
from toolhooks import ALLOW, Deny, Rewrite

_BROKEN = []  # hooks that crashed: not run again (a list: hooks may be unhashable)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if any(hook is broken for broken in _BROKEN):
            continue
        try:
            decision = hook(call)
        except Exception:
            _BROKEN.append(hook)
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
