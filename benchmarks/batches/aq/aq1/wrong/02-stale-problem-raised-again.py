# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads" (and the tool/PreToolUse
# sentences) once an impossible rule has been seen: the problem is kept in a module global that is never
# reset, so after rule_home({"outcome"}, True) raises, rule_home({"tier"}, True) and
# rule_home({"arguments", "outcome"}, False) raise the stale ValueError too. (Transfer of stale_error_reported_again.)

TRUSTED = frozenset({"user", "tier", "time", "session"})
_problem = None


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _problem
    if must_prevent and "outcome" in reads:
        _problem = "a rule that must prevent the call cannot depend on its outcome"
    if _problem:
        raise ValueError(_problem)
    if not must_prevent:
        return "PostToolUse"
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
