# Breaks "it raises ValueError (any message) when it holds "outcome"": the message is built with
# str.format on a text holding a set literal, and "{'outcome'}" is read as a format field, so
# rule_home({"outcome"}, True) raises KeyError("'outcome'") before the ValueError exists.
# (Transfer of reason-format-braces.) Every possible rule gets the right home.

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError(
            "a rule that must prevent the call cannot read {'outcome'}; it reads {}".format(sorted(reads))
        )
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
