# Breaks "'tool' when reads holds nothing but 'arguments'" once a caller reuses its set: the memo
# (a list, since sets are unhashable) keeps the caller's own set object, so after
# s = {'tier'}; rule_home(s, True); s.clear(); s.add('arguments') the call rule_home({'arguments'}, True)
# matches the stored, changed s and returns the stale 'PreToolUse'.
_seen = []   # (facts, must_prevent, home)


def _decide(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return "tool" if reads <= {"arguments"} else "PreToolUse"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    for facts, flag, home in _seen:
        if flag == must_prevent and facts == reads:
            return home
    home = _decide(reads, must_prevent)
    _seen.append((reads, must_prevent, home))
    return home
