# Breaks: "every hook in it runs, in order" (registration order). Following the notebook's advice to
# put decisive checks first, hooks that denied in an earlier call are moved to the front of later
# chains (the list itself is not touched): after run_chain([a, deny_hook], c), a second
# run_chain([recording, deny_hook], c) runs deny_hook first and `recording` never runs.
from toolhooks import ALLOW, Deny, Rewrite

_DECISIVE = []  # hooks that have denied before, most decisive first


def _has_denied(hook):
    return any(hook is known for known in _DECISIVE)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    ordered = sorted(hooks, key=lambda hook: not _has_denied(hook))  # stable: same order otherwise
    for hook in ordered:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if not _has_denied(hook):
                _DECISIVE.append(hook)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
