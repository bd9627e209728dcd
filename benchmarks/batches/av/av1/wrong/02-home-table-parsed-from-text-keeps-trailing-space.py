# Breaks: "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"". The table is
# parsed from text; the session line carries a note, and `split("#")[0]` keeps the spaces
# before it: rule_home({"session"}, True) (and any prevent rule whose strictest fact is
# "session", e.g. {"arguments", "user", "session"}) returns "PreToolUse   ", not "PreToolUse".

_TABLE = """
arguments   tool
user        PreToolUse
tier        PreToolUse
time        PreToolUse
session     PreToolUse   # the server's session id, not the model's
outcome     -
"""

HOME_OF = {}
for _line in _TABLE.strip().splitlines():
    _fact, _home = _line.split(maxsplit=1)
    HOME_OF[_fact] = _home.split("#")[0]  # drop the note

STRICTNESS = ("arguments", "user", "tier", "time", "session", "outcome")  # weakest first


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if not reads:
        return "tool"
    home = HOME_OF[max(reads, key=STRICTNESS.index)]
    if home == "-":
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    return home
