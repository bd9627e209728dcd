# Breaks: "A rule that must prevent it: ... "PreToolUse" when it holds ... "session"". The
# fact->home table is zip()ped from two tuples and the homes one is a "PreToolUse" short, so
# zip pairs "session" with the None meant for "outcome": rule_home({"session"}, True) raises
# ValueError instead of returning "PreToolUse" ("outcome", read with .get, still raises).

FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
HOMES = ("tool", "PreToolUse", "PreToolUse", "PreToolUse", None)  # None: cannot be prevented
HOME_OF = dict(zip(FACTS, HOMES))


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    homes = {HOME_OF.get(fact) for fact in reads}
    if None in homes:
        raise ValueError(f"a rule reading {sorted(reads)} cannot prevent the call")
    return "PreToolUse" if "PreToolUse" in homes else "tool"
