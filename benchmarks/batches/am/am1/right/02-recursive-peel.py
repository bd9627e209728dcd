# Right: "PostToolUse" whenever the rule need not prevent; otherwise outcome raises ValueError
# first (whatever else is read), then "arguments" is peeled off into a new set (reads - {...},
# never in place) and the rest decides: empty -> "tool" (also for an empty reads), anything left
# (user/tier/time/session) -> "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    if "arguments" in reads:
        return rule_home(reads - {"arguments"}, must_prevent)
    return "PreToolUse" if reads else "tool"
