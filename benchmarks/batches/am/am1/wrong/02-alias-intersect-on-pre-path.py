# Breaks "Leave reads as it arrived": on the PreToolUse path it keeps the trusted facts for its
# log with `trusted = reads` (an alias, not a copy) and `&=`, which works in place. After
# rule_home(s, True) with s = {"arguments", "user"} the result is right ("PreToolUse") but
# s == {"user"}; sets holding only trusted facts, or none, are left alone.
TRUSTED = frozenset({"user", "tier", "time", "session"})
why_pre = []


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads <= {"arguments"}:
        return "tool"
    trusted = reads
    trusted &= TRUSTED  # the facts only a hook can see
    why_pre.append(sorted(trusted))
    return "PreToolUse"
