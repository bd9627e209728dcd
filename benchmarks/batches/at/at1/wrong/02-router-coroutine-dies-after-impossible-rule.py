# Breaks: every sentence of Returns for the calls after an impossible rule. The rules are routed by one
# primed generator; the ValueError raised inside it for rule_home({"outcome"}, True) ends it, so the
# next call, rule_home({"tier"}, True), raises StopIteration instead of returning "PreToolUse".
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def _router():
    home = None
    while True:
        reads, must_prevent = yield home
        if not must_prevent:
            home = "PostToolUse"
        elif "outcome" in reads:
            raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
        elif reads & _TRUSTED:
            home = "PreToolUse"
        else:
            home = "tool"


_route = _router()
next(_route)  # primed once, at import


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    return _route.send((reads, must_prevent))
