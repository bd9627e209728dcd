# Breaks: "it raises ValueError (any message) when it holds "outcome", whatever else it holds".
# Input: rule_home({"outcome"}, True) raises UnboundLocalError (a NameError): the name bound by
# `except KeyError as missing` is deleted when the except block ends, so `from missing` fails.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1}  # no outcome before a call
_HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    missing = None
    try:
        worst = max((_RANK[fact] for fact in reads), default=0)
    except KeyError as missing:  # "outcome" has no rank: it does not exist before the call
        worst = None
    if worst is None:
        raise ValueError(f"cannot prevent a call by its outcome: {sorted(reads)}") from missing
    return _HOMES[worst]
